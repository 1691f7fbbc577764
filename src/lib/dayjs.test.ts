import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { describe, expect, it } from 'vitest';
import { timeAgo } from './dayjs';

// dayjs with its relativeTime plugin is the reference: the words the app showed before it dropped the library.
dayjs.extend(relativeTime);
const reference = (date: Date, now: Date) => dayjs(date).from(dayjs(now));

const SECOND = 1000;
const DAY = 86_400 * SECOND;
// Offsets around every threshold (44 s, 89 s, 44 min, 89 min, 21 h, 35 h, 25 days, 45 days, 10 and 17
// months) and far beyond, ahead and behind.
const offsets = [
  ...Array.from({ length: 120 }, (_, i) => i * SECOND),
  ...Array.from({ length: 200 }, (_, i) => i * 30 * SECOND),
  ...Array.from({ length: 100 }, (_, i) => i * 20 * 60 * SECOND),
  ...Array.from({ length: 800 }, (_, i) => i * DAY + 7 * 3600 * SECOND),
  ...Array.from({ length: 60 }, (_, i) => i * 30 * DAY),
];
// Month ends (31st, 29 February) and summer-time changes in the middle.
const nows = [
  '2026-01-31T10:00:00',
  '2024-02-29T23:30:00',
  '2026-03-29T12:00:00',
  '2026-10-25T01:30:00',
  '2026-11-22T12:00:00',
];

describe('timeAgo', () => {
  it('says what dayjs says, before and after now', () => {
    const differences: string[] = [];
    for (const text of nows) {
      const now = new Date(text);
      for (const offset of offsets) {
        for (const date of [new Date(now.getTime() - offset), new Date(now.getTime() + offset)]) {
          const ours = timeAgo(date, now);
          const theirs = reference(date, now);
          if (ours !== theirs) differences.push(`${date.toISOString()} from ${now.toISOString()}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads as people say it', () => {
    const now = new Date('2026-11-22T12:00:00');
    expect(timeAgo(new Date('2026-11-22T11:59:30'), now)).toBe('a few seconds ago');
    expect(timeAgo(new Date('2026-11-19T12:00:00'), now)).toBe('3 days ago');
    expect(timeAgo(new Date('2026-11-25T12:00:00'), now)).toBe('in 3 days');
    expect(timeAgo(new Date('2025-11-22T12:00:00'), now)).toBe('a year ago');
  });
});
