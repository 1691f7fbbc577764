import { getSupabase } from '@job-tracker/supabase-client';
import useSWR from 'swr';
import type { HistoryEntry } from '../utils/stage-paths';

export function statusHistoryKey(userId: string) {
  return ['application_status_history', userId] as const;
}

/** Every stage change of the user's applications, in one request, in the order they were recorded. */
export async function getStatusHistory(userId: string): Promise<HistoryEntry[]> {
  const { data, error } = await getSupabase()
    .from('application_status_history')
    .select('application_id,status,changed_at')
    .eq('user_id', userId)
    .order('id');
  if (error) throw error;
  return data.map((row) => ({ applicationId: row.application_id, status: row.status, at: new Date(row.changed_at) }));
}

/** The history, read again whenever the Insights view opens so moves made on the board since count. */
export function useStatusHistory(userId: string) {
  return useSWR(statusHistoryKey(userId), ([, id]) => getStatusHistory(id), { revalidateOnMount: true });
}
