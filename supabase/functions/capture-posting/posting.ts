export type WorkMode = 'on_site' | 'hybrid' | 'remote';
export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Salary {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
}

/** What a capture answers: each field as read, or empty/null when the posting did not say. */
export interface Posting {
  company: string;
  position: string;
  location: string;
  workMode: WorkMode | null;
  salary: Salary;
  /** Plain text. */
  description: string;
  url: string;
}

/** The limits of the tracker's columns: a longer value is cut (at a word for text), never refused. */
export const LIMITS = { company: 200, position: 200, location: 200, description: 50_000, url: 2048 } as const;
export const MAX_SALARY = 1_000_000_000;

export const emptySalary = (): Salary => ({ min: null, max: null, currency: null, period: null });

export function emptyPosting(): Posting {
  return { company: '', position: '', location: '', workMode: null, salary: emptySalary(), description: '', url: '' };
}

// Control characters (code points below 32, and 127) never belong in a field.
const isControl = (char: string): boolean => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127;

const oneLine = (value: string): string =>
  [...value]
    .map((char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

function cut(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const slice = value.slice(0, limit - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

const PERIOD_UNITS: Record<string, SalaryPeriod> = {
  hour: 'hour',
  hourly: 'hour',
  hr: 'hour',
  h: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  wk: 'week',
  month: 'month',
  monthly: 'month',
  mo: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  annum: 'year',
  yr: 'year',
  y: 'year',
};

/** schema.org's unitText (HOUR … YEAR) or words people write ("per annum", "/hr"), as a period. */
export function periodFrom(text: string | undefined | null): SalaryPeriod | null {
  if (!text) return null;
  return (
    PERIOD_UNITS[
      text
        .trim()
        .toLowerCase()
        .replace(/^(?:(?:per|an?)\s+|\/\s*)/, '')
    ] ?? null
  );
}

const wholeAmount = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > MAX_SALARY) return null;
  return Math.round(number);
};

/** A salary whose numbers are whole, within the tracker's range and in order; otherwise the parts left out. */
export function cleanSalary(salary: {
  min?: unknown;
  max?: unknown;
  currency?: unknown;
  period?: SalaryPeriod | null;
}): Salary {
  let min = wholeAmount(salary.min);
  let max = wholeAmount(salary.max);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const currency =
    typeof salary.currency === 'string' && /^[A-Za-z]{3}$/.test(salary.currency.trim())
      ? salary.currency.trim().toUpperCase()
      : null;
  if (min === null && max === null) return emptySalary();
  return { min, max, currency, period: salary.period ?? null };
}

/** Every field trimmed to one line (the description keeps its lines) and within the limits. */
export function finish(posting: Posting): Posting {
  const description = [...posting.description.replace(/\r\n?/g, '\n')]
    .filter((char) => char === '\n' || char === '\t' || !isControl(char))
    .join('')
    .trim();
  const url = /^https?:\/\//i.test(posting.url) && posting.url.length <= LIMITS.url ? posting.url : '';
  return {
    company: cut(oneLine(posting.company), LIMITS.company),
    position: cut(oneLine(posting.position), LIMITS.position),
    location: cut(oneLine(posting.location), LIMITS.location),
    workMode: posting.workMode,
    salary: posting.salary,
    description: cut(description, LIMITS.description),
    url,
  };
}

/** "Remote", "Hybrid" or "On-site" named in a location or a line, when exactly one of them is. */
export function workModeIn(text: string): WorkMode | null {
  const found = new Set<WorkMode>();
  if (/\b(remote|work from home|wfh|anywhere)\b/i.test(text)) found.add('remote');
  if (/\bhybrid\b/i.test(text)) found.add('hybrid');
  if (/\b(on-?site|in[- ]office|in person)\b/i.test(text)) found.add('on_site');
  return found.size === 1 ? [...found][0]! : null;
}
