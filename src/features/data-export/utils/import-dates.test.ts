// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnOrder, dateOrders, isAmbiguous, parseDate, provenOrder, readDate, readPastDate } from './import-dates';

const day = (date: Date | null) => date && date.toLocaleDateString('en-CA');
const dayOf = (read: ReturnType<typeof readDate>) => (read.ok ? day(read.value) : read.error);

describe('import-dates', () => {
  it('reads the dates trackers and spreadsheets write, on the user’s calendar', () => {
    expect(day(parseDate('2025-03-14'))).toBe('2025-03-14');
    expect(parseDate('2025-03-14T09:30:00.000Z')?.toISOString()).toBe('2025-03-14T09:30:00.000Z');
    expect(parseDate('2025-03-14T09:30:00+00:00')?.toISOString()).toBe('2025-03-14T09:30:00.000Z');
    expect(day(parseDate('14/3/2025'))).toBe('2025-03-14');
    expect(day(parseDate('3/14/2025'))).toBe('2025-03-14');
    expect(day(parseDate('05/05/2025'))).toBe('2025-05-05');
    expect(day(parseDate('14.03.2025'))).toBe('2025-03-14');
    expect(day(parseDate('Mar 14, 2025'))).toBe('2025-03-14');
    expect(day(parseDate('14 March 2025'))).toBe('2025-03-14');
  });

  it('takes a date as proof of its order only past the twelfth: 13/11 is day first, 12/11 proves nothing', () => {
    expect(provenOrder('13/11/2026')).toBe('day-first');
    expect(provenOrder('12/11/2026')).toBeNull();
    expect(provenOrder('11/13/2026')).toBe('month-first');
    expect(provenOrder('11/12/2026')).toBeNull();
    expect(provenOrder('13.11.2026')).toBeNull();
  });

  it('reads 03/11/2026 only in an order it was given, never by a guess', () => {
    expect(parseDate('03/11/2026')).toBeNull();
    expect(day(parseDate('03/11/2026', 'day-first'))).toBe('2026-11-03');
    expect(day(parseDate('03-11-2026', 'day-first'))).toBe('2026-11-03');
    expect(day(parseDate('03/11/2026', 'month-first'))).toBe('2026-03-11');
    expect(readDate('03/11/2026')).toEqual({
      ok: false,
      error: '“03/11/2026” could be 3 November 2026 or 11 March 2026: choose how this file writes dates, above.',
    });
  });

  it('refuses what is not a date, a day that does not exist, and the future', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(parseDate('yesterday')).toBeNull();
    expect(parseDate('2025-02-30')).toBeNull();
    expect(parseDate('13/13/2025')).toBeNull();
    expect(readPastDate('soon', now)).toEqual({
      ok: false,
      error: '“soon” is not a date we can read. Use 2025-03-14 (year-month-day).',
    });
    expect(readPastDate('2030-01-01', now)).toEqual({ ok: false, error: '2030-01-01 is in the future.' });
    expect(readPastDate('', now)).toEqual({ ok: true, value: null });
  });

  it('finds a column’s order from any row that proves it, and names the rows of a column written both ways', () => {
    expect(columnOrder(['03/11/2026', '25/10/2026', ''])).toEqual({ order: 'day-first', mixed: null });
    expect(columnOrder(['03/11/2026', '10/25/2026'])).toEqual({ order: 'month-first', mixed: null });
    expect(columnOrder(['03/11/2026', '2026-11-05'])).toEqual({ order: null, mixed: null });
    const mixed = columnOrder(['25/10/2026', '03/11/2026', '10/25/2026']);
    expect(mixed).toEqual({ order: null, mixed: { dayFirst: 2, monthFirst: 4 } });
    expect(readDate('03/11/2026', mixed)).toEqual({
      ok: false,
      error:
        '“03/11/2026” could be either day: this column writes dates day first (row 2) and month first (row 4). Write them one way.',
    });
    // A date that tells by itself is still read in a mixed column.
    expect(dayOf(readDate('25/10/2026', mixed))).toBe('2026-10-25');
  });

  it('takes a column’s order from the file’s other date columns, else asks once with two sample rows', () => {
    const rows = [
      ['03/11/2026', '04/11/2026'],
      ['02/11/2026', '25/10/2026'],
    ];
    // Column 1 proves day first; column 0 proves nothing and follows it.
    const proven = dateOrders(rows, [0, 1], null);
    expect(proven.question).toBeNull();
    expect(proven.columns.get(0)).toEqual({ order: 'day-first', mixed: null });
    expect(dayOf(readDate('03/11/2026', proven.columns.get(0)))).toBe('2026-11-03');

    const undecided = [['03/11/2026'], ['05/05/2026'], ['02/11/2026'], ['01/11/2026']];
    const asked = dateOrders(undecided, [0], null);
    expect(asked.question).toEqual([
      { row: 2, text: '03/11/2026' },
      { row: 4, text: '02/11/2026' },
    ]);
    expect(asked.columns.get(0)).toEqual({ order: null, mixed: null });
    // Answered, the question stays (the answer can be changed) and the column reads that way.
    const answered = dateOrders(undecided, [0], 'month-first');
    expect(answered.question).toEqual(asked.question);
    expect(dayOf(readDate('03/11/2026', answered.columns.get(0)))).toBe('2026-03-11');
    // Nothing to ask when no date could be read two ways.
    expect(dateOrders([['2026-11-03'], ['05/05/2026']], [0], null).question).toBeNull();
    // One date that reads two ways is enough to ask.
    expect(dateOrders([['03/11/2026'], ['2026-11-05']], [0], null).question).toEqual([{ row: 2, text: '03/11/2026' }]);
  });
});

describe('import-dates at the edges of a month, a year and the grace', () => {
  it('takes 12 as a month either way: only 13 and up prove which number is the day', () => {
    expect(provenOrder('13/12/2026')).toBe('day-first');
    expect(provenOrder('12/13/2026')).toBe('month-first');
    expect(provenOrder('12/12/2026')).toBeNull();
    expect(isAmbiguous('12/11/2026')).toBe(true);
    expect(isAmbiguous('11/12/2026')).toBe(true);
    expect(isAmbiguous('13/12/2026')).toBe(false);
    expect(isAmbiguous('12/12/2026')).toBe(false);
    expect(isAmbiguous('12/13/2026')).toBe(false);
    // 13/13 is no day either way round, so it proves nothing.
    expect(provenOrder('13/13/2026')).toBeNull();
  });

  it('reads January spelled out, both ways round', () => {
    expect(day(parseDate('Jan 14, 2025'))).toBe('2025-01-14');
    expect(day(parseDate('14 January 2025'))).toBe('2025-01-14');
    expect(day(parseDate('Dec 31, 2025'))).toBe('2025-12-31');
  });

  it('takes a time up to five minutes ahead, and 1990 but not the year before', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(readPastDate('2026-03-01T12:05:00Z', now)).toEqual({ ok: true, value: new Date('2026-03-01T12:05:00Z') });
    expect(readPastDate('2026-03-01T12:05:01Z', now)).toEqual({
      ok: false,
      error: '2026-03-01T12:05:01Z is in the future.',
    });
    expect(dayOf(readPastDate('1990-01-01', now))).toBe('1990-01-01');
    expect(readPastDate('1989-12-31', now)).toEqual({ ok: false, error: '1989-12-31 is before 1990.' });
  });

  it('asks nothing of a column that proves its own order, even when another column proves the other', () => {
    const rows = [
      ['03/11/2026', '03/11/2026'],
      ['25/10/2026', '10/25/2026'],
    ];
    const orders = dateOrders(rows, [0, 1], null);
    expect(orders.question).toBeNull();
    expect(orders.columns.get(0)).toEqual({ order: 'day-first', mixed: null });
    expect(orders.columns.get(1)).toEqual({ order: 'month-first', mixed: null });
  });
});
