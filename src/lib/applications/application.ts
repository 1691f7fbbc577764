import type { Database, SalaryPeriod, WorkMode } from '@job-tracker/supabase-client/database';
import type { CalendarDay } from './calendar';
import type { ApplicationSource } from './statuses';

export type { SalaryPeriod, WorkMode };

export type ApplicationRow = Database['public']['Tables']['job_applications']['Row'];

/**
 * What the board reads of each application: everything a card, the search and the filters need, and not
 * the long texts (job description up to 50,000 characters, people, links) the detail dialog loads alone.
 * The board's own load, public.my_board_rows() in supabase/migrations, answers these same columns; a write
 * reads them back with this list.
 */
export const BOARD_COLUMNS =
  'id,company,company_key,position,source,source_url,status,applied_date,last_updated,status_changed_at,location,work_mode,salary_min,salary_max,salary_currency,salary_period,notes,follow_up_on,revision,order_key';

/** One application as the board's load answers it: BOARD_COLUMNS, by name (`my_board_rows()` names them). */
export type BoardRow = Database['public']['Functions']['my_board']['Returns']['applications'][number];

/** A job application as the client holds it. */
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
  /** When it entered its current stage (the database keeps it). */
  statusChangedAt: Date;
  location: string;
  workMode: WorkMode | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  /** What the amounts are paid per. */
  salaryPeriod: SalaryPeriod;
  /** Plain text with line breaks. */
  notes: string;
  followUpOn: CalendarDay | null;
  /** The database's revision of the row, bumped by every update. */
  revision: number;
  /** The card's place in its column: a fractional-indexing key; columns list cards by it, ascending. */
  orderKey: string;
}

export function toApplication(row: BoardRow): JobApplication {
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
    statusChangedAt: new Date(row.status_changed_at ?? row.last_updated),
    location: row.location ?? '',
    workMode: row.work_mode ?? null,
    salaryMin: row.salary_min ?? null,
    salaryMax: row.salary_max ?? null,
    salaryCurrency: row.salary_currency ?? 'USD',
    salaryPeriod: row.salary_period ?? 'year',
    notes: row.notes ?? '',
    followUpOn: row.follow_up_on ?? null,
    revision: Number(row.revision ?? 1),
    orderKey: row.order_key,
  };
}

/**
 * The board's applications from `my_board_rows()`: each row an array of values in the order `columns` names
 * them. Every column of BOARD_COLUMNS must be named, and every row must have a value for each name: an
 * answer we cannot read whole (a database whose migrations are not this app's) is refused with what is
 * wrong, not read by guessing.
 */
export function applicationsFromRows(columns: readonly string[], rows: readonly unknown[]): JobApplication[] {
  const missing = BOARD_COLUMNS.split(',').filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new Error(`The board's answer has no ${missing.join(', ')}: the database is not the one this app expects.`);
  }
  return rows.map((values, index) => {
    if (!Array.isArray(values) || values.length !== columns.length) {
      throw new Error(`The board's answer has a row (${index + 1}) without one value for each of its columns.`);
    }
    const row: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      row[name] = values[i];
    });
    return toApplication(row as BoardRow);
  });
}

/** lowercase, with whitespace, hyphens and underscores removed: the database's generated key. */
export function companyKey(company: string): string {
  return company.toLowerCase().replace(/[\s_-]+/g, '');
}

export { safeHttpUrl } from '@/lib/safe-url';
