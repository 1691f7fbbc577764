import { getSupabase, type Database } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import type { ApplicationStatus } from '@/lib/applications/statuses';
import { planMove, restoreCard, type CardLocation, type OrderWrite } from '../utils/move';
import { applicationsKey } from './get-applications';

type RowUpdate = Database['public']['Tables']['job_applications']['Update'];

/** The columns one write of a move changes: the key; the status and last_updated only across columns. */
export function toOrderUpdate(write: OrderWrite): RowUpdate {
  const update: RowUpdate = { order_key: write.orderKey };
  if (write.status !== undefined) update.status = write.status as ApplicationStatus;
  if (write.lastUpdated) update.last_updated = write.lastUpdated.toISOString();
  return update;
}

/**
 * Persists a move: one update per row it changes (the moved card; rarely, its column's other cards).
 * Resolves each row's new revision, which every update bumps.
 */
export async function saveMove(userId: string, writes: readonly OrderWrite[]): Promise<Map<string, number>> {
  const revisions = await Promise.all(
    writes.map(async (write) => {
      const { data, error } = await getSupabase()
        .from('job_applications')
        .update(toOrderUpdate(write))
        .eq('id', write.id)
        .eq('user_id', userId)
        .select('id,revision');
      if (error) throw error;
      const [row] = data;
      if (!row) throw new Error('The application no longer exists.');
      return [row.id, Number(row.revision)] as const;
    }),
  );
  return new Map(revisions);
}

/**
 * Moves a card on the board at once and on the server behind it; if the server refuses, the board goes
 * back to how it was and the promise rejects. The returned function is stable.
 */
export function useMoveApplication(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: string, to: CardLocation) => {
      const now = new Date();
      await mutate(
        applicationsKey(userId),
        async (list: JobApplication[] = []) => {
          const plan = planMove(list, applicationId, to, now);
          if (!plan) throw new Error('The application is not on the board.');
          const revisions = await saveMove(userId, plan.writes);
          return plan.applications.map((app) => {
            const revision = revisions.get(app.id);
            return revision === undefined ? app : { ...app, revision };
          });
        },
        {
          optimisticData: (list: JobApplication[] = []) => planMove(list, applicationId, to, now)?.applications ?? list,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    },
    [mutate, userId],
  );
}

/**
 * Takes a move back: the card returns to its place (order key included) with its stage and dates as they
 * were. Within a
 * minute of the move the database takes the move's history entry back too, so the history is as before.
 */
export function useUndoMove(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (previous: JobApplication, at: CardLocation) => {
      await mutate(
        applicationsKey(userId),
        async (list: JobApplication[] = []) => {
          const { data, error } = await getSupabase()
            .from('job_applications')
            .update({
              status: previous.status as ApplicationStatus,
              last_updated: previous.lastUpdated.toISOString(),
              order_key: previous.orderKey,
            })
            .eq('id', previous.id)
            .eq('user_id', userId)
            .select('revision');
          if (error) throw error;
          const [row] = data;
          if (!row) throw new Error('The application no longer exists.');
          return restoreCard(list, { ...previous, revision: Number(row.revision) }, at);
        },
        {
          optimisticData: (list: JobApplication[] = []) => restoreCard(list, previous, at),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    },
    [mutate, userId],
  );
}
