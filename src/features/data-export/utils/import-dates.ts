import { startOfLocalDay } from '@/lib/applications/calendar';
import type { Read } from './import-values';

/** How a file writes a date such as 03/11/2026: 3 November (day first) or 11 March (month first). */
export type DateOrder = 'day-first' | 'month-first';

/** A column's order as the file shows it; `mixed` when some rows prove one order and others the other. */
export interface ColumnOrder {
  order: DateOrder | null;
  /** Rows (as the sheet numbers them) that prove each order, when both do. */
  mixed: { dayFirst: number; monthFirst: number } | null;
}

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(error: string): Read<T> => ({ ok: false, error });

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// 03/11/2026 and 03-11-2026: the two numbers before the year could be either way round.
const NUMERIC = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

function validDay(year: number, month: number, day: number): Date | null {
  const date = startOfLocalDay(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The order a numeric date proves by itself (25/10/2026: day first), or null when it could be either. */
export function provenOrder(text: string): DateOrder | null {
  const match = NUMERIC.exec(text.trim());
  if (!match) return null;
  const [first, second] = [Number(match[1]), Number(match[2])];
  if (first > 12 && second <= 12) return 'day-first';
  if (second > 12 && first <= 12) return 'month-first';
  return null;
}

/** True for a numeric date that reads as two different days, one per order (03/11/2026, not 05/05/2026). */
export function isAmbiguous(text: string): boolean {
  const match = NUMERIC.exec(text.trim());
  if (!match) return false;
  const [first, second] = [Number(match[1]), Number(match[2])];
  return first !== second && first <= 12 && second <= 12;
}

/** "3 November 2026": how the preview and the question show a day. */
export function spelledDay(date: Date): string {
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A date as trackers and spreadsheets write it: ISO 8601 (a day, or a time with its offset), 03/11/2026 or
 * 03-11-2026 (in the given order; without one, only when the numbers themselves tell), 14.03.2025 (day
 * first, as every country that writes dots does), or "Mar 14, 2025" / "14 March 2025". A day without a time
 * is midnight on the user's calendar.
 */
export function parseDate(raw: string, order: DateOrder | null = null): Date | null {
  const text = raw.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i.test(text)) {
    const date = new Date(text.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  match = NUMERIC.exec(text);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // 05/05/2026 is the same day either way.
    const resolved = order ?? provenOrder(text) ?? (first === second ? 'day-first' : null);
    if (!resolved) return null;
    return resolved === 'day-first' ? validDay(year, second, first) : validDay(year, first, second);
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

/** A date cell read in its column's order, or the sentence that says why it cannot be. */
export function readDate(raw: string, column: ColumnOrder = { order: null, mixed: null }): Read<Date | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  if (isAmbiguous(text) && column.mixed) {
    const { dayFirst, monthFirst } = column.mixed;
    return fail(
      `“${text}” could be either day: this column writes dates day first (row ${dayFirst}) and month first (row ${monthFirst}). Write them one way.`,
    );
  }
  if (isAmbiguous(text) && !column.order) {
    const match = NUMERIC.exec(text)!;
    const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return fail(
      `“${text}” could be ${spelledDay(validDay(year, b, a)!)} or ${spelledDay(validDay(year, a, b)!)}: choose how this file writes dates, above.`,
    );
  }
  const date = parseDate(text, column.mixed ? null : column.order);
  return date ? ok(date) : fail(`“${text}” is not a date we can read. Use 2025-03-14 (year-month-day).`);
}

/** A date no later than `now` (five minutes of grace, as the database allows), or the reason it is not. */
export function readPastDate(raw: string, now: Date, column?: ColumnOrder): Read<Date | null> {
  const read = readDate(raw, column);
  if (!read.ok || read.value === null) return read;
  const date = read.value;
  if (date.getTime() > now.getTime() + 5 * 60_000) return fail(`${raw.trim()} is in the future.`);
  if (date.getFullYear() < 1990) return fail(`${raw.trim()} is before 1990.`);
  return ok(date);
}

/** One column's order, from every one of its cells: the first row that proves each order. */
export function columnOrder(cells: readonly string[]): ColumnOrder {
  let dayFirst: number | null = null;
  let monthFirst: number | null = null;
  cells.forEach((cell, index) => {
    const proven = provenOrder(cell ?? '');
    if (proven === 'day-first') dayFirst ??= index + 2;
    if (proven === 'month-first') monthFirst ??= index + 2;
  });
  if (dayFirst !== null && monthFirst !== null) return { order: null, mixed: { dayFirst, monthFirst } };
  return { order: dayFirst !== null ? 'day-first' : monthFirst !== null ? 'month-first' : null, mixed: null };
}

/** What a file's date columns tell, and what is left to ask. */
export interface DateOrders {
  /** Each date column's order (by its index in the file), after the file's proof and the user's answer. */
  columns: Map<number, ColumnOrder>;
  /**
   * Two rows whose dates read differently each way, when nothing in the file decides: the preview asks
   * once, for the whole file (and keeps asking, with the answer chosen, so it can be changed).
   */
  question: { row: number; text: string }[] | null;
}

/**
 * The order of each date column: what its own rows prove; else what the file's other date columns prove
 * (one sheet, one way of writing dates), when they agree; else the user's answer to a question, with two
 * sample rows, asked when some cell could be read both ways. Never a guess.
 */
export function dateOrders(
  rows: readonly (readonly string[])[],
  dateColumns: readonly number[],
  answer: DateOrder | null,
): DateOrders {
  const own = new Map(dateColumns.map((column) => [column, columnOrder(rows.map((row) => row[column] ?? ''))]));
  const proven = new Set([...own.values()].flatMap((column) => (column.order ? [column.order] : [])));
  const fileOrder = proven.size === 1 ? [...proven][0]! : null;
  const columns = new Map<number, ColumnOrder>();
  const samples: { row: number; text: string }[] = [];
  for (const [column, found] of own) {
    columns.set(column, { order: found.mixed ? null : (found.order ?? fileOrder ?? answer), mixed: found.mixed });
    // Asked (and shown with the answer, so it can be changed) whenever the file itself does not decide.
    if (found.mixed || found.order || fileOrder) continue;
    rows.forEach((row, index) => {
      const text = (row[column] ?? '').trim();
      if (samples.length < 2 && isAmbiguous(text) && !samples.some((sample) => sample.text === text))
        samples.push({ row: index + 2, text });
    });
  }
  return { columns, question: samples.length > 0 ? samples : null };
}
