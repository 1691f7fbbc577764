import { parseFailure, RestError } from './errors';
import { isIdentifier } from './filter-grammar';

export interface SelectItem {
  column: string;
  alias: string;
  cast: string | null;
}

/** `star` stands for every column, in table order; `items` follow it. */
export interface SelectList {
  star: boolean;
  items: SelectItem[];
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

const CASTS = new Set([
  'text',
  'varchar',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'float4',
  'float8',
  'boolean',
  'bool',
  'date',
  'timestamp',
  'timestamptz',
  'json',
  'jsonb',
  'uuid',
]);
const MAX_SELECT_ITEMS = 100;

/** Splits on commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export function parseSelect(raw: string | null, table: string): SelectList {
  if (raw === null || raw === '' || raw === '*') return { star: true, items: [] };
  const parts = splitTopLevel(raw);
  if (parts.length > MAX_SELECT_ITEMS) {
    throw parseFailure(`failed to parse select parameter (${raw})`, `more than ${MAX_SELECT_ITEMS} items`);
  }
  const items: SelectItem[] = [];
  let star = false;
  for (const part of parts) {
    if (part === '*') {
      star = true;
      continue;
    }
    const embedded = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)(?:![A-Za-z0-9_]+)*\((.*)\)$/s.exec(part);
    if (embedded) {
      if (embedded[2] === 'count' && embedded[3] === '') {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      }
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table}' and '${embedded[2]}' in the schema cache`,
        `Searched for a foreign key relationship between '${table}' and '${embedded[2]}' in the schema 'public', but no matches were found.`,
      );
    }
    const match = /^(?:([^:]+):)?([^:]+)(?:::([a-z0-9]+))?$/.exec(part);
    const alias = match?.[1];
    const column = match?.[2] ?? '';
    const cast = match?.[3] ?? null;
    if (!match || !isIdentifier(column) || (alias !== undefined && !isIdentifier(alias))) {
      throw parseFailure(
        `failed to parse select parameter (${raw})`,
        `"${part}" is not a column, alias:column or column::type`,
      );
    }
    if (cast !== null && !CASTS.has(cast)) {
      throw parseFailure(`failed to parse select parameter (${raw})`, `casts are limited to ${[...CASTS].join(', ')}`);
    }
    items.push({ column, alias: alias ?? column, cast });
  }
  return { star, items };
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    const valid = isIdentifier(column) && modifiers.length <= 2;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseFailure(`failed to parse order (${raw})`, `unknown modifier "${modifier}"`);
    }
    if (!valid)
      throw parseFailure(
        `failed to parse order (${raw})`,
        `"${term}" is not column[.asc|.desc][.nullsfirst|.nullslast]`,
      );
    return { column, descending, nulls };
  });
}

export function parseCount(name: 'limit' | 'offset', raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw parseFailure(`failed to parse ${name} parameter (${raw})`, 'expecting a whole number');
  return Number(raw);
}
