import type { Database } from '@job-tracker/supabase-client';
import type { ApplicationSource } from './statuses';

export type ApplicationRow = Database['public']['Tables']['job_applications']['Row'];

/** A job application as the client holds it (spec §3). */
export interface JobApplication {
  id: string;
  company: string;
  /** The normalised company name the look-ups use. */
  companyKey: string;
  position: string;
  source: ApplicationSource | string;
  sourceUrl?: string;
  /** One of the statuses, or (foreign data) anything else, which the board still shows. */
  status: string;
  appliedDate: Date;
  lastUpdated: Date;
}

export function toApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    company: row.company,
    companyKey: row.company_key ?? companyKey(row.company),
    position: row.position,
    source: row.source,
    ...(row.source_url ? { sourceUrl: row.source_url } : {}),
    status: row.status,
    appliedDate: new Date(row.applied_date),
    lastUpdated: new Date(row.last_updated),
  };
}

/** lowercase, with whitespace, hyphens and underscores removed: the database's generated key. */
export function companyKey(company: string): string {
  return company.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Only http(s) links are rendered as links: anything else (javascript:, data:) is not a link. */
export function safeHttpUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
