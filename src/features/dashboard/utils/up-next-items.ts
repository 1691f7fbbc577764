import type { JobApplication } from '@/lib/applications/application';
import { calendarDay, daysBetween, type CalendarDay } from '@/lib/applications/calendar';
import { UP_NEXT_DAYS, type ApplicationEvent } from '@/lib/applications/events';
import { isFollowUpDue } from '@/lib/applications/stage-history';

/**
 * Items shown before "Show all": a big board can have hundreds of follow-ups due, and the list is
 * rendered again with every move.
 */
export const UP_NEXT_SHOWN = 6;

export type UpNextItem =
  | { type: 'follow-up'; application: JobApplication; day: CalendarDay }
  | { type: 'event'; application: JobApplication; event: ApplicationEvent };

/**
 * The follow-ups due (oldest first), then the events of today and the next seven days (soonest first),
 * of applications on the board.
 */
export function upNextItems(
  applications: readonly JobApplication[],
  events: readonly ApplicationEvent[],
  today: CalendarDay,
): UpNextItem[] {
  // One pass over the board (thousands of cards, again at every move): the follow-ups due, and the cards
  // the few events are about.
  const wanted = new Set(events.map((event) => event.applicationId));
  const byId = new Map<string, JobApplication>();
  const due: JobApplication[] = [];
  for (const app of applications) {
    if (isFollowUpDue(app.followUpOn, today)) due.push(app);
    if (wanted.has(app.id)) byId.set(app.id, app);
  }
  const followUps: UpNextItem[] = due
    .sort((a, b) => (a.followUpOn! < b.followUpOn! ? -1 : a.followUpOn! > b.followUpOn! ? 1 : 0))
    .map((application) => ({ type: 'follow-up', application, day: application.followUpOn! }));
  const upcoming: UpNextItem[] = [];
  for (const event of [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const application = byId.get(event.applicationId);
    const offset = daysBetween(today, calendarDay(event.startsAt));
    if (application && offset >= 0 && offset <= UP_NEXT_DAYS) upcoming.push({ type: 'event', application, event });
  }
  return [...followUps, ...upcoming];
}
