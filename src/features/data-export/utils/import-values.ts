import { SOURCE_LABELS, type ApplicationSource } from '@/lib/applications/statuses';
import type { WorkMode } from '@/lib/applications/application';

/** A value read from a cell, or the sentence that says why it could not be. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(error: string): Read<T> => ({ ok: false, error });

// Our own export puts an apostrophe before a cell a spreadsheet would run as a formula; an import takes it
// off again. A cell that still starts like a formula is refused rather than stored.
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
const FORMULA = /^\s*=|^\s*[+\-@]\s*[A-Za-z_][\w.]*\s*\(/;

/** The cell's text: trimmed, our formula escape undone; an error for a cell that is a formula. */
export function readText(raw: string | undefined): Read<string> {
  const text = (raw ?? '').trim();
  if (ESCAPED_FORMULA.test(text)) return ok(text.slice(1));
  if (FORMULA.test(text)) {
    const shown = text.length > 30 ? `${text.slice(0, 30)}…` : text;
    return fail(
      `“${shown}” looks like a spreadsheet formula. Type the value itself, or put an apostrophe (') before it.`,
    );
  }
  return ok(text);
}

/** A link as http(s); a bare "www.…" gets https:// in front. */
export function readUrl(raw: string): Read<string> {
  const text = raw.trim();
  if (text === '') return ok('');
  const url = /^www\./i.test(text) ? `https://${text}` : text;
  if (!/^https?:\/\/\S+$/i.test(url)) return fail(`“${text}” is not a link: it must start with http:// or https://.`);
  if (url.length > 2048) return fail('The link is longer than 2,048 characters.');
  return ok(url);
}

const WORK_MODES: Record<string, WorkMode> = {
  onsite: 'on_site',
  'on-site': 'on_site',
  on_site: 'on_site',
  office: 'on_site',
  'in office': 'on_site',
  'in-office': 'on_site',
  hybrid: 'hybrid',
  remote: 'remote',
};

export function readWorkMode(raw: string): Read<WorkMode | null> {
  const text = raw.trim().toLowerCase();
  if (text === '') return ok(null);
  const mode = WORK_MODES[text];
  return mode ? ok(mode) : fail(`“${raw.trim()}” is not a work mode: use On-site, Hybrid or Remote.`);
}

/** Other names trackers and sheets give our sources. */
const SOURCE_ALIASES: Record<string, ApplicationSource> = {
  'company site': 'company_website',
  'careers page': 'company_website',
  angellist: 'wellfound',
  'angel list': 'wellfound',
  recruiter: 'recruiter',
  agency: 'recruiter',
  headhunter: 'recruiter',
  'job board': 'job_board',
  indeed: 'job_board',
  glassdoor: 'job_board',
  otta: 'job_board',
  'welcome to the jungle': 'job_board',
};

/**
 * A source by its value, its label or a common other name; an empty cell is "Not recorded" (never a
 * guess), anything else (a site we do not list) "Other sources".
 */
export function readSource(raw: string): ApplicationSource {
  const text = raw.trim().toLowerCase();
  const found = (Object.entries(SOURCE_LABELS) as [ApplicationSource, string][]).find(
    ([value, label]) => value === text || label.toLowerCase() === text,
  );
  if (found) return found[0];
  const alias = SOURCE_ALIASES[text];
  if (alias) return alias;
  return text === '' ? 'not_recorded' : 'other';
}
