// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDate, readPastDate, readSource, readText, readUrl, readWorkMode } from './import-values';

const day = (date: Date | null) => date && date.toLocaleDateString('en-CA');

describe('import-values', () => {
  it('reads the dates trackers and spreadsheets write, on the user’s calendar', () => {
    expect(day(parseDate('2025-03-14'))).toBe('2025-03-14');
    expect(parseDate('2025-03-14T09:30:00.000Z')?.toISOString()).toBe('2025-03-14T09:30:00.000Z');
    expect(parseDate('2025-03-14T09:30:00+00:00')?.toISOString()).toBe('2025-03-14T09:30:00.000Z');
    expect(day(parseDate('3/4/2025'))).toBe('2025-03-04');
    expect(day(parseDate('14/3/2025'))).toBe('2025-03-14');
    expect(day(parseDate('14.03.2025'))).toBe('2025-03-14');
    expect(day(parseDate('Mar 14, 2025'))).toBe('2025-03-14');
    expect(day(parseDate('14 March 2025'))).toBe('2025-03-14');
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

  it('takes our formula escape off and refuses cells that are formulas', () => {
    expect(readText('\'=HYPERLINK("x")')).toEqual({ ok: true, value: '=HYPERLINK("x")' });
    expect(readText('  Figma  ')).toEqual({ ok: true, value: 'Figma' });
    expect(readText('=1+1').ok).toBe(false);
    expect(readText('+SUM(A1:A2)').ok).toBe(false);
    expect(readText('@cmd(x)').ok).toBe(false);
    expect(readText('-2+3').ok).toBe(true);
    expect(readText('- remote is fine').ok).toBe(true);
    expect(readText('+49 30 1234').ok).toBe(true);
  });

  it('reads links, work modes and sources, or says what is wrong', () => {
    expect(readUrl('www.figma.com/careers')).toEqual({ ok: true, value: 'https://www.figma.com/careers' });
    expect(readUrl('javascript:alert(1)').ok).toBe(false);
    expect(readWorkMode('On-site')).toEqual({ ok: true, value: 'on_site' });
    expect(readWorkMode('Mars').ok).toBe(false);
    expect(readSource('LinkedIn')).toBe('linkedin');
    expect(readSource('company_website')).toBe('company_website');
    expect(readSource('Dribbble')).toBe('dribbble');
    expect(readSource('Recruiter or agency')).toBe('recruiter');
    expect(readSource('AngelList')).toBe('wellfound');
    expect(readSource('Indeed')).toBe('job_board');
    expect(readSource('Hacker News')).toBe('other');
    // An empty cell is not a guess: not LinkedIn, not "other".
    expect(readSource('')).toBe('not_recorded');
    expect(readSource('  ')).toBe('not_recorded');
  });
});
