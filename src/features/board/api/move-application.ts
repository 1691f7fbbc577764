import { getSupabase, type Database } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import { beginWrite } from '@/lib/applications/card-holds';
import type { ApplicationStatus } from '@/lib/applications/statuses';
import {
  applyMoveValue,
  locate,
  restoreCard,
  type CardLocation,
  type Move,
  type MovePlan,
  type OrderWrite,
} from '../utils/move';
import { applicationsKey, useApplicationsSnapshot } from './get-applications';

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

/** A card put back as it was at `at`, and the neighbours a move gave new keys their old ones. */
function putBack(
  list: readonly JobApplication[],
  card: JobApplication,
  at: CardLocation,
  keys: ReadonlyMap<string, string>,
): JobApplication[] {
  const restored = restoreCard(list, card, at);
  return keys.size === 0 ? restored : restored.map((app) => withOrderKey(app, keys.get(app.id)));
}

function withOrderKey(app: JobApplication, orderKey: string | undefined): JobApplication {
  return orderKey === undefined || orderKey === app.orderKey ? app : { ...app, orderKey };
}

function withRevisions(list: readonly JobApplication[], revisions: ReadonlyMap<string, number>): JobApplication[] {
  return list.map((app) => {
    const revision = revisions.get(app.id);
    return revision === undefined ? app : { ...app, revision };
  });
}

/**
 * Shows `move` on the board at once and stores it behind it; if the server refuses, the card goes back to
 * where it was and the promise rejects. The returned function is stable.
 *
 * Moves may overlap (a second card moved before the first move's answer): each is worked out on the board
 * as it shows, the other moves' cards included, and each answer or refusal changes only its own cards.
 * SWR's own optimistic bookkeeping would apply a move to the board as it was before any unanswered move,
 * so the first card would jump back while the second is saved, and the second's answer would drop the
 * first.
 */
export function useMoveApplication(userId: string) {
  const { mutate } = useSWRConfig();
  const snapshot = useApplicationsSnapshot(userId);
  return useCallback(
    async (move: Move) => {
      let plan: MovePlan | null = null;
      // The keys of the neighbours the move gives fresh ones, to put back on a refusal.
      const keys = new Map<string, string>();
      // Changes from elsewhere to these cards wait for the answer: the card stays where the user put it.
      const releases = [move.id, ...move.rekeyed.map((other) => other.id)].map(beginWrite);
      try {
        await mutate(
          applicationsKey(userId),
          async () => {
            if (!plan) throw new Error('The application is not on the board.');
            return saveMove(userId, plan.writes);
          },
          {
            optimisticData: (committed: JobApplication[] = [], shown?: JobApplication[]) => {
              const list = shown ?? committed;
              plan = applyMoveValue(list, move);
              for (const other of move.rekeyed) {
                const key = list.find((app) => app.id === other.id)?.orderKey;
                if (key !== undefined) keys.set(other.id, key);
              }
              return plan?.applications ?? list;
            },
            // Onto the board as it is now, which may hold other moves made meanwhile.
            populateCache: (revisions: Map<string, number>) => withRevisions(snapshot(), revisions),
            rollbackOnError: false,
            revalidate: false,
          },
        );
      } catch (error) {
        const refused = plan as MovePlan | null;
        if (refused) {
          await mutate(
            applicationsKey(userId),
            (list: JobApplication[] = []) => putBack(list, refused.card, move.from, keys),
            { revalidate: false },
          );
        }
        throw error;
      } finally {
        for (const release of releases) release();
      }
    },
    [mutate, userId, snapshot],
  );
}

/**
 * Takes a move back: the card returns to its place (order key included) with its stage and dates as they
 * were. Within a minute of the move the database takes the move's history entry back too, so the history
 * is as before. Like a move, it changes only its own card on the board, whatever else is being saved.
 */
export function useUndoMove(userId: string) {
  const { mutate } = useSWRConfig();
  const snapshot = useApplicationsSnapshot(userId);
  return useCallback(
    async (previous: JobApplication, at: CardLocation) => {
      let current: JobApplication | undefined;
      let where: CardLocation | null = null;
      const release = beginWrite(previous.id);
      try {
        await mutate(
          applicationsKey(userId),
          async () => {
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
            return new Map([[previous.id, Number(row.revision)]]);
          },
          {
            optimisticData: (committed: JobApplication[] = [], shown?: JobApplication[]) => {
              const list = shown ?? committed;
              current = list.find((app) => app.id === previous.id);
              where = locate(list, previous.id);
              return restoreCard(list, previous, at);
            },
            populateCache: (revisions: Map<string, number>) => withRevisions(snapshot(), revisions),
            rollbackOnError: false,
            revalidate: false,
          },
        );
      } catch (error) {
        const card = current as JobApplication | undefined;
        const place = where as CardLocation | null;
        if (card && place) {
          await mutate(
            applicationsKey(userId),
            (list: JobApplication[] = []) => putBack(list, card, place, new Map()),
            { revalidate: false },
          );
        }
        throw error;
      } finally {
        release();
      }
    },
    [mutate, userId, snapshot],
  );
}
