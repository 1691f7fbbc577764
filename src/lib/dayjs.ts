// "3 days ago" without a date library: the same words and thresholds as dayjs's relativeTime plugin (and
// moment's), which the cards and the detail dialog showed before; src/lib/dayjs.test.ts checks them
// against dayjs itself. The board's first paint needs it, and dayjs with the plugin was 3.6 KiB gzip of it.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `date` moved by whole calendar months, its day of the month kept or clamped to the month's last. */
function addMonths(date: Date, months: number): Date {
  const moved = new Date(date);
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(date.getDate(), lastDay));
  return moved;
}

/** Calendar months from `b` to `a` (negative when `a` is earlier), with the fraction of the month between. */
function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole);
  const before = b.getTime() - anchor.getTime() < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  const span = before ? anchor.getTime() - anchor2.getTime() : anchor2.getTime() - anchor.getTime();
  return -(whole + (b.getTime() - anchor.getTime()) / span) || 0;
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const THRESHOLDS: readonly { words: string; max?: number; unit?: Unit }[] = [
  { words: 'a few seconds', max: 44, unit: 'second' },
  { words: 'a minute', max: 89 },
  { words: '%d minutes', max: 44, unit: 'minute' },
  { words: 'an hour', max: 89 },
  { words: '%d hours', max: 21, unit: 'hour' },
  { words: 'a day', max: 35 },
  { words: '%d days', max: 25, unit: 'day' },
  { words: 'a month', max: 45 },
  { words: '%d months', max: 10, unit: 'month' },
  { words: 'a year', max: 17 },
  { words: '%d years', unit: 'year' },
];

function difference(date: Date, now: Date, unit: Unit): number {
  const ms = date.getTime() - now.getTime();
  switch (unit) {
    case 'second':
      return ms / SECOND;
    case 'minute':
      return ms / MINUTE;
    case 'hour':
      return ms / HOUR;
    case 'day':
      // Calendar days: a change of UTC offset between the two (summer time) does not count.
      return (ms - (date.getTimezoneOffset() - now.getTimezoneOffset()) * MINUTE) / DAY;
    case 'month':
      return monthDiff(date, now);
    case 'year':
      return monthDiff(date, now) / 12;
  }
}

/** "3 days ago", "a few seconds ago": standard words with the suffix 'ago' ("in 3 days" ahead). */
export function timeAgo(date: Date, now: Date = new Date()): string {
  let result = 0;
  let words = '';
  for (const [i, threshold] of THRESHOLDS.entries()) {
    if (threshold.unit) result = difference(date, now, threshold.unit);
    const amount = Math.round(Math.abs(result));
    if (threshold.max === undefined || amount <= threshold.max) {
      // 1 minute reads "a minute", 0 seconds "a few seconds".
      const chosen = amount <= 1 && i > 0 ? THRESHOLDS[i - 1]! : threshold;
      words = chosen.words.replace('%d', String(amount));
      break;
    }
  }
  return result > 0 ? `in ${words}` : `${words} ago`;
}
