import { getSupabase } from '@job-tracker/supabase-client';
import useSWR from 'swr';
import { addDays, startOfLocalDay, type CalendarDay } from '@/lib/applications/calendar';
import { upcomingEventsKey } from '@/lib/applications/cache-keys';
import { toEvent, UP_NEXT_DAYS, type ApplicationEvent } from '@/lib/applications/events';
import { takePrefetchedEvents } from './prefetch-board';

/**
 * The user's events from the start of today (their calendar) to the end of the seventh day after it, in
 * one request: the "Up next" list and the cards' "today" badges both read it.
 */
export async function getUpcomingEvents(today: CalendarDay): Promise<ApplicationEvent[]> {
  const { data, error } = await getSupabase()
    .from('application_events')
    .select('id,application_id,kind,starts_at,note')
    .gte('starts_at', startOfLocalDay(today).toISOString())
    .lt('starts_at', startOfLocalDay(addDays(today, UP_NEXT_DAYS + 1)).toISOString())
    .order('starts_at')
    .limit(500);
  if (error) throw error;
  return data.map(toEvent);
}

export function useUpcomingEvents(userId: string, today: CalendarDay) {
  return useSWR(
    upcomingEventsKey(userId, today),
    async ([, id, day]) => (await takePrefetchedEvents(id, day)) ?? getUpcomingEvents(day),
  );
}
