import { getSupabase, type EventKind } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isUpcomingEventsKey, matchesApplicationDetails } from '@/lib/applications/cache-keys';

export interface EventInput {
  kind: EventKind;
  startsAt: Date;
  note: string;
}

export async function scheduleEvent(applicationId: string, input: EventInput): Promise<void> {
  const { error } = await getSupabase().from('application_events').insert({
    application_id: applicationId,
    kind: input.kind,
    starts_at: input.startsAt.toISOString(),
    note: input.note.trim(),
  });
  if (error) throw error;
}

export async function cancelEvent(eventId: string): Promise<void> {
  const { error } = await getSupabase().from('application_events').delete().eq('id', eventId);
  if (error) throw error;
}

/** After an event changes: this application's timeline, and the board's "Up next" and badges. */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: string) => {
      await mutate((key) => isUpcomingEventsKey(key));
      await mutate(matchesApplicationDetails(applicationId));
    },
    [mutate],
  );
}
