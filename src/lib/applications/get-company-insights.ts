import { getSupabase } from '@job-tracker/supabase-client';
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
 * Logos, designers and case studies for every company on a board in one request, whatever the number
 * of cards (the original design made three per card), from the `company_insights` view.
 */
export async function getCompanyInsights(keys: readonly string[]): Promise<CompanyInsights> {
  const unique = [...new Set(keys)].filter(Boolean).sort();
  const insights: CompanyInsights = Object.fromEntries(
    unique.map((key) => [key, { designers: [], caseStudies: [] } satisfies CompanyInsight]),
  );
  if (unique.length === 0) return insights;
  const { data, error } = await getSupabase()
    .from('company_insights')
    .select('kind,company_key,id,name,picture,role,slug,owner')
    .filter('company_key', 'in', inList(unique))
    .order('name')
    .order('id');
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

export function companyInsightsKey(keys: readonly string[]) {
  return ['company-insights', [...new Set(keys)].filter(Boolean).sort().join('|')] as const;
}

export function useCompanyInsights(keys: readonly string[] | undefined) {
  return useSWR(keys && keys.length > 0 ? companyInsightsKey(keys) : null, ([, joined]) =>
    getCompanyInsights(joined.split('|')),
  );
}
