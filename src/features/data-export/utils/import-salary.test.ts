// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAmount, readCurrency, readPeriod, readSalary } from './import-salary';

const salary = (min: number, max: number, currency: string | null = null, period: string | null = null) => ({
  ok: true,
  value: { min, max, currency, period },
});

describe('import-salary', () => {
  it('reads amounts and ranges with their currency, thousands written any common way', () => {
    expect(readSalary('$120,000')).toEqual(salary(120000, 120000, 'USD'));
    expect(readSalary('100,000 - 130,000 EUR')).toEqual(salary(100000, 130000, 'EUR'));
    expect(readSalary('120.000 €')).toEqual(salary(120000, 120000, 'EUR'));
    expect(readSalary('1 234 567')).toEqual(salary(1234567, 1234567));
    expect(readSalary('1.5k')).toEqual(salary(1500, 1500));
    expect(readSalary('CA$90k to 110k')).toEqual(salary(90000, 110000, 'CAD'));
    expect(readSalary('')).toEqual({ ok: true, value: { min: null, max: null, currency: null, period: null } });
  });

  it('lets a "k" on one end count for the other: €70–80k is 70,000 to 80,000', () => {
    expect(readSalary('€70–80k')).toEqual(salary(70000, 80000, 'EUR'));
    expect(readSalary('€80k–95k')).toEqual(salary(80000, 95000, 'EUR'));
    expect(readSalary('70k-80')).toEqual(salary(70000, 80000));
    // Not when it would turn the range round: $500–1k is 500 to 1,000.
    expect(readSalary('$500–1k')).toEqual(salary(500, 1000, 'USD'));
  });

  it('reads the period a cell names, in the words people use', () => {
    expect(readSalary('£450/day')).toEqual(salary(450, 450, 'GBP', 'day'));
    expect(readSalary('45 USD an hour')).toEqual(salary(45, 45, 'USD', 'hour'));
    expect(readSalary('€4,500 per month')).toEqual(salary(4500, 4500, 'EUR', 'month'));
    expect(readSalary('CHF 9k monthly')).toEqual(salary(9000, 9000, 'CHF', 'month'));
    expect(readSalary('£55k p.a.')).toEqual(salary(55000, 55000, 'GBP', 'year'));
    expect(readSalary('60-70 /hr')).toEqual(salary(60, 70, null, 'hour'));
    expect(readSalary('€600 day rate')).toEqual(salary(600, 600, 'EUR', 'day'));
    expect(readSalary('$120k/yr')).toEqual(salary(120000, 120000, 'USD', 'year'));
  });

  it('refuses what it would have to guess: words, cents, two currencies, two periods, a range turned round', () => {
    expect(readSalary('competitive')).toEqual({
      ok: false,
      error: '“competitive” is not a salary we can read. Write it as 120000, €70–80k or £450 a day.',
    });
    expect(readSalary('€45.50 an hour')).toEqual({
      ok: false,
      error: '“€45.50 an hour” has cents; salaries are kept in whole amounts. Write it without them.',
    });
    expect(readSalary('$100k or €90k').ok).toBe(false);
    expect(readSalary('$100k – €90k')).toEqual({
      ok: false,
      error: '“$100k – €90k” names two currencies; write one salary per cell.',
    });
    expect(readSalary('50/hr or 8k/month')).toEqual({
      ok: false,
      error: '“50/hr or 8k/month” names two pay periods; write one salary per cell.',
    });
    expect(readSalary('130000 - 100000')).toEqual({ ok: false, error: 'The salary’s maximum is below its minimum.' });
    expect(readSalary('2,000,000,000').ok).toBe(false);
  });

  it('reads a period column and a single amount', () => {
    expect(readPeriod('Monthly')).toEqual({ ok: true, value: 'month' });
    expect(readPeriod('per hour')).toEqual({ ok: true, value: 'hour' });
    expect(readPeriod('Year')).toEqual({ ok: true, value: 'year' });
    expect(readPeriod('')).toEqual({ ok: true, value: null });
    expect(readPeriod('fortnightly')).toEqual({
      ok: false,
      error: '“fortnightly” is not a pay period: use hour, day, week, month or year.',
    });
    expect(readAmount('€85,000')).toEqual({ ok: true, value: 85000 });
    expect(readAmount('85k')).toEqual({ ok: true, value: 85000 });
    expect(readAmount('85.5').ok).toBe(false);
  });
});

describe('readSalary at its edges', () => {
  it('lets a "k" count for the other end when the two ends meet exactly', () => {
    expect(readSalary('80–80k')).toEqual(salary(80000, 80000));
    expect(readSalary('80k–80')).toEqual(salary(80000, 80000));
    expect(readSalary('€55k p.a')).toEqual(salary(55000, 55000, 'EUR', 'year'));
  });

  it('refuses a sign alone, three amounts, and cents on either end', () => {
    const unreadable = (text: string) => ({
      ok: false,
      error: `“${text}” is not a salary we can read. Write it as 120000, €70–80k or £450 a day.`,
    });
    expect(readSalary('€')).toEqual(unreadable('€'));
    expect(readSalary('1 - 2 - 3')).toEqual(unreadable('1 - 2 - 3'));
    // One end a number and the other not, or dots that are neither thousands nor a decimal point.
    expect(readSalary('80k to lots')).toEqual(unreadable('80k to lots'));
    expect(readSalary('1.2.3')).toEqual(unreadable('1.2.3'));
    expect(readSalary('45.50 - 50')).toMatchObject({ ok: false, error: expect.stringContaining('has cents') });
    expect(readSalary('45 - 50.50')).toMatchObject({ ok: false, error: expect.stringContaining('has cents') });
    // The "k" does not count for the top when that would put it past the bottom: 79.95 stays as written.
    expect(readSalary('80k - 79.95')).toMatchObject({ ok: false, error: expect.stringContaining('has cents') });
  });

  it('takes 1,000,000,000 and refuses a range that ends past it', () => {
    expect(readSalary('1,000,000,000')).toEqual(salary(1_000_000_000, 1_000_000_000));
    expect(readSalary('1 - 1,000,000,001')).toEqual({ ok: false, error: 'A salary must be at most 1,000,000,000.' });
    expect(readAmount('1,000,000,000')).toEqual({ ok: true, value: 1_000_000_000 });
    expect(readAmount('1,000,000,001')).toEqual({
      ok: false,
      error: '“1,000,000,001” is not a whole amount between 0 and 1,000,000,000.',
    });
  });
});

describe('readCurrency', () => {
  it('takes a three-letter code in any case, nothing for a blank, and refuses the rest', () => {
    expect(readCurrency(' eur ')).toEqual({ ok: true, value: 'EUR' });
    expect(readCurrency('  ')).toEqual({ ok: true, value: null });
    expect(readCurrency('€')).toEqual({ ok: false, error: '“€” is not a currency code such as USD or EUR.' });
    expect(readCurrency('EURO')).toMatchObject({ ok: false });
  });
});
