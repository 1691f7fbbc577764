import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { BOARD_COLUMNS, toApplication, type JobApplication } from '@/lib/applications/application';
import { applicationsKey, stagesKey } from '@/lib/applications/cache-keys';
import { toStage, type Stage } from '@/lib/applications/stages';

export { applicationsKey };

export interface Board {
  stages: Stage[];
  applications: JobApplication[];
}

/**
 * What the board asks for: each stage with how many applications it holds (a computed field) and, embedded,
 * the applications themselves (BOARD_COLUMNS: what a card, the search and the filters need).
 */
const BOARD_SELECT = `key,label,kind,hidden,application_count,job_applications(${BOARD_COLUMNS})` as const;

/** Rows asked for per extra request: PostgREST's usual `max-rows` (hosted Supabase answers at most 1,000). */
export const PAGE_SIZE = 1000;

function boardOrder<Query extends { order: (column: string, options?: object) => Query }>(
  query: Query,
  referencedTable?: string,
): Query {
  return query
    .order('order_key', { referencedTable })
    .order('last_updated', { referencedTable, ascending: false })
    .order('id', { referencedTable });
}

/** The rest of one stage's applications, from `from` to `to`, in the column's order. */
async function stagePage(userId: string, status: string, from: number, to: number) {
  const { data, error } = await boardOrder(
    getSupabase()
      .from('job_applications')
      .select(BOARD_COLUMNS)
      .eq('user_id', userId)
      .eq('status', status)
      .is('deleted_at', null),
  ).range(from, to);
  if (error) throw error;
  return data;
}

/**
 * The whole board: the user's stages in their order, each with its applications (not those deleted and
 * waiting for their Undo window to pass), without the long texts only the detail dialog shows. Within a
 * stage in the column's order (order_key); cards with equal keys most recently moved first, then by id, so
 * the order is the same on every load and device. An application's status is a key of one of its owner's
 * stages, so every application comes with one of them.
 *
 * One request for a board of up to 1,000 applications per stage: the stages, each with its count and its
 * applications embedded. PostgREST's `max-rows` (1,000 on hosted Supabase) caps every list of an answer,
 * each stage's embedded applications too, so a stage whose count is more than its list got is read further
 * with plain requests for the rest, all at once, as many rows each as the server gave (it may cap lower
 * than 1,000): a stage of 5,000 costs 4 more requests in one round trip. A card moved by another device
 * between those answers could show twice: each id is kept once.
 */
export async function getBoard(userId: string): Promise<Board> {
  const { data, error } = await boardOrder(
    getSupabase()
      .from('application_stages')
      .select(BOARD_SELECT)
      .eq('user_id', userId)
      .is('job_applications.deleted_at', null)
      .order('position')
      .order('key'),
    'job_applications',
  );
  if (error) throw error;
  const columns = await Promise.all(
    data.map(async (stage) => {
      const rows = stage.job_applications;
      const size = rows.length > 0 ? rows.length : PAGE_SIZE;
      const pages = [];
      for (let from = rows.length; from < stage.application_count; from += size) {
        pages.push(stagePage(userId, stage.key, from, from + size - 1));
      }
      return pages.length === 0 ? rows : rows.concat(...(await Promise.all(pages)));
    }),
  );
  const seen = new Set<string>();
  return {
    stages: data.map(toStage),
    applications: columns.flat().flatMap((row) => (seen.has(row.id) || !seen.add(row.id) ? [] : [toApplication(row)])),
  };
}

/**
 * The signed-in user's board, shared by every component that shows part of it (one request for all).
 * After a failed load `applications` is empty rather than stale or partial data; the board page reports
 * the failure once.
 */
export function useApplications(userId: string | undefined) {
  const { mutate } = useSWRConfig();
  const result = useSWR(userId ? applicationsKey(userId) : null, async ([, id]) => {
    const board = await getBoard(id);
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
