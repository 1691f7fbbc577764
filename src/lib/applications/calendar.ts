/**
 * Calendar days as the user lives them: "today", "3 days in this stage", "quiet for 14 days" count days
 * on the user's calendar, in their time zone, so a daylight-saving change never makes a 23- or 25-hour
 * day count as zero or two.
 */

/** A calendar day, as 'YYYY-MM-DD'. */
export type CalendarDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, kept: making one is slow (a `toLocaleDateString` call
 * makes one each time), and the table and board format dates in every row they render.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The day an instant falls on in a time zone (the browser's when none is given). */
export function calendarDay(instant: Date, timeZone?: string): CalendarDay {
  // en-CA prints dates as YYYY-MM-DD.
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function dayNumber(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / 86_400_000;
}

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `days` after (or before) another. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from an instant to now, on the user's calendar. */
export function calendarDaysSince(instant: Date, now: Date, timeZone?: string): number {
  return daysBetween(calendarDay(instant, timeZone), calendarDay(now, timeZone));
}

/** Midnight at the start of a calendar day in the browser's time zone, as an instant. */
export function startOfLocalDay(day: CalendarDay): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** "3 Nov", or "3 Nov 2025" outside the current year. */
export function shortDate(instant: Date, now: Date = new Date(), timeZone?: string): string {
  const sameYear = calendarDay(instant, timeZone).slice(0, 4) === calendarDay(now, timeZone).slice(0, 4);
  return formatter('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(instant);
}

/** "3 Nov" for a calendar day (a date without a time). */
export function shortDay(day: CalendarDay, today: CalendarDay): string {
  return shortDate(new Date(`${day}T12:00:00Z`), new Date(`${today}T12:00:00Z`), 'UTC');
}

/** "14:30" in the user's time zone. */
export function timeOfDay(instant: Date, timeZone?: string): string {
  return formatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant);
}

/** "1 day", "12 days". */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
