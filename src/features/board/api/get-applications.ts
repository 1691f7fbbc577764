import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { BOARD_COLUMNS, toApplication, type JobApplication } from '@/lib/applications/application';
import { applicationsKey } from '@/lib/applications/cache-keys';

export { applicationsKey };

/** Rows asked for per request: PostgREST's usual `max-rows` (hosted Supabase answers at most 1,000). */
export const PAGE_SIZE = 1000;

function boardPage(userId: string, from: number, to: number, count: boolean) {
  return getSupabase()
    .from('job_applications')
    .select(BOARD_COLUMNS, count ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .is('deleted_at', null)
    .order('order_key')
    .order('last_updated', { ascending: false })
    .order('id')
    .range(from, to);
}

/**
 * The whole board: the user's applications (not those deleted and waiting for their Undo window to pass),
 * without the long texts only the detail dialog shows. In their columns' order (order_key); cards with
 * equal keys most recently moved first, then by id, so the order is the same on every load and device.
 *
 * A server answers at most its `max-rows` per request, so the board is read in pages: the first request
 * also asks for the total (`count=exact`), and when there is more, the other pages are asked for all at
 * once, as long as the server's answer to the first (it may cap lower than asked). A board of up to 1,000
 * applications is one request; 5,000 are two round trips (1 + 4 requests in parallel). A card moved by
 * another device between the pages' answers could show twice: each id is kept once.
 */
export async function getApplications(userId: string): Promise<JobApplication[]> {
  const first = await boardPage(userId, 0, PAGE_SIZE - 1, true);
  if (first.error) throw first.error;
  const rows = first.data;
  const total = first.count ?? rows.length;
  const size = rows.length;
  if (size > 0 && total > size) {
    const pages = [];
    for (let from = size; from < total; from += size) pages.push(boardPage(userId, from, from + size - 1, false));
    for (const page of await Promise.all(pages)) {
      if (page.error) throw page.error;
      rows.push(...page.data);
    }
  }
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).map(toApplication);
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
