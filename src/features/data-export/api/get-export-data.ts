import { getSupabase, type Database } from '@job-tracker/supabase-client';

type Tables = Database['public']['Tables'];
export type ExportApplicationRow = Omit<Tables['job_applications']['Row'], 'user_id'>;
export type ExportHistoryRow = Pick<
  Tables['application_status_history']['Row'],
  'id' | 'status' | 'from_status' | 'changed_at'
>;
export type ExportEventRow = Pick<
  Tables['application_events']['Row'],
  'id' | 'kind' | 'starts_at' | 'note' | 'created_at'
>;

/** One application with everything recorded about it: details, people, links, stage history, events. */
export interface ExportApplication extends ExportApplicationRow {
  history: ExportHistoryRow[];
  events: ExportEventRow[];
}

const PAGE = 1000;
const APPLICATION_COLUMNS =
  'id,company,company_key,position,source,source_url,status,applied_date,last_updated,status_changed_at,location,work_mode,salary_min,salary_max,salary_currency,salary_period,job_description,notes,people,portfolio_links,follow_up_on,deleted_at,revision,order_key,user_name';
const SELECT = `${APPLICATION_COLUMNS},history:application_status_history(id,status,from_status,changed_at),events:application_events(id,kind,starts_at,note,created_at)`;

/**
 * The user's applications (not the deleted ones waiting for Undo), each with its history and events
 * embedded: one request per 1,000 applications (the API's page size), so one for nearly everyone.
 */
export async function getExportData(userId: string): Promise<ExportApplication[]> {
  const all: ExportApplication[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await getSupabase()
      .from('job_applications')
      .select(SELECT)
      .eq('user_id', userId)
      .is('deleted_at', null)
      .order('applied_date')
      .order('id')
      .order('id', { referencedTable: 'history' })
      .order('starts_at', { referencedTable: 'events' })
      .range(from, from + PAGE - 1);
    if (error) throw error;
    const rows = data as unknown as ExportApplication[];
    all.push(...rows);
    if (rows.length < PAGE) return all;
  }
}
