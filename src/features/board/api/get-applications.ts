import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { applicationsFromRows, type JobApplication } from '@/lib/applications/application';
import { applicationsKey, stagesKey } from '@/lib/applications/cache-keys';
import { toStage, type Stage } from '@/lib/applications/stages';
import { takePrefetchedBoard } from './prefetch-board';
import { CACHE_ONLY } from '@/lib/swr-config';

export { applicationsKey };

export interface Board {
  stages: Stage[];
  applications: JobApplication[];
}

/**
 * The whole board in one request: the user's stages in their order and every application on the board (not
 * those deleted and waiting for their Undo window to pass), stage by stage in the column's order (order_key;
 * cards with equal keys most recently moved first, then by id, so the order is the same on every load and
 * device), without the long texts only the detail dialog shows (BOARD_COLUMNS: what a card, the search and
 * the filters need). A function answering one JSON value, so PostgREST's `max-rows` (1,000 on hosted
 * Supabase), which cuts every list it answers, does not cut a board of 5,000; each application an array of
 * values under one list of column names, half the JSON of objects that repeat the keys.
 */
export async function getBoard(): Promise<Board> {
  const { data, error } = await getSupabase().rpc('my_board_rows', {}, { get: true });
  if (error) throw error;
  return { stages: data.stages.map(toStage), applications: applicationsFromRows(data.columns, data.rows) };
}

/**
 * The signed-in user's board, shared by every component that shows part of it (one request for all).
 * After a failed load `applications` is empty rather than stale or partial data; the board page reports
 * the failure once.
 */
export function useApplications(userId: string | undefined) {
  const { mutate } = useSWRConfig();
  const result = useSWR(userId ? applicationsKey(userId) : null, async ([, id]) => {
    const board = (await takePrefetchedBoard(id)) ?? (await getBoard());
    // The stages came in the same request: the columns, counts and menus read them from their own key.
    await mutate(stagesKey(id), board.stages, { revalidate: false });
    return board.applications;
  });
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
 * The board as the cache holds it, for a dialog: read, and followed, only while `open`. A closed dialog
 * does not subscribe to the board, so a move does not render it again. It never asks the server itself.
 */
export function useApplicationsWhileOpen(userId: string, open: boolean): JobApplication[] | undefined {
  return useSWR<JobApplication[]>(open ? applicationsKey(userId) : null, null, CACHE_ONLY).data;
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
