import { getSupabase } from '@job-tracker/supabase-client';
import type { ExistingApplication } from '../utils/import-plan';

const PAGE = 1000;

export interface ExistingApplications {
  /** On the board (not in the trash): what a row of the file may duplicate. */
  onBoard: ExistingApplication[];
  /** No application at all, the trash included: an import of our JSON may set up the stages. */
  none: boolean;
}

/**
 * The company and position of every application of the user's, read when a file is previewed, so
 * duplicates are found against the board as it is now; one request per 1,000.
 */
export async function getExistingApplications(userId: string): Promise<ExistingApplications> {
  const all: (ExistingApplication & { deleted_at: string | null })[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await getSupabase()
      .from('job_applications')
      .select('id,company,position,deleted_at')
      .eq('user_id', userId)
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    all.push(...data);
    if (data.length < PAGE) break;
  }
  return {
    onBoard: all
      .filter((app) => app.deleted_at === null)
      .map(({ id, company, position }) => ({ id, company, position })),
    none: all.length === 0,
  };
}
