// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { salaryFromText } from './salary-text.ts';

const salary = (min: number | null, max: number | null, currency: string | null, period: string | null) => ({
  min,
  max,
  currency,
  period,
});

describe('salaryFromText', () => {
  it('reads a range with signs, codes, thousands separators and a period', () => {
    expect(salaryFromText('$120,000 – $150,000 per year')).toEqual(salary(120000, 150000, 'USD', 'year'));
    expect(salaryFromText('GBP 45,000 a year')).toEqual(salary(45000, 45000, 'GBP', 'year'));
    expect(salaryFromText('45 USD/hour')).toEqual(salary(45, 45, 'USD', 'hour'));
    expect(salaryFromText('1.234.567 EUR')).toEqual(salary(1234567, 1234567, 'EUR', null));
    expect(salaryFromText('1,500.50 USD monthly')).toEqual(salary(1501, 1501, 'USD', 'month'));
    expect(salaryFromText('£30 to £40 daily')).toEqual(salary(30, 40, 'GBP', 'day'));
    expect(salaryFromText('€ 50,000 – € 60,000')).toEqual(salary(50000, 60000, 'EUR', null));
  });

  it('reads "per annum" and "annually" as a year', () => {
    expect(salaryFromText('CHF 100,000 to 120,000 annually')).toEqual(salary(100000, 120000, 'CHF', 'year'));
    expect(salaryFromText('€55,000 per annum')).toEqual(salary(55000, 55000, 'EUR', 'year'));
  });

  it('counts a k on either amount, the second one lending it to the first', () => {
    expect(salaryFromText('€60k-80k')).toEqual(salary(60000, 80000, 'EUR', null));
    expect(salaryFromText('€60-80k')).toEqual(salary(60000, 80000, 'EUR', null));
    expect(salaryFromText('90k')).toEqual(salary(90000, 90000, null, null));
    expect(salaryFromText('$90K to 100')).toEqual(salary(100, 90000, 'USD', null));
  });

  it('takes the currency from whichever amount, or the code after the range, names it', () => {
    expect(salaryFromText('70 to SEK 90 per hour')).toEqual(salary(70, 90, 'SEK', 'hour'));
    expect(salaryFromText('70 - ¥90 per hour')).toEqual(salary(70, 90, 'JPY', 'hour'));
    expect(salaryFromText('80 - 60 EUR')).toEqual(salary(60, 80, 'EUR', null));
    expect(salaryFromText('from 10 to 20 per day')).toEqual(salary(10, 20, null, 'day'));
  });

  it('leaves out an amount past a billion, and reads nothing when both are', () => {
    expect(salaryFromText('$5 - $2,000,000,000 per year')).toEqual(salary(5, null, 'USD', 'year'));
    expect(salaryFromText('$2,000,000,000 per year')).toBeNull();
  });

  it('never takes a bare number (a year, a count) for a salary', () => {
    for (const line of ['120000', 'Founded in 1999', 'A team of 40 designers', 'no numbers here'])
      expect(salaryFromText(line), line).toBeNull();
  });
});
