import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { BOARD_COLUMNS, toApplication, type JobApplication } from '@/lib/applications/application';
import { applicationsKey } from '@/lib/applications/cache-keys';

export { applicationsKey };

/**
 * The whole board in one request: the user's applications (not those deleted and waiting for their Undo
 * window to pass), without the long texts only the detail dialog shows. In their columns' order
 * (order_key); cards with equal keys most recently moved first, then by id, so the order is the same on
 * every load and device.
 */
export async function getApplications(userId: string): Promise<JobApplication[]> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select(BOARD_COLUMNS)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .order('order_key')
    .order('last_updated', { ascending: false })
    .order('id');
  if (error) throw error;
  return data.map(toApplication);
}

/**
 * The signed-in user's board, shared by every component that shows part of it (one request for all).
 * After a failed load `applications` is empty rather than stale or partial data; the board page reports
 * the failure once.
 */
export function useApplications(userId: string | undefined) {
  const result = useSWR(userId ? applicationsKey(userId) : null, ([, id]) => getApplications(id));
  // After a failed reload the last board that arrived stays (`applications`), marked by `error`: the
  // board page shows it as stale, or an inline error with Retry when nothing ever arrived.
  return {
    error: result.error as unknown,
    isLoading: result.isLoading,
    applications: result.data,
    retry: result.mutate,
  };
}

/**
 * A stable function that reads the board as the cache holds it right now: for board-wide actions that
 * memoised cards hold, which must not change (and re-render every card) whenever the board does.
 */
export function useApplicationsSnapshot(userId: string) {
  const { cache } = useSWRConfig();
  return useCallback(
    () => (cache.get(unstable_serialize(applicationsKey(userId)))?.data as JobApplication[] | undefined) ?? [],
    [cache, userId],
  );
}
