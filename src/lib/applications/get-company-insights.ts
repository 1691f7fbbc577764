import { getSupabase } from '@job-tracker/supabase-client';
import useSWR, { type SWRConfiguration } from 'swr';
import { assetUrl } from './asset-url';

export interface Designer {
  name: string;
  picture?: string;
  role: string | null;
  slug: string;
}

export interface CaseStudy {
  id: number;
  name: string;
  thumbnail?: string;
  /** The designer whose portfolio holds it. */
  owner: string | null;
  slug: string;
}

export interface CompanyInsight {
  logo?: string;
  designers: Designer[];
  caseStudies: CaseStudy[];
}

export type CompanyInsights = Record<string, CompanyInsight>;

const EMPTY: CompanyInsight = { designers: [], caseStudies: [] };

export function insightFor(insights: CompanyInsights | undefined, key: string): CompanyInsight {
  return insights?.[key] ?? EMPTY;
}

/** PostgREST's `in.(...)` list, each value quoted so commas and parentheses stay inside it. */
function inList(keys: readonly string[]): string {
  return `(${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')})`;
}

/**
 * At most this many characters of company keys per request: the keys travel in the URL, where each quote
 * and comma takes 3 characters, and servers and proxies refuse long ones (Node answers 431 past 16 KiB of
 * headers; many proxies stop at 8 KiB). A batch's URL stays under ~6 KiB.
 */
export const KEYS_PER_REQUEST_CHARS = 3000;

/** The keys in groups whose `in.(...)` lists stay under KEYS_PER_REQUEST_CHARS each. */
export function keyBatches(keys: readonly string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const key of keys) {
    if (batch.length > 0 && length + key.length + 3 > KEYS_PER_REQUEST_CHARS) {
      batches.push(batch);
      batch = [];
      length = 0;
    }
    batch.push(key);
    length += key.length + 3;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Logos, designers and case studies for every company on a board, from the `company_insights` view,
 * whatever the number of cards (the original design made three requests per card): one request for a
 * board of up to a few hundred companies, then one more per batch of keys (keyBatches), all at once.
 */
export async function getCompanyInsights(keys: readonly string[]): Promise<CompanyInsights> {
  const unique = [...new Set(keys)].filter(Boolean).sort();
  const insights: CompanyInsights = Object.fromEntries(
    unique.map((key) => [key, { designers: [], caseStudies: [] } satisfies CompanyInsight]),
  );
  if (unique.length === 0) return insights;
  const answers = await Promise.all(
    keyBatches(unique).map((batch) =>
      getSupabase()
        .from('company_insights')
        .select('kind,company_key,id,name,picture,role,slug,owner')
        .filter('company_key', 'in', inList(batch))
        .order('name')
        .order('id'),
    ),
  );
  const data = [];
  for (const answer of answers) {
    if (answer.error) throw answer.error;
    data.push(...answer.data);
  }
  // A company's rows all come in its one batch, in the view's order (name, id).

  for (const row of data) {
    const insight = insights[row.company_key];
    if (!insight) continue;
    if (row.kind === 'logo') insight.logo = assetUrl(row.picture);
    else if (row.kind === 'designer' && row.slug) {
      insight.designers.push({ name: row.name, picture: assetUrl(row.picture), role: row.role, slug: row.slug });
    } else if (row.kind === 'case_study' && row.slug) {
      insight.caseStudies.push({
        id: row.id,
        name: row.name,
        thumbnail: assetUrl(row.picture),
        owner: row.owner,
        slug: row.slug,
      });
    }
  }
  return insights;
}

export function companyInsightsKey(keys: readonly string[]) {
  return ['company-insights', [...new Set(keys)].filter(Boolean).sort().join('|')] as const;
}

/** `options`: SWR's, e.g. for a second reader of the same companies that shares the first one's answer. */
export function useCompanyInsights(keys: readonly string[] | undefined, options?: SWRConfiguration) {
  return useSWR(
    keys && keys.length > 0 ? companyInsightsKey(keys) : null,
    ([, joined]) => getCompanyInsights(joined.split('|')),
    options,
  );
}
