import { richTextToPlain } from './html.ts';
import { emptyPosting, workModeIn, type Posting } from './posting.ts';

/** Sites whose name ends a page title, not a company: "… | LinkedIn". */
const JOB_SITES = /^(linkedin|greenhouse|lever|ashby|workable|indeed|glassdoor|wellfound|angellist|jobs?|careers?)$/i;

const normalise = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Names the page gives its site or company: og:site_name, and the host's labels and first path segment of
 * the page's address and of its canonical one (og:url), as job boards put the company there
 * (jobs.lever.co/<company>/…, <company>.workable.com).
 */
function siteHints(meta: Map<string, string>, url: URL | null): string[] {
  const hints = [meta.get('og:site_name') ?? ''];
  let canonical: URL | null = null;
  try {
    canonical = new URL(meta.get('og:url') ?? '');
  } catch {
    // no canonical address
  }
  for (const address of [url, canonical]) {
    if (!address) continue;
    hints.push(...address.hostname.split('.'));
    hints.push(address.pathname.split('/').filter(Boolean)[0] ?? '');
  }
  return hints.map(normalise).filter((hint) => hint.length >= 2 && !JOB_SITES.test(hint) && hint !== 'www');
}

interface TitleParts {
  position: string;
  company: string;
  location: string;
}

/**
 * A job page's title read by the patterns job sites use: "Job Application for X at Y", "Y hiring X in Z",
 * "X at Y", "X @ Y", and "Y - X" or "X - Y" when one side is the site's own name. Otherwise the title is
 * the position.
 */
export function readTitle(raw: string, hints: string[]): TitleParts {
  let title = raw.replace(/\s+/g, ' ').trim();
  // A trailing "| Site" or "- Site" naming a job site is dropped.
  const suffix = /\s+[|–—-]\s+([^|–—-]+)$/.exec(title);
  if (suffix && JOB_SITES.test(normalise(suffix[1]!))) title = title.slice(0, suffix.index).trim();
  let match = /^job application for (.+?) at (.+)$/i.exec(title);
  if (match) return { position: match[1]!, company: match[2]!, location: '' };
  match = /^(.+?) (?:is )?hiring (?:an? )?(.+?)(?: in (.+))?$/i.exec(title);
  if (match) return { company: match[1]!, position: match[2]!, location: match[3] ?? '' };
  match = /^(.+?) (?:at|@) (.+)$/i.exec(title);
  if (match) return { position: match[1]!, company: match[2]!, location: '' };
  const sides = title.split(/\s+[|–—-]\s+/);
  if (sides.length === 2) {
    const [first, second] = sides as [string, string];
    const isHint = (side: string) => hints.includes(normalise(side));
    if (isHint(first)) return { company: first, position: second, location: '' };
    if (isHint(second)) return { company: second, position: first, location: '' };
  }
  return { position: title, company: '', location: '' };
}

/** OpenGraph and meta tags, then the page's title: what a page without JSON-LD says about its job. */
export function postingFromMeta(meta: Map<string, string>, title: string, url: URL | null): Posting {
  const posting = emptyPosting();
  const heading = meta.get('og:title') || meta.get('twitter:title') || title;
  const parts = readTitle(heading, siteHints(meta, url));
  posting.position = parts.position;
  const siteName = meta.get('og:site_name') ?? '';
  posting.company = parts.company || (siteName && !JOB_SITES.test(normalise(siteName)) ? siteName : '');
  posting.location = parts.location;
  posting.workMode = workModeIn(parts.location);
  posting.description = richTextToPlain(
    meta.get('og:description') || meta.get('description') || meta.get('twitter:description') || '',
  );
  const ogUrl = meta.get('og:url') ?? '';
  if (/^https?:\/\//i.test(ogUrl)) posting.url = ogUrl;
  return posting;
}

/** The JSON-LD reading, with the gaps it left filled from the meta tags. */
export function merge(primary: Posting | null, fallback: Posting): Posting {
  if (!primary) return fallback;
  return {
    company: primary.company || fallback.company,
    position: primary.position || fallback.position,
    location: primary.location || fallback.location,
    workMode: primary.workMode ?? fallback.workMode,
    salary: primary.salary.min !== null || primary.salary.max !== null ? primary.salary : fallback.salary,
    description: primary.description || fallback.description,
    url: primary.url || fallback.url,
  };
}
