import { cleanSalary, periodFrom, type Salary } from './posting.ts';

const SIGNS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
const CODES = 'USD|EUR|GBP|CAD|AUD|CHF|INR|SGD|SEK|JPY|NOK|DKK|PLN|NZD';
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const AMOUNT = String.raw`(?:([$€£¥₹])\s?|\b(${CODES})\s?)?(${NUMBER})\s?([kK])?`;
const SALARY = new RegExp(
  String.raw`${AMOUNT}(?:\s*(?:-|–|—|to)\s*${AMOUNT})?\s*\b(${CODES})?\b\s*(?:(?:per|\/|a|an)\s*(hour|hr|day|week|month|year|yr|annum)\b|(hourly|yearly|annually|monthly|weekly|daily))?`,
  'i',
);

function amount(digits: string | undefined, thousands: string | undefined): number | null {
  if (!digits) return null;
  const whole = /^\d{1,3}(?:[,.\u00a0 ]\d{3})+$/.test(digits);
  const value = whole ? Number(digits.replace(/[,.\u00a0 ]/g, '')) : Number(digits.replace(/,(\d{3})/g, '$1'));
  if (!Number.isFinite(value)) return null;
  return thousands ? value * 1000 : value;
}

/**
 * A salary written as people write one: "$120,000 – $150,000 per year", "€60k-80k", "GBP 45,000 a year",
 * "45 USD/hour". Only text with a currency, a "k" or a period counts, so a bare number (a year, a count)
 * is never taken for a salary.
 */
export function salaryFromText(line: string): Salary | null {
  const match = SALARY.exec(line);
  if (!match) return null;
  const [, sign1, code1, digits1, k1, sign2, code2, digits2, k2, codeAfter, per, adverb] = match;
  const currency = code1 ?? code2 ?? codeAfter ?? SIGNS[sign1 ?? sign2 ?? ''] ?? null;
  const period = periodFrom(per ?? adverb);
  // "60-80k": the k of the second amount counts for the first.
  const first = amount(digits1, k1 ?? k2);
  const second = amount(digits2, k2);
  if (!currency && !period && !k1 && !k2) return null;
  const salary = cleanSalary({ min: first, max: second ?? first, currency, period });
  return salary.min === null && salary.max === null ? null : salary;
}
