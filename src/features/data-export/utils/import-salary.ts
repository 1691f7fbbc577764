import type { SalaryPeriod } from '@/lib/applications/application';
import type { Read } from './import-values';

/** A salary as a cell wrote it: the range, its currency and what it is paid per, each null when not said. */
export interface Salary {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
}

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(error: string): Read<T> => ({ ok: false, error });

const MAX_SALARY = 1_000_000_000;

// Longest first, so "CA$" is read before "$".
const CURRENCY_SIGNS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
  ['zł', 'PLN'],
];

/** The words people write for a period, by the period they mean. */
const PERIOD_WORDS: [SalaryPeriod, string[]][] = [
  ['hour', ['hour', 'hr', 'h', 'hourly', 'ph', 'p/h']],
  ['day', ['day', 'd', 'daily', 'day rate', 'pd', 'p/d']],
  ['week', ['week', 'wk', 'w', 'weekly', 'pw', 'p/w']],
  ['month', ['month', 'mo', 'mth', 'monthly', 'pcm', 'pm', 'p/m']],
  ['year', ['year', 'yr', 'y', 'yearly', 'annum', 'annual', 'annually', 'pa', 'p/a', 'p.a', 'p.a.', 'per annum']],
];

const PERIOD_BY_WORD = new Map(PERIOD_WORDS.flatMap(([period, words]) => words.map((word) => [word, period] as const)));

/** A period column's cell ("Monthly", "per hour", "year"), or null when empty. */
export function readPeriod(raw: string): Read<SalaryPeriod | null> {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^(per|a|an|\/)\s*/, '');
  if (text === '') return ok(null);
  const period = PERIOD_BY_WORD.get(text);
  return period ? ok(period) : fail(`“${raw.trim()}” is not a pay period: use hour, day, week, month or year.`);
}

// "per hour", "an hour", "/hr", "p.a.", "hourly", "day rate": anywhere in the cell, as its own word.
const PERIOD_IN_TEXT = new RegExp(
  String.raw`(?:^|\s|(?<=\d|[a-z]))(?:(?:per|a|an)\s+|\/\s*)(hour|hr|h|day|d|week|wk|month|mo|mth|year|yr|y|annum)\b\.?` +
    String.raw`|\b(hourly|daily|weekly|monthly|yearly|annually|annual|day rate|per annum|pcm|p\.a\.?|p\/[hdwma])(?=\s|$|[),.;])`,
  'gi',
);

interface Amount {
  value: number;
  /** Written with a "k" (thousands). */
  k: boolean;
}

/** "120,000", "120.000", "120 000", "1.5k", "80K": a number as people write one, or null. */
function amountOf(text: string): Amount | null {
  const match = /^(\d+(?:[.,\u00a0\u202f ]\d+)*)\s*(k)?$/i.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!;
  const k = match[2] !== undefined;
  // Groups of three after a separator are thousands ("120,000", "120.000", "1 234 567"); one separator
  // followed by one or two digits is a decimal point ("1.5k", "45.50").
  const thousands = /^\d{1,3}(?:([.,\u00a0\u202f ])\d{3})(?:\1\d{3})*$/.test(digits);
  let value: number;
  if (thousands && !k) value = Number(digits.replace(/[.,\u00a0\u202f ]/g, ''));
  else if (/^\d+(?:[.,]\d{1,2})?$/.test(digits)) value = Number(digits.replace(',', '.'));
  else if (thousands) value = Number(digits.replace(/[.,\u00a0\u202f ]/g, ''));
  else return null;
  if (!Number.isFinite(value)) return null;
  return { value: k ? value * 1000 : value, k };
}

/**
 * A salary as people write one in a sheet: "$120,000", "120k", "100,000 - 130,000 EUR", "€70–80k" (the k
 * counts for both), "£450/day", "45 USD an hour", "€4,500 per month", "CHF 9k monthly". The period is null
 * when the cell does not say; an amount with cents, two currencies or two periods is refused, not rounded
 * or guessed.
 */
export function readSalary(raw: string): Read<Salary> {
  const shown = raw.trim();
  let text = shown;
  if (text === '') return ok({ min: null, max: null, currency: null, period: null });

  const periods = new Set<SalaryPeriod>();
  text = text.replace(PERIOD_IN_TEXT, (_, short: string | undefined, word: string | undefined) => {
    // Every form the pattern matches is listed ("p.a." with its last dot and without it).
    const found = PERIOD_BY_WORD.get((short ?? word ?? '').toLowerCase());
    if (found) periods.add(found);
    return ' ';
  });
  if (periods.size > 1) return fail(`“${shown}” names two pay periods; write one salary per cell.`);

  const currencies = new Set<string>();
  text = text.replace(/\b([A-Za-z]{3})\b/g, (code: string) => {
    if (!/^[A-Z]{3}$/.test(code) && !/^(usd|eur|gbp|cad|aud|chf|inr|sgd|sek|jpy|nok|dkk|pln|nzd)$/.test(code))
      return code;
    currencies.add(code.toUpperCase());
    return ' ';
  });
  for (const [sign, code] of CURRENCY_SIGNS) {
    if (!text.includes(sign)) continue;
    currencies.add(code);
    text = text.split(sign).join(' ');
  }
  if (currencies.size > 1) return fail(`“${shown}” names two currencies; write one salary per cell.`);

  const parts = text
    .trim()
    .split(/\s*(?:-|–|—|\bto\b)\s*/i)
    .filter((part) => part.trim() !== '');
  const amounts = parts.map(amountOf);
  if (parts.length === 0 || parts.length > 2 || amounts.some((amount) => amount === null))
    return fail(`“${shown}” is not a salary we can read. Write it as 120000, €70–80k or £450 a day.`);
  const [low, high = low] = amounts as Amount[];
  let [min, max] = [low!.value, high!.value];
  // "70–80k": a "k" on one end counts for the other when that keeps the range in order.
  if (high!.k && !low!.k && min * 1000 <= max) min *= 1000;
  else if (low!.k && !high!.k && max * 1000 >= min) max *= 1000;
  if (!Number.isInteger(min) || !Number.isInteger(max))
    return fail(`“${shown}” has cents; salaries are kept in whole amounts. Write it without them.`);
  if (min > MAX_SALARY || max > MAX_SALARY) return fail('A salary must be at most 1,000,000,000.');
  if (min > max) return fail('The salary’s maximum is below its minimum.');
  const [period] = [...periods];
  const [currency] = [...currencies];
  return ok({ min, max, currency: currency ?? null, period: period ?? null });
}

/** One whole amount (a "Salary min" column): "85000", "€85,000", "85k". */
export function readAmount(raw: string): Read<number | null> {
  if (raw.trim() === '') return ok(null);
  const amount = amountOf(raw.replace(/[$€£₹¥]/g, ''));
  if (amount === null || !Number.isInteger(amount.value) || amount.value > MAX_SALARY)
    return fail(`“${raw.trim()}” is not a whole amount between 0 and 1,000,000,000.`);
  return ok(amount.value);
}

export function readCurrency(raw: string): Read<string | null> {
  const text = raw.trim().toUpperCase();
  if (text === '') return ok(null);
  return /^[A-Z]{3}$/.test(text) ? ok(text) : fail(`“${raw.trim()}” is not a currency code such as USD or EUR.`);
}
