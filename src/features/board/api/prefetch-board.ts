import type { TrackerSupabaseClient } from '@job-tracker/supabase-client';
import { calendarDay, type CalendarDay } from '@/lib/applications/calendar';
import type { ApplicationEvent } from '@/lib/applications/events';
import type { Board } from './get-applications';

/** The board page's two first requests (getBoard and getUpcomingEvents, passed in: they import this file). */
export interface BoardRequests {
  board: () => Promise<Board>;
  events: (day: CalendarDay) => Promise<ApplicationEvent[]>;
}

interface Prefetch {
  userId: string;
  day: CalendarDay;
  board: Promise<Board> | null;
  events: Promise<ApplicationEvent[]> | null;
}

let prefetch: Promise<Prefetch | null> | null = null;

/**
 * Starts the signed-in user's board and upcoming events (the board page's two first requests) before the
 * page mounts: when the board's module is loaded, so the requests run while the page's other modules
 * load and the Providers restore the session. The page takes each answer once (`takePrefetched…`) in
 * place of its own first request; later loads ask the server themselves. Signed out: nothing is asked.
 */
export function prefetchBoard(client: TrackerSupabaseClient, requests: BoardRequests, now: Date = new Date()): void {
  prefetch = client.auth.getSession().then(
    ({ data }) => {
      if (!data.session) return null;
      const day = calendarDay(now);
      const started = {
        userId: data.session.user.id,
        day,
        board: requests.board(),
        events: requests.events(day),
      };
      // A failure is the page's to report, when it takes the answer; one never taken is no error.
      started.board.catch(() => undefined);
      started.events.catch(() => undefined);
      return started;
    },
    () => null,
  );
}

/**
 * The prefetched board of `userId`, once: for the first load of the board page. Undefined when none was
 * started for that user, or it was taken; rejects as the request did.
 */
export async function takePrefetchedBoard(userId: string): Promise<Board | undefined> {
  const current = await prefetch;
  if (current?.userId !== userId || !current.board) return undefined;
  const { board } = current;
  current.board = null;
  return board;
}

/** The prefetched upcoming events of `userId` from `day`, once: for the board page's first load. */
export async function takePrefetchedEvents(userId: string, day: CalendarDay): Promise<ApplicationEvent[] | undefined> {
  const current = await prefetch;
  if (current?.userId !== userId || current.day !== day || !current.events) return undefined;
  const { events } = current;
  current.events = null;
  return events;
}
