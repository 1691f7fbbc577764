import { getSupabase } from '@job-tracker/supabase-client';
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { JobApplication } from './application';
import { applicationDetailsKey, applicationsKey, stagesKey } from './cache-keys';
import { isCardHeld, takeOwnEcho, onCardReleased } from './card-holds';
import { noteChangedElsewhere } from './changed-elsewhere';
import { getUserStages } from './get-user-stages';
import { applyApplicationChange, changedId, type ApplicationChange } from './live-events';

const [DETAILS] = applicationDetailsKey('');

/** Stage edits come as a burst (a reorder updates every row): the stages are read once it is over. */
const STAGES_SETTLE_MS = 150;
/** How long the board gathers a burst of application changes before it shows them, all at once. */
const LIVE_BATCH_MS = 30;

/**
 * Keeps the signed-in user's board live: every change to their applications, on another device or tab,
 * comes over Realtime and goes into the cache the board, its counts and the detail dialog read (no refetch
 * of the board); a change to their stages reads the stages again (one small request). A change to a card
 * that is held (dragged, or a write of ours not yet answered) waits until it is let go. After the stream
 * was cut (sleep, a lost network) and realtime-js has joined again, the board is read once, for what was
 * missed meanwhile.
 */
export function useLiveApplications(userId: string | undefined): void {
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    if (!userId) return;
    const client = getSupabase();
    const key = applicationsKey(userId);
    const waiting = new Map<string, { change: ApplicationChange; own: boolean }[]>();

    // Changes arrive one message each; a burst (a bulk move of hundreds, an import elsewhere) goes into
    // the cache as one update, so the board renders once for it, not once a card.
    let queued: { change: ApplicationChange; own: boolean }[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const batch = queued;
      queued = [];
      const board = cache.get(unstable_serialize(key))?.data as readonly JobApplication[] | undefined;
      // Not loaded yet: the load in flight reads the changes with the rest.
      if (!board) return;
      let next = board;
      const elsewhere = new Set<string>();
      for (const { change, own } of batch) {
        const id = changedId(change)!;
        if (isCardHeld(id)) {
          waiting.set(id, [...(waiting.get(id) ?? []), { change, own }]);
          continue;
        }
        const after = applyApplicationChange(next, change);
        if (after === next) continue;
        next = after;
        if (!own) elsewhere.add(id);
      }
      if (next === board) return;
      void mutate(key, next, { revalidate: false });
      if (elsewhere.size === 0) return;
      elsewhere.forEach(noteChangedElsewhere);
      // An open detail dialog reads the long texts again (its form keeps what the user is typing).
      void mutate((other) => Array.isArray(other) && other[0] === DETAILS && elsewhere.has(other[1] as string));
    };
    // `own`: the echo of a write of this page (decided as it arrives), applied without "Changed elsewhere".
    const apply = (change: ApplicationChange, own: boolean) => {
      if (!changedId(change)) return;
      queued.push({ change, own });
      flushTimer ??= setTimeout(flush, LIVE_BATCH_MS);
    };
    const stopWaiting = onCardReleased((id) => {
      const changes = waiting.get(id);
      if (!changes) return;
      waiting.delete(id);
      // After the write that held it has put its answer on the board (a drop starts its move first).
      setTimeout(() => changes.forEach(({ change, own }) => apply(change, own)), 0);
    });

    let stagesTimer: ReturnType<typeof setTimeout> | undefined;
    const stagesChanged = () => {
      clearTimeout(stagesTimer);
      stagesTimer = setTimeout(
        () =>
          void getUserStages(userId)
            .then((stages) => mutate(stagesKey(userId), stages, { revalidate: false }))
            .catch(() => undefined),
        STAGES_SETTLE_MS,
      );
    };

    let joined = false;
    let cut = false;
    const channel = client
      .channel(`board:${userId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'job_applications', filter: `user_id=eq.${userId}` },
        (payload) => {
          const change = payload as unknown as ApplicationChange;
          apply(change, takeOwnEcho(changedId(change) ?? ''));
        },
      )
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'application_stages', filter: `user_id=eq.${userId}` },
        stagesChanged,
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          if (cut) void mutate(key);
          joined = true;
          cut = false;
        } else if (joined) {
          cut = true;
        }
      });
    return () => {
      clearTimeout(stagesTimer);
      clearTimeout(flushTimer);
      stopWaiting();
      void client.removeChannel(channel);
    };
  }, [cache, mutate, userId]);
}
