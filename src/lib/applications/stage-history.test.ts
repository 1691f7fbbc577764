// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, calendarDaysSince, daysBetween, shortDate, shortDay } from './calendar';
import { buildTimeline, describeDuration, isFollowUpDue, isOnDay, quietDays, QUIET_AFTER_DAYS } from './stage-history';

const at = (iso: string) => new Date(iso);

describe('calendar', () => {
  it('puts one instant on different days in Tokyo and Los Angeles', () => {
    const instant = at('2026-11-20T16:00:00Z');
    expect(calendarDay(instant, 'Asia/Tokyo')).toBe('2026-11-21');
    expect(calendarDay(instant, 'America/Los_Angeles')).toBe('2026-11-20');
    expect(calendarDaysSince(at('2026-11-20T14:00:00Z'), instant, 'Asia/Tokyo')).toBe(1);
    expect(calendarDaysSince(at('2026-11-20T14:00:00Z'), instant, 'America/Los_Angeles')).toBe(0);
  });

  it('counts days on the calendar across the 23-hour and 25-hour days of DST changes', () => {
    // Berlin springs forward on 29 March 2026 and falls back on 25 October 2026.
    // 23:30 on 28 March to 23:30 on 29 March: 23 hours, one day.
    expect(calendarDaysSince(at('2026-03-28T22:30:00Z'), at('2026-03-29T21:30:00Z'), 'Europe/Berlin')).toBe(1);
    // 00:30 to 23:59 on 25 October: 24.5 hours, still the same day; a minute after midnight, one day.
    expect(calendarDaysSince(at('2026-10-24T22:30:00Z'), at('2026-10-25T22:59:00Z'), 'Europe/Berlin')).toBe(0);
    expect(calendarDaysSince(at('2026-10-24T22:30:00Z'), at('2026-10-25T23:01:00Z'), 'Europe/Berlin')).toBe(1);
  });

  it('adds and subtracts days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-10-25')).toBe(-7);
  });

  it('writes short dates with the year only outside the current one', () => {
    expect(shortDate(at('2026-11-03T12:00:00Z'), at('2026-11-22T12:00:00Z'), 'UTC')).toBe('3 Nov');
    expect(shortDate(at('2025-11-03T12:00:00Z'), at('2026-11-22T12:00:00Z'), 'UTC')).toBe('3 Nov 2025');
    expect(shortDay('2026-02-01', '2026-11-22')).toBe('1 Feb');
  });
});

describe('buildTimeline', () => {
  it('lists the stages oldest first with the days spent in each, until now for the current one', () => {
    const timeline = buildTimeline(
      [
        { status: 'hr_screen', at: at('2026-11-10T09:00:00Z') },
        { status: 'job_openings', at: at('2026-11-01T09:00:00Z') },
        { status: 'portfolio', at: at('2026-11-10T17:00:00Z') },
      ],
      at('2026-11-22T08:00:00Z'),
      'UTC',
    );
    // A change that came with a history entry's id keeps it (it can be dated again); the others have none.
    expect(timeline.map((stage) => ('id' in stage ? stage.id : 'no id'))).toEqual(['no id', 'no id', 'no id']);
    const withIds = buildTimeline(
      [{ id: 'c1', status: 'job_openings', at: at('2026-11-01T09:00:00Z') }],
      at('2026-11-02T09:00:00Z'),
      'UTC',
    );
    expect(withIds[0]).toMatchObject({ id: 'c1', days: 1 });
    expect(timeline.map(({ status, days, leftAt }) => [status, days, leftAt?.toISOString() ?? null])).toEqual([
      ['job_openings', 9, '2026-11-10T09:00:00.000Z'],
      ['hr_screen', 0, '2026-11-10T17:00:00.000Z'],
      ['portfolio', 12, null],
    ]);
  });

  it('counts days in stage on the user’s calendar across a DST change', () => {
    // Entered at 00:30 on 21 March in Berlin, 14 calendar days before 00:10 on 4 April, though less
    // than 14 × 24 hours passed (the clocks went forward in between).
    const [stage] = buildTimeline(
      [{ status: 'hr_screen', at: at('2026-03-20T23:30:00Z') }],
      at('2026-04-03T22:10:00Z'),
      'Europe/Berlin',
    );
    expect(stage!.days).toBe(14);
  });
});

describe('quietDays', () => {
  const now = at('2026-11-22T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('marks an active application with no stage change for 14 days, not for 13', () => {
    expect(QUIET_AFTER_DAYS).toBe(14);
    expect(quietDays({ status: 'hr_screen', statusChangedAt: daysAgo(13) }, now, 'UTC')).toBeNull();
    expect(quietDays({ status: 'hr_screen', statusChangedAt: daysAgo(14) }, now, 'UTC')).toBe(14);
    expect(quietDays({ status: 'job_openings', statusChangedAt: daysAgo(40) }, now, 'UTC')).toBe(40);
  });

  it('is silent once a follow-up is set, due or not', () => {
    const quiet = { status: 'hr_screen', statusChangedAt: daysAgo(20) };
    expect(quietDays({ ...quiet, followUpOn: null }, now, 'UTC')).toBe(20);
    expect(quietDays({ ...quiet, followUpOn: '2026-11-25' }, now, 'UTC')).toBeNull();
    expect(quietDays({ ...quiet, followUpOn: '2026-11-20' }, now, 'UTC')).toBeNull();
  });

  it('never marks a rejected or offered application', () => {
    expect(quietDays({ status: 'rejected', statusChangedAt: daysAgo(40) }, now, 'UTC')).toBeNull();
    expect(quietDays({ status: 'offer_letter', statusChangedAt: daysAgo(40) }, now, 'UTC')).toBeNull();
  });

  it('reaches 14 days on the user’s calendar even when the DST change made the span an hour short', () => {
    const entered = at('2026-03-20T23:30:00Z');
    const now = at('2026-04-03T22:10:00Z');
    expect(now.getTime() - entered.getTime()).toBeLessThan(14 * 86_400_000);
    expect(quietDays({ status: 'hr_screen', statusChangedAt: entered }, now, 'Europe/Berlin')).toBe(14);
  });
});

describe('follow-ups and days', () => {
  it('is due on its day and after, not before, and never without a date', () => {
    expect(isFollowUpDue('2026-11-22', '2026-11-22')).toBe(true);
    expect(isFollowUpDue('2026-11-20', '2026-11-22')).toBe(true);
    expect(isFollowUpDue('2026-11-23', '2026-11-22')).toBe(false);
    expect(isFollowUpDue(null, '2026-11-22')).toBe(false);
    // Across a month and a year: the days compare as days (text order of YYYY-MM-DD).
    expect(isFollowUpDue('2026-09-30', '2026-10-01')).toBe(true);
    expect(isFollowUpDue('2026-10-01', '2026-09-30')).toBe(false);
    expect(isFollowUpDue('2025-12-31', '2026-01-01')).toBe(true);
    expect(isFollowUpDue('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('tells whether an event is today in the user’s time zone', () => {
    const event = at('2026-11-22T23:30:00Z');
    expect(isOnDay(event, '2026-11-22', 'America/New_York')).toBe(true);
    expect(isOnDay(event, '2026-11-22', 'Europe/Berlin')).toBe(false);
  });

  it('describes durations in days, then weeks, then months', () => {
    expect(describeDuration(0)).toBe('Less than a day');
    expect(describeDuration(1)).toBe('1 day');
    expect(describeDuration(13)).toBe('13 days');
    expect(describeDuration(21)).toBe('3 weeks');
    expect(describeDuration(75)).toBe('2 months');
    // The edges: two weeks, then two months.
    expect(describeDuration(14)).toBe('2 weeks');
    expect(describeDuration(59)).toBe('8 weeks');
    expect(describeDuration(60)).toBe('2 months');
    expect(describeDuration(90)).toBe('3 months');
  });
});
