import { supabase } from '@job-tracker/supabase-client';
import useSWR from 'swr';
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
 * Logos, designers and case studies for every company on a board, in a fixed number of requests
 * whatever the number of cards (the spec's design made three per card).
 */
export async function getCompanyInsights(keys: readonly string[]): Promise<CompanyInsights> {
  const unique = [...new Set(keys)].filter(Boolean).sort();
  const insights: CompanyInsights = Object.fromEntries(
    unique.map((key) => [key, { designers: [], caseStudies: [] } satisfies CompanyInsight]),
  );
  if (unique.length === 0) return insights;
  const list = inList(unique);
  const [logos, designers, caseStudies] = await Promise.all([
    supabase.from('lookup_values').select('logo,logo_key').filter('logo_key', 'in', list),
    supabase
      .from('portfolios')
      .select('name,designer_dp,role,slug,work_exp_1_key,work_exp_2_key,work_exp_3_key')
      .or(`work_exp_1_key.in.${list},work_exp_2_key.in.${list},work_exp_3_key.in.${list}`)
      .order('name'),
    supabase
      .from('casestudies')
      .select('id,thumbnail,name,portfolios_db,slug,company_key')
      .filter('company_key', 'in', list)
      .order('name'),
  ]);
  for (const result of [logos, designers, caseStudies]) if (result.error) throw result.error;

  for (const row of logos.data ?? []) {
    const insight = insights[row.logo_key];
    if (insight) insight.logo = assetUrl(row.logo);
  }
  for (const row of designers.data ?? []) {
    const designer: Designer = { name: row.name, picture: assetUrl(row.designer_dp), role: row.role, slug: row.slug };
    const companies = new Set([row.work_exp_1_key, row.work_exp_2_key, row.work_exp_3_key]);
    for (const key of companies) if (key) insights[key]?.designers.push(designer);
  }
  for (const row of caseStudies.data ?? []) {
    insights[row.company_key ?? '']?.caseStudies.push({
      id: row.id,
      name: row.name,
      thumbnail: assetUrl(row.thumbnail),
      owner: row.portfolios_db,
      slug: row.slug,
    });
  }
  return insights;
}

export function companyInsightsKey(keys: readonly string[]) {
  return ['company-insights', [...new Set(keys)].filter(Boolean).sort().join('|')] as const;
}

export function useCompanyInsights(keys: readonly string[] | undefined) {
  return useSWR(keys && keys.length > 0 ? companyInsightsKey(keys) : null, ([, joined]) =>
    getCompanyInsights(joined.split('|')),
  );
}
