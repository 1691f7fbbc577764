import { calendarDay, calendarDaysSince, type CalendarDay } from './calendar';
import { isActiveStatus } from './statuses';

/** Days without a stage change after which an active application has "gone quiet". */
export const QUIET_AFTER_DAYS = 14;

export interface StageChange {
  status: string;
  /** When the application entered the stage. */
  at: Date;
  /** The history entry's id, where the change can be dated again (the details' timeline). */
  id?: string;
}

export interface TimelineStage {
  /** The history entry's id, when the change came with one. */
  id?: string;
  status: string;
  enteredAt: Date;
  /** When it moved on; null for the stage it is in now. */
  leftAt: Date | null;
  /** Calendar days spent there (until now for the current stage). */
  days: number;
}

/**
 * The stages an application went through, oldest first, with the calendar days spent in each on the
 * user's calendar (a stage entered and left on the same day counts 0).
 */
export function buildTimeline(changes: readonly StageChange[], now: Date, timeZone?: string): TimelineStage[] {
  const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  return sorted.map((change, index) => {
    const next = sorted[index + 1];
    const leftAt = next ? next.at : null;
    return {
      ...(change.id === undefined ? {} : { id: change.id }),
      status: change.status,
      enteredAt: change.at,
      leftAt,
      days: Math.max(0, calendarDaysSince(change.at, leftAt ?? now, timeZone)),
    };
  });
}

/** "Less than a day", "1 day", "3 weeks", "2 months": how long in a stage, for people. */
export function describeDuration(days: number): string {
  if (days < 1) return 'Less than a day';
  if (days < 14) return `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days < 60) return `${Math.floor(days / 7)} weeks`;
  return `${Math.floor(days / 30)} months`;
}

/**
 * Calendar days in the current stage, or null when the application is not active, not yet quiet, or has a
 * follow-up set (the user has a plan for it: the follow-up's own mark speaks once it is due).
 * `isActive` tells an active stage from the others (the user's stages' kinds; the defaults' otherwise).
 */
export function quietDays(
  application: { status: string; statusChangedAt: Date; followUpOn?: CalendarDay | null },
  now: Date,
  timeZone?: string,
  isActive: (status: string) => boolean = isActiveStatus,
): number | null {
  if (!isActive(application.status) || application.followUpOn) return null;
  const days = calendarDaysSince(application.statusChangedAt, now, timeZone);
  return days >= QUIET_AFTER_DAYS ? days : null;
}

/**
 * A follow-up is due on its day and every day after it until it is cleared or moved. Calendar days are
 * `YYYY-MM-DD`, so their order is their text's: no date is parsed (this runs over the whole board at every
 * move, for "Up next").
 */
export function isFollowUpDue(followUpOn: CalendarDay | null, today: CalendarDay): boolean {
  return followUpOn !== null && followUpOn <= today;
}

/** Whether an instant falls on the user's today. */
export function isOnDay(instant: Date, today: CalendarDay, timeZone?: string): boolean {
  return calendarDay(instant, timeZone) === today;
}
