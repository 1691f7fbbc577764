import { getSupabase, type BulkMove } from '@job-tracker/supabase-client';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import type { CalendarDay } from '@/lib/applications/calendar';
import { whileWritingAll } from '@/lib/applications/card-holds';
import { isUpcomingEventsKey, statusHistoryKey } from '@/lib/applications/cache-keys';
import { applicationsKey } from './get-applications';

/** What a bulk move changed: the moves to hand back to its Undo, and when it was dated. */
export interface BulkMoveResult {
  at: Date;
  moves: BulkMove[];
  /** How many were already in the stage (left alone). */
  unchanged: number;
}

/** Moves the applications to `stage`, dated `at` (now when null), in one request: all or none. */
export async function moveApplications(
  ids: readonly string[],
  stage: string,
  at: Date | null,
): Promise<BulkMoveResult> {
  const { data, error } = await getSupabase().rpc('move_applications', {
    ids: [...ids],
    stage,
    at: at ? at.toISOString() : null,
  });
  if (error) throw error;
  return { at: new Date(data.at), moves: data.moved, unchanged: data.unchanged.length };
}

/** Takes a bulk move back in one request: stages, stage times and history as they were. */
export async function undoMoveApplications(moves: readonly BulkMove[]): Promise<void> {
  const { error } = await getSupabase().rpc('undo_move_applications', { moves: [...moves] });
  if (error) throw error;
}

/** Marks the applications deleted in one request (restoreApplications is its Undo). */
export async function deleteApplications(ids: readonly string[]): Promise<void> {
  const { error } = await getSupabase().rpc('delete_applications', { ids: [...ids] });
  if (error) throw error;
}

export async function restoreApplications(ids: readonly string[]): Promise<void> {
  const { error } = await getSupabase().rpc('restore_applications', { ids: [...ids] });
  if (error) throw error;
}

/** Sets (or clears) the follow-up of each application in one request: all of them, or none. */
export async function setFollowUps(ids: readonly string[], day: CalendarDay | null): Promise<void> {
  const { error } = await getSupabase().rpc('set_follow_ups', { ids: [...ids], day });
  if (error) throw error;
}

/**
 * The table's bulk actions: each is one request, then the board shows the change at once and is read again
 * (the rows' revisions moved on, which the next edit of any of them needs). Each request is a write of ours
 * to every row it names, so the live stream takes their echoes for this page's own changes.
 */
export function useBulkActions(userId: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const key = applicationsKey(userId);
    const refresh = async (change: (list: JobApplication[]) => JobApplication[]) => {
      await mutate(key, (list: JobApplication[] = []) => change(list), { revalidate: true });
      await mutate(statusHistoryKey(userId));
    };
    const inSet = (ids: readonly string[]) => {
      const set = new Set(ids);
      return (app: JobApplication) => set.has(app.id);
    };
    return {
      async move(ids: readonly string[], stage: string, at: Date | null): Promise<BulkMoveResult> {
        const result = await whileWritingAll(ids, () => moveApplications(ids, stage, at));
        const moved = inSet(result.moves.map((move) => move.id));
        await refresh((list) =>
          list.map((app) =>
            moved(app) ? { ...app, status: stage, statusChangedAt: result.at, lastUpdated: result.at } : app,
          ),
        );
        return result;
      },
      async undoMove(moves: readonly BulkMove[]): Promise<void> {
        await whileWritingAll(
          moves.map((move) => move.id),
          () => undoMoveApplications(moves),
        );
        const back = new Map(moves.map((move) => [move.id, move]));
        await refresh((list) =>
          list.map((app) => {
            const move = back.get(app.id);
            return move ? { ...app, status: move.from, lastUpdated: new Date(move.last_updated) } : app;
          }),
        );
      },
      async remove(ids: readonly string[]): Promise<void> {
        await whileWritingAll(ids, () => deleteApplications(ids));
        const gone = inSet(ids);
        await refresh((list) => list.filter((app) => !gone(app)));
        await mutate((cacheKey) => isUpcomingEventsKey(cacheKey));
      },
      async restore(applications: readonly JobApplication[]): Promise<void> {
        const ids = applications.map((app) => app.id);
        await whileWritingAll(ids, () => restoreApplications(ids));
        const back = inSet(ids);
        await refresh((list) => [...list.filter((app) => !back(app)), ...applications]);
        await mutate((cacheKey) => isUpcomingEventsKey(cacheKey));
      },
      async setFollowUp(ids: readonly string[], day: CalendarDay | null): Promise<void> {
        await whileWritingAll(ids, () => setFollowUps(ids, day));
        const chosen = inSet(ids);
        await refresh((list) => list.map((app) => (chosen(app) ? { ...app, followUpOn: day } : app)));
      },
    };
  }, [mutate, userId]);
}
