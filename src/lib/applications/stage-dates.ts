import { getSupabase } from '@job-tracker/supabase-client';
import { calendarDay, shortDay, startOfLocalDay, type CalendarDay } from './calendar';

/** The earliest day a stage change may be dated to (the import's bound too). */
export const EARLIEST_STAGE_DAY: CalendarDay = '1990-01-01';

/** One entry of an application's stage history, as the history table numbers it. */
export interface DatableChange {
  id: string;
  status: string;
  at: Date;
}

/** The stage changes around the one being dated: it may not go before the one nor after the other. */
export interface Neighbours {
  previous: Date | null;
  next: Date | null;
}

/** The latest a stage change may be: the change after it, or now. */
const latestFor = ({ next }: Neighbours, now: Date): Date => (next && next < now ? next : now);

/** The days a stage change may be dated to: from the change before it (or 1990) to the change after it or today. */
export function datableDays(neighbours: Neighbours, now: Date): { min: CalendarDay; max: CalendarDay } {
  return {
    min: neighbours.previous ? calendarDay(neighbours.previous) : EARLIEST_STAGE_DAY,
    max: calendarDay(latestFor(neighbours, now)),
  };
}

/**
 * The instant stored for a change dated to `day`: that day at the time of day it was logged, kept after
 * the change before it and before the change after it (and now), so a day shared with a neighbour keeps
 * the history in order.
 */
export function stageChangeInstant(day: CalendarDay, logged: Date, neighbours: Neighbours, now: Date): Date {
  const start = startOfLocalDay(day);
  let at = new Date(
    start.getFullYear(),
    start.getMonth(),
    start.getDate(),
    logged.getHours(),
    logged.getMinutes(),
    logged.getSeconds(),
    logged.getMilliseconds(),
  );
  if (neighbours.previous && at < neighbours.previous) at = neighbours.previous;
  const latest = latestFor(neighbours, now);
  if (at > latest) at = latest;
  return at;
}

/** Why a day cannot be chosen, in the user's words (naming the day that bounds it); null when it can. */
export function stageDayProblem(
  day: string,
  bounds: { min: CalendarDay; max: CalendarDay },
  { previous, next }: Neighbours,
  today: CalendarDay,
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Enter a date';
  if (day > bounds.max) {
    return next
      ? `It cannot be later than the next move, on ${shortDay(bounds.max, today)}`
      : 'It cannot be later than today';
  }
  if (day < bounds.min) {
    return previous
      ? `It cannot be earlier than the stage before, reached on ${shortDay(bounds.min, today)}`
      : 'Enter a date from 1990';
  }
  return null;
}

/** Stores when a stage change happened; answers the stored instant. */
export async function dateStageChange(entryId: string, at: Date): Promise<Date> {
  const { data, error } = await getSupabase().rpc('date_stage_change', {
    entry_id: Number(entryId),
    changed_at: at.toISOString(),
  });
  if (error) throw error;
  return new Date(data);
}

export interface LatestStageChange {
  change: DatableChange;
  neighbours: Neighbours;
}

/** An application's latest stage change and the one before it: what a move's toast offers to date. */
export async function getLatestStageChange(applicationId: string): Promise<LatestStageChange> {
  const { data, error } = await getSupabase()
    .from('application_status_history')
    .select('id,status,changed_at')
    .eq('application_id', applicationId)
    .order('id', { ascending: false })
    .limit(2);
  if (error) throw error;
  const [latest, before] = data;
  if (!latest) throw new Error('This application has no stage history.');
  return {
    change: { id: String(latest.id), status: latest.status, at: new Date(latest.changed_at) },
    neighbours: { previous: before ? new Date(before.changed_at) : null, next: null },
  };
}
