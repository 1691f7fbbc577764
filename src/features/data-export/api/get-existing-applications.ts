import { getSupabase } from '@job-tracker/supabase-client';
import type { ExistingApplication } from '../utils/import-plan';

const PAGE = 1000;

/**
 * The company and position of every application on the board (not those in the trash), read when a file
 * is previewed, so duplicates are found against the board as it is now; one request per 1,000.
 */
export async function getExistingApplications(userId: string): Promise<ExistingApplication[]> {
  const all: ExistingApplication[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await getSupabase()
      .from('job_applications')
      .select('id,company,position')
      .eq('user_id', userId)
      .is('deleted_at', null)
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    all.push(...data);
    if (data.length < PAGE) return all;
  }
}
