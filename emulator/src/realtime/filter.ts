/** One `postgres_changes` filter, `column=op.value`, as hosted Realtime reads it. */
export interface ChangeFilter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  /** One value, or the list of `in`. */
  values: string[];
}

const OPERATORS = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: 'in' } as const;
export const MAX_FILTER_LENGTH = 1000;
export const MAX_IN_VALUES = 100;

export type FilterParse = { ok: true; filter: ChangeFilter | null } | { ok: false; message: string };

/** Splits the values of `in.(a,"b,c",d)`: commas separate unless inside double quotes. */
function splitList(list: string): string[] | null {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (char === '\\' && quoted) {
      // A trailing backslash leaves the quote open: the list is refused below.
      i += 1;
      current += list[i];
    } else if (char === ',' && !quoted) {
      values.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else current += char;
  }
  if (quoted) return null;
  values.push(wasQuoted ? current : current.trim());
  return values;
}

export function parseFilter(text: unknown, columns: readonly string[]): FilterParse {
  if (text === undefined || text === null || text === '') return { ok: true, filter: null };
  if (typeof text !== 'string') return { ok: false, message: 'filter must be a string' };
  if (text.length > MAX_FILTER_LENGTH) {
    return { ok: false, message: `filter is longer than ${MAX_FILTER_LENGTH} characters` };
  }
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  if (!match) {
    return {
      ok: false,
      message: `invalid filter "${text}": expected column=op.value with op eq, neq, lt, lte, gt, gte or in`,
    };
  }
  const [, column, op, raw] = match as unknown as [string, string, ChangeFilter['op'], string];
  if (!columns.includes(column)) return { ok: false, message: `invalid column for filter ${column}` };
  if (op !== 'in') return { ok: true, filter: { column, op, values: [raw] } };
  const list = /^\((.*)\)$/s.exec(raw);
  const values = list ? splitList(list[1] ?? '') : null;
  if (!values || values.length === 0) return { ok: false, message: `invalid in list for filter ${column}: ${raw}` };
  if (values.length > MAX_IN_VALUES) {
    return { ok: false, message: `a filter's in list takes at most ${MAX_IN_VALUES} values` };
  }
  return { ok: true, filter: { column, op, values } };
}

/** The filter as SQL over the row alias, its values appended to `params` (bound, never inlined). */
export function filterSql(filter: ChangeFilter, alias: string, params: string[]): string {
  const column = `${alias}."${filter.column.replaceAll('"', '""')}"`;
  const placeholders = filter.values.map((value) => {
    params.push(value);
    return `$${params.length}`;
  });
  if (filter.op === 'in') return `(${column} in (${placeholders.join(', ')}))`;
  return `(${column} ${OPERATORS[filter.op]} ${placeholders[0]})`;
}
