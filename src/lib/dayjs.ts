import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 days ago", "a few seconds ago": standard words with the suffix 'ago'. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  return dayjs(date).from(dayjs(now));
}

export { dayjs };
