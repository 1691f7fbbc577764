// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  calendarDaysSince,
  dayCount,
  daysBetween,
  shortDate,
  shortDay,
  timeOfDay,
} from './calendar';

describe('calendar', () => {
  const lateEvening = new Date('2026-03-28T23:30:00Z');

  it('names the day an instant falls on in the time zone asked, one zone not leaking into the next', () => {
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-03-28');
    expect(calendarDay(lateEvening, 'Europe/Berlin')).toBe('2026-03-29');
    expect(calendarDay(lateEvening, 'America/Los_Angeles')).toBe('2026-03-28');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-03-28');
  });

  it('counts calendar days, not 24-hour spans, across a daylight-saving change', () => {
    // Berlin's clocks went forward on 29 March 2026: that day has 23 hours.
    const before = new Date('2026-03-28T22:30:00Z'); // 23:30 on the 28th in Berlin
    const after = new Date('2026-03-29T22:15:00Z'); // 00:15 on the 30th in Berlin, 23h45 later
    expect(calendarDaysSince(before, after, 'Europe/Berlin')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('writes short dates with the year only outside the current one, in the zone asked', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(shortDate(new Date('2026-11-03T10:00:00Z'), now, 'UTC')).toBe('3 Nov');
    expect(shortDate(new Date('2025-11-03T10:00:00Z'), now, 'UTC')).toBe('3 Nov 2025');
    expect(shortDate(lateEvening, now, 'Europe/Berlin')).toBe('29 Mar');
    expect(shortDate(lateEvening, now, 'UTC')).toBe('28 Mar');
    expect(shortDay('2026-12-01', '2026-11-25')).toBe('1 Dec');
    expect(shortDay('2027-01-04', '2026-11-25')).toBe('4 Jan 2027');
  });

  it('writes the time of day on a 24-hour clock in the zone asked', () => {
    expect(timeOfDay(new Date('2026-11-25T14:05:00Z'), 'UTC')).toBe('14:05');
    expect(timeOfDay(new Date('2026-11-25T14:05:00Z'), 'Asia/Tokyo')).toBe('23:05');
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(12)).toBe('12 days');
  });
});
