// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanSalary, emptyPosting, finish, LIMITS, MAX_SALARY, periodFrom, workModeIn } from './posting.ts';

const finished = (fields: Partial<ReturnType<typeof emptyPosting>>) => finish({ ...emptyPosting(), ...fields });

describe('finish', () => {
  it('keeps a name exactly at its limit, and cuts one past it at a word, ending in …', () => {
    const atLimit = 'a'.repeat(LIMITS.company);
    expect(finished({ company: atLimit }).company).toBe(atLimit);
    const words = `${'word '.repeat(40)}tail`; // 204 characters
    const cut = finished({ company: words }).company;
    expect(cut).toBe(`${'word '.repeat(38)}word…`);
    expect(cut.length).toBeLessThanOrEqual(LIMITS.company);
  });

  it('cuts mid-word when the last space would lose more than 40 % of the limit', () => {
    const early = `${'a'.repeat(120)} ${'b'.repeat(100)}`; // the space at 60 %: too early
    expect(finished({ position: early }).position).toBe(`${'a'.repeat(120)} ${'b'.repeat(78)}…`);
    const later = `${'a'.repeat(121)} ${'b'.repeat(100)}`; // one later: cut there
    expect(finished({ position: later }).position).toBe(`${'a'.repeat(121)}…`);
    expect(finished({ position: 'x'.repeat(201) }).position).toBe(`${'x'.repeat(199)}…`);
  });

  it('puts names on one line without control characters, and keeps the description’s lines and spaces', () => {
    const posting = finished({
      company: '  Acme\u0000\tStudio\r\n',
      location: 'Berlin\u007f DE',
      description: ' First line,\r\n\tindented second\u0007 line\rthird ',
    });
    expect(posting.company).toBe('Acme Studio');
    expect(posting.location).toBe('Berlin DE');
    expect(posting.description).toBe('First line,\n\tindented second line\nthird');
  });

  it('keeps an http(s) link up to its limit, and drops any other', () => {
    const long = `https://jobs.example/${'p'.repeat(LIMITS.url - 21)}`;
    expect(long).toHaveLength(LIMITS.url);
    expect(finished({ url: long }).url).toBe(long);
    expect(finished({ url: `${long}p` }).url).toBe('');
    expect(finished({ url: 'HTTP://jobs.example/1' }).url).toBe('HTTP://jobs.example/1');
    expect(finished({ url: 'javascript:alert(1)' }).url).toBe('');
  });
});

describe('cleanSalary', () => {
  it('takes whole amounts from 0 to the maximum, numbers or text with separators, in order', () => {
    expect(cleanSalary({ min: '70,000', max: 50_000.4, currency: ' eur ', period: 'year' })).toEqual({
      min: 50_000,
      max: 70_000,
      currency: 'EUR',
      period: 'year',
    });
    expect(cleanSalary({ min: 0, max: MAX_SALARY })).toEqual({ min: 0, max: MAX_SALARY, currency: null, period: null });
  });

  it('leaves out an amount below 0 or past the maximum, and a currency that is not a code', () => {
    expect(cleanSalary({ min: -1, max: MAX_SALARY + 1, currency: 'USD' })).toEqual({
      min: null,
      max: null,
      currency: null,
      period: null,
    });
    expect(cleanSalary({ min: 5, currency: 'euro' })).toEqual({ min: 5, max: null, currency: null, period: null });
    expect(cleanSalary({ max: 5, currency: 'gbp', period: 'hour' })).toEqual({
      min: null,
      max: 5,
      currency: 'GBP',
      period: 'hour',
    });
    expect(cleanSalary({ min: 'a lot', max: Number.POSITIVE_INFINITY })).toEqual({
      min: null,
      max: null,
      currency: null,
      period: null,
    });
  });
});

describe('periodFrom', () => {
  it('reads schema.org units and the words people write', () => {
    expect(periodFrom('HOUR')).toBe('hour');
    expect(periodFrom(' per annum ')).toBe('year');
    expect(periodFrom('/hr')).toBe('hour');
    expect(periodFrom('a month')).toBe('month');
    // A word that merely starts like "a" or "an" is not a prefix to drop.
    for (const [text, period] of [
      ['annum', 'year'],
      ['annual', 'year'],
      ['ANNUALLY', 'year'],
      ['an hour', 'hour'],
      ['per year', 'year'],
    ])
      expect(periodFrom(text), text).toBe(period);
    expect(periodFrom('fortnight')).toBeNull();
    expect(periodFrom('')).toBeNull();
    expect(periodFrom(null)).toBeNull();
  });
});

describe('workModeIn', () => {
  it('names the one work mode a text gives, and none when it gives two or none', () => {
    expect(workModeIn('Remote (EU)')).toBe('remote');
    expect(workModeIn('Berlin, hybrid')).toBe('hybrid');
    expect(workModeIn('On-site in Lisbon')).toBe('on_site');
    expect(workModeIn('Hybrid or remote')).toBeNull();
    expect(workModeIn('Paris')).toBeNull();
  });
});
