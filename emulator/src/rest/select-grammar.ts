import { parseFailure } from './errors';
import { isBareNameChar, NameFailure, readName, splitOutside } from './names';

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column, possibly followed by a JSON path (`data->a->>b`). */
export interface Field {
  column: string;
  path: JsonStep[];
}

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface ColumnItem {
  kind: 'column';
  /** null for a bare `count()`. */
  field: Field | null;
  alias: string | null;
  cast: string | null;
  aggregate: Aggregate | null;
  aggregateCast: string | null;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias: string | null;
  hint: string | null;
  join: 'inner' | 'left' | null;
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { kind: 'star' } | ColumnItem | EmbedItem;

export interface OrderTerm {
  field: Field;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

/** Type names a select or an order may cast to; they are spliced into SQL, so only these. */
export const CASTS = new Set([
  'text',
  'varchar',
  'char',
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
  'double precision',
  'boolean',
  'bool',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'interval',
  'json',
  'jsonb',
  'uuid',
]);

export const SELECT_LIMITS = { items: 100, depth: 6, embeds: 20, pathSteps: 16 };

export const defaultOutputName = (field: Field): string => {
  const last = field.path.at(-1);
  return last && !last.index ? last.key : field.column;
};

class Reader {
  position = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.position >= this.text.length;
  }
  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.position);
  }
  name(): string {
    const { name, end } = readName(this.text, this.position);
    this.position = end;
    return name;
  }
  jsonKey(): { key: string; index: boolean } {
    if (this.text[this.position] === '"') return { key: this.name(), index: false };
    const start = this.position;
    while (
      !this.done &&
      !this.startsWith('->') &&
      !this.startsWith('::') &&
      !'.,:()'.includes(this.text[this.position]!)
    )
      this.position += 1;
    const key = this.text.slice(start, this.position);
    if (key === '') throw new NameFailure('a JSON path step is empty');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (/[\u0000-\u001f]/.test(key)) throw new NameFailure('a JSON path step holds a control character');
    return { key, index: /^-?\d{1,9}$/.test(key) };
  }
  field(): Field {
    const column = this.name();
    const path: JsonStep[] = [];
    while (this.startsWith('->')) {
      const arrow = this.startsWith('->>') ? '->>' : '->';
      this.position += arrow.length;
      path.push({ arrow, ...this.jsonKey() });
      if (path.length > SELECT_LIMITS.pathSteps)
        throw new NameFailure(`a JSON path is longer than ${SELECT_LIMITS.pathSteps} steps`);
    }
    return { column, path };
  }
  cast(): string | null {
    if (!this.startsWith('::')) return null;
    this.position += 2;
    const start = this.position;
    while (!this.done && /[a-z0-9 ]/.test(this.text[this.position]!)) this.position += 1;
    const type = this.text.slice(start, this.position).trim();
    if (!CASTS.has(type)) throw new NameFailure(`casts are limited to ${[...CASTS].join(', ')}`);
    return type;
  }
}

function parseColumnItem(part: string, alias: string | null, reader: Reader): ColumnItem {
  if (reader.startsWith('count()')) {
    reader.position += 'count()'.length;
    return { kind: 'column', field: null, alias, cast: null, aggregate: 'count', aggregateCast: reader.cast() };
  }
  const field = reader.field();
  const cast = reader.cast();
  let aggregate: Aggregate | null = null;
  let aggregateCast: string | null = null;
  if (reader.startsWith('.')) {
    const match = /^\.([a-z]+)\(\)/.exec(reader.text.slice(reader.position));
    const name = AGGREGATES.find((candidate) => candidate === match?.[1]);
    if (!match || !name)
      throw new NameFailure(`"${part}" has an unknown aggregate; use one of ${AGGREGATES.join(', ')}`);
    reader.position += match[0].length;
    aggregate = name;
    aggregateCast = reader.cast();
  }
  if (!reader.done) throw new NameFailure(`unexpected "${reader.text.slice(reader.position)}" in "${part}"`);
  return { kind: 'column', field, alias, cast, aggregate, aggregateCast };
}

interface Budget {
  items: number;
  embeds: number;
}

function parseItems(raw: string, depth: number, budget: Budget): SelectItem[] {
  if (raw.trim() === '') return [];
  const items: SelectItem[] = [];
  for (const rawPart of splitOutside(raw, ',')) {
    const part = rawPart.trim();
    budget.items += 1;
    if (budget.items > SELECT_LIMITS.items) throw new NameFailure(`more than ${SELECT_LIMITS.items} items`);
    if (part === '*') {
      items.push({ kind: 'star' });
      continue;
    }
    const reader = new Reader(part);
    const spread = reader.startsWith('...');
    if (spread) reader.position += 3;
    let alias: string | null = null;
    const first = reader.name();
    if (reader.startsWith(':') && !reader.startsWith('::')) {
      reader.position += 1;
      alias = first;
    } else reader.position = spread ? 3 : 0;
    const afterAlias = reader.position;
    if (!spread && reader.startsWith('count()')) {
      items.push(parseColumnItem(part, alias, reader));
      continue;
    }
    const name = reader.name();
    const hints: string[] = [];
    while (reader.startsWith('!')) {
      reader.position += 1;
      hints.push(reader.name());
    }
    if (reader.startsWith('(')) {
      if (!part.endsWith(')')) throw new NameFailure(`"${part}" does not end with ")"`);
      if (depth >= SELECT_LIMITS.depth) throw new NameFailure(`embeds nest deeper than ${SELECT_LIMITS.depth} levels`);
      budget.embeds += 1;
      if (budget.embeds > SELECT_LIMITS.embeds)
        throw new NameFailure(`more than ${SELECT_LIMITS.embeds} embedded resources`);
      let join: EmbedItem['join'] = null;
      let hint: string | null = null;
      for (const entry of hints) {
        if (entry === 'inner' || entry === 'left') join = entry;
        else if (hint === null) hint = entry;
        else throw new NameFailure(`"${part}" has more than one hint`);
      }
      const inner = part.slice(reader.position + 1, -1);
      items.push({ kind: 'embed', name, alias, hint, join, spread, items: parseItems(inner, depth + 1, budget) });
      continue;
    }
    if (spread || hints.length > 0) throw new NameFailure(`"${part}" must be followed by a parenthesised select list`);
    reader.position = afterAlias;
    items.push(parseColumnItem(part, alias, reader));
  }
  return items;
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ kind: 'star' }];
  try {
    // Unbalanced quotes or parentheses: say so rather than guess.
    let depth = 0;
    let quoted = false;
    for (const char of raw) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === '(') depth += 1;
      else if (!quoted && char === ')') depth -= 1;
      if (depth < 0) throw new NameFailure('unbalanced parentheses');
    }
    if (quoted) throw new NameFailure('unterminated quoted name');
    if (depth !== 0) throw new NameFailure('unbalanced parentheses');
    return parseItems(raw, 0, { items: 0, embeds: 0 });
  } catch (error) {
    if (error instanceof NameFailure) throw parseFailure(`failed to parse select parameter (${raw})`, error.message);
    throw error;
  }
}

/** A filter key's or order term's field: a name with an optional JSON path, nothing after it. */
export function parseField(text: string): Field {
  const reader = new Reader(text);
  const field = reader.field();
  if (!reader.done) throw new NameFailure(`unexpected "${text.slice(reader.position)}" after "${field.column}"`);
  return field;
}

export function parseOrder(raw: string): OrderTerm[] {
  try {
    const terms = splitOutside(raw, ',');
    if (terms.length > SELECT_LIMITS.items) throw new NameFailure(`more than ${SELECT_LIMITS.items} terms`);
    return terms.map((term) => {
      const reader = new Reader(term.trim());
      const field = reader.field();
      const modifiers = reader.done ? [] : reader.text.slice(reader.position + 1).split('.');
      if (!reader.done && !reader.startsWith('.'))
        throw new NameFailure(`"${term}" is not column[.asc|.desc][.nullsfirst|.nullslast]`);
      if (modifiers.length > 2) throw new NameFailure(`"${term}" is not column[.asc|.desc][.nullsfirst|.nullslast]`);
      let descending = false;
      let nulls: OrderTerm['nulls'] = null;
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
        else if (modifier === 'nullsfirst' || modifier === 'nullslast')
          nulls = modifier === 'nullsfirst' ? 'first' : 'last';
        else throw new NameFailure(`unknown modifier "${modifier}"`);
      }
      return { field, descending, nulls };
    });
  } catch (error) {
    if (error instanceof NameFailure) throw parseFailure(`failed to parse order (${raw})`, error.message);
    throw error;
  }
}

export function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw parseFailure(`failed to parse ${name} parameter (${raw})`, 'expecting a whole number');
  return Number(raw);
}

export { isBareNameChar };
