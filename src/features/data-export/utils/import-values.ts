import { startOfLocalDay } from '@/lib/applications/calendar';
import { SOURCE_LABELS, type ApplicationSource } from '@/lib/applications/statuses';
import type { WorkMode } from '@/lib/applications/application';

/** A value read from a cell, or the sentence that says why it could not be. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(error: string): Read<T> => ({ ok: false, error });

// Our own export puts an apostrophe before a cell a spreadsheet would run as a formula; an import takes it
// off again. A cell that still starts like a formula is refused rather than stored.
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;
const FORMULA = /^\s*=|^\s*[+\-@]\s*[A-Za-z_][\w.]*\s*\(/;

/** The cell's text: trimmed, our formula escape undone; an error for a cell that is a formula. */
export function readText(raw: string | undefined): Read<string> {
  const text = (raw ?? '').trim();
  if (ESCAPED_FORMULA.test(text)) return ok(text.slice(1));
  if (FORMULA.test(text)) {
    const shown = text.length > 30 ? `${text.slice(0, 30)}…` : text;
    return fail(
      `“${shown}” looks like a spreadsheet formula. Type the value itself, or put an apostrophe (') before it.`,
    );
  }
  return ok(text);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function validDay(year: number, month: number, day: number): Date | null {
  const date = startOfLocalDay(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * A date as trackers and spreadsheets write it: ISO 8601 (a day, or a time with its offset), 3/14/2025
 * (month first, as US trackers export; day first when the first number passes 12), 14.03.2025, or
 * "Mar 14, 2025" / "14 March 2025". A day without a time is midnight on the user's calendar.
 */
export function parseDate(raw: string): Date | null {
  const text = raw.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i.test(text)) {
    const date = new Date(text.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    return first > 12 ? validDay(Number(match[3]), second, first) : validDay(Number(match[3]), first, second);
  }
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase());
    return month < 0 ? null : validDay(Number(match[3]), month + 1, Number(match[2]));
  }
  match = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase());
    return month < 0 ? null : validDay(Number(match[3]), month + 1, Number(match[1]));
  }
  return null;
}

/** A date no later than `now` (five minutes of grace, as the database allows), or the reason it is not. */
export function readPastDate(raw: string, now: Date): Read<Date | null> {
  if (raw.trim() === '') return ok(null);
  const date = parseDate(raw);
  if (!date) return fail(`“${raw.trim()}” is not a date we can read. Use 2025-03-14 (year-month-day).`);
  if (date.getTime() > now.getTime() + 5 * 60_000) return fail(`${raw.trim()} is in the future.`);
  if (date.getFullYear() < 1990) return fail(`${raw.trim()} is before 1990.`);
  return ok(date);
}

/** A link as http(s); a bare "www.…" gets https:// in front. */
export function readUrl(raw: string): Read<string> {
  const text = raw.trim();
  if (text === '') return ok('');
  const url = /^www\./i.test(text) ? `https://${text}` : text;
  if (!/^https?:\/\/\S+$/i.test(url)) return fail(`“${text}” is not a link: it must start with http:// or https://.`);
  if (url.length > 2048) return fail('The link is longer than 2,048 characters.');
  return ok(url);
}

const WORK_MODES: Record<string, WorkMode> = {
  onsite: 'on_site',
  'on-site': 'on_site',
  on_site: 'on_site',
  office: 'on_site',
  'in office': 'on_site',
  'in-office': 'on_site',
  hybrid: 'hybrid',
  remote: 'remote',
};

export function readWorkMode(raw: string): Read<WorkMode | null> {
  const text = raw.trim().toLowerCase();
  if (text === '') return ok(null);
  const mode = WORK_MODES[text];
  return mode ? ok(mode) : fail(`“${raw.trim()}” is not a work mode: use On-site, Hybrid or Remote.`);
}

/** Other names trackers and sheets give our sources. */
const SOURCE_ALIASES: Record<string, ApplicationSource> = {
  'company site': 'company_website',
  'careers page': 'company_website',
  angellist: 'wellfound',
  'angel list': 'wellfound',
  recruiter: 'recruiter',
  agency: 'recruiter',
  headhunter: 'recruiter',
  'job board': 'job_board',
  indeed: 'job_board',
  glassdoor: 'job_board',
  otta: 'job_board',
  'welcome to the jungle': 'job_board',
};

/**
 * A source by its value, its label or a common other name; an empty cell is "Not recorded" (never a
 * guess), anything else (a site we do not list) "Other sources".
 */
export function readSource(raw: string): ApplicationSource {
  const text = raw.trim().toLowerCase();
  const found = (Object.entries(SOURCE_LABELS) as [ApplicationSource, string][]).find(
    ([value, label]) => value === text || label.toLowerCase() === text,
  );
  if (found) return found[0];
  const alias = SOURCE_ALIASES[text];
  if (alias) return alias;
  return text === '' ? 'not_recorded' : 'other';
}
