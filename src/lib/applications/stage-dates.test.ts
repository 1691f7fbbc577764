import { describe, expect, it } from 'vitest';
import { datableDays, EARLIEST_STAGE_DAY, stageChangeInstant, stageDayProblem } from './stage-dates';

// Local times throughout: the dates the user picks are days on their own calendar.
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00`);
const now = at('2026-11-20', '17:30');

describe('datableDays', () => {
  it('runs from the change before (or 1990) to the change after (or today)', () => {
    expect(datableDays({ previous: at('2026-11-02'), next: at('2026-11-10') }, now)).toEqual({
      min: '2026-11-02',
      max: '2026-11-10',
    });
    expect(datableDays({ previous: null, next: null }, now)).toEqual({ min: EARLIEST_STAGE_DAY, max: '2026-11-20' });
  });
});

describe('stageChangeInstant', () => {
  it('keeps the time of day the move was logged, on the chosen day', () => {
    const logged = at('2026-11-20', '09:41');
    expect(stageChangeInstant('2026-11-14', logged, { previous: at('2026-11-01'), next: null }, now)).toEqual(
      at('2026-11-14', '09:41'),
    );
  });

  it('stays after the change before it and before the one after it when they share the day', () => {
    const logged = at('2026-11-20', '09:00');
    // The move before was at 15:00 on the chosen day: the change cannot come earlier than it.
    expect(stageChangeInstant('2026-11-14', logged, { previous: at('2026-11-14', '15:00'), next: null }, now)).toEqual(
      at('2026-11-14', '15:00'),
    );
    const late = at('2026-11-20', '18:00');
    // The move after it was at 08:00 on the chosen day, and "today" ends now.
    expect(stageChangeInstant('2026-11-16', late, { previous: null, next: at('2026-11-16', '08:00') }, now)).toEqual(
      at('2026-11-16', '08:00'),
    );
    expect(stageChangeInstant('2026-11-20', late, { previous: null, next: null }, now)).toEqual(now);
  });
});

describe('stageDayProblem', () => {
  const bounds = { min: '2026-11-02', max: '2026-11-10' };
  const between = { previous: at('2026-11-02'), next: at('2026-11-10') };
  it('accepts a day within the bounds, ends included', () => {
    expect(stageDayProblem('2026-11-02', bounds, between, '2026-11-20')).toBeNull();
    expect(stageDayProblem('2026-11-10', bounds, between, '2026-11-20')).toBeNull();
  });
  it('says what is wrong with an empty, late or early day, naming the day that bounds it', () => {
    expect(stageDayProblem('', bounds, between, '2026-11-20')).toBe('Enter a date');
    expect(stageDayProblem('2026-11-11', bounds, between, '2026-11-20')).toBe(
      'It cannot be later than the next move, on 10 Nov',
    );
    expect(stageDayProblem('2026-11-01', bounds, between, '2026-11-20')).toBe(
      'It cannot be earlier than the stage before, reached on 2 Nov',
    );
    const alone = { previous: null, next: null };
    expect(stageDayProblem('2026-11-21', { min: EARLIEST_STAGE_DAY, max: '2026-11-20' }, alone, '2026-11-20')).toBe(
      'It cannot be later than today',
    );
    expect(stageDayProblem('1989-12-31', { min: EARLIEST_STAGE_DAY, max: '2026-11-20' }, alone, '2026-11-20')).toBe(
      'Enter a date from 1990',
    );
  });
});
