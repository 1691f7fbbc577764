import { getSupabase } from '@job-tracker/supabase-client';
import useSWR from 'swr';
import { statusHistoryKey } from '@/lib/applications/cache-keys';
import type { HistoryEntry } from '../utils/stage-paths';

/**
 * Every stage change of the user's applications, oldest first, in one request: the database function
 * answers one value, so the API's row limit (1,000) does not cut a long search's history short.
 */
export async function getStatusHistory(): Promise<HistoryEntry[]> {
  const { data, error } = await getSupabase().rpc('my_status_history');
  if (error) throw error;
  return data.map(([applicationId, status, at]) => ({ applicationId, status, at: new Date(at) }));
}

/** The history, read again whenever the Insights view opens so moves made on the board since count. */
export function useStatusHistory(userId: string) {
  return useSWR(statusHistoryKey(userId), () => getStatusHistory(), { revalidateOnMount: true });
}
