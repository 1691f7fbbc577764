import { getSupabase } from '@job-tracker/supabase-client';
import useSWR, { type SWRConfiguration } from 'swr';
import { assetUrl } from './asset-url';
import { companyInsightsKey } from './cache-keys';

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

/**
 * Logos, designers and case studies for every company on a board, whatever the number of cards or
 * companies, in one request: the `company_insights_for` function takes the keys in its JSON body (in a
 * URL, thousands of keys would pass the length servers and proxies accept) and answers with the rows of
 * the `company_insights` view for them, ordered by name then id.
 */
export async function getCompanyInsights(keys: readonly string[]): Promise<CompanyInsights> {
  const unique = [...new Set(keys)].filter(Boolean).sort();
  const insights: CompanyInsights = Object.fromEntries(
    unique.map((key) => [key, { designers: [], caseStudies: [] } satisfies CompanyInsight]),
  );
  if (unique.length === 0) return insights;
  const { data, error } = await getSupabase().rpc('company_insights_for', { company_keys: unique });
  if (error) throw error;

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

/** `options`: SWR's, e.g. for a second reader of the same companies that shares the first one's answer. */
export function useCompanyInsights(keys: readonly string[] | undefined, options?: SWRConfiguration) {
  return useSWR(
    keys && keys.length > 0 ? companyInsightsKey(keys) : null,
    ([, joined]) => getCompanyInsights(joined.split('|')),
    options,
  );
}
