import { parseFailure, type RestError } from './errors';
import { NameFailure } from './names';
import { parseField, type Field } from './select-grammar';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
] as const;
export type Operator = (typeof OPERATORS)[number];
/** Operators that take `(any)` or `(all)`: the value is then a Postgres array literal `{a,b}`. */
export const QUANTIFIABLE: readonly Operator[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
];
export const FULL_TEXT: readonly Operator[] = ['fts', 'plfts', 'phfts', 'wfts'];
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export interface Condition {
  kind: 'condition';
  field: Field;
  negated: boolean;
  operator: Operator;
  quantifier: 'any' | 'all' | null;
  /** The text-search configuration of `fts(english)`. */
  config: string | null;
  /** A list for `in`, else the raw value (with `*` still in place for like/ilike). */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export const LIMITS = { depth: 8, conditions: 200, listValues: 1000, valueLength: 4096 };

class Failure extends Error {}

/** A cursor over one parameter value; every method fails with a reason the caller turns into PGRST100. */
class Cursor {
  position = 0;
  conditions = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }
  peek(): string {
    return this.text[this.position] ?? '';
  }
  expect(char: string): void {
    if (this.peek() !== char) {
      const found = this.done ? 'end of input' : `"${this.peek()}"`;
      throw new Failure(`unexpected ${found} at position ${this.position + 1}, expecting "${char}"`);
    }
    this.position += 1;
  }
  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.position);
  }
  /** Reads up to (not including) one of `stops`, or to the end. */
  readUntil(stops: string): string {
    const start = this.position;
    while (!this.done && !stops.includes(this.peek())) this.position += 1;
    return this.text.slice(start, this.position);
  }
  /** A double-quoted value; `\` escapes the next character. */
  readQuoted(): string {
    this.expect('"');
    let value = '';
    while (this.peek() !== '"') {
      if (this.done) throw new Failure('unterminated quoted value');
      if (this.peek() === '\\') this.position += 1;
      value += this.peek();
      this.position += 1;
    }
    this.position += 1;
    return value;
  }
}

function checkValue(value: string): string {
  if (value.length > LIMITS.valueLength) throw new Failure(`a value is longer than ${LIMITS.valueLength} characters`);
  return value;
}

function readList(cursor: Cursor): string[] {
  cursor.expect('(');
  const values: string[] = [];
  if (cursor.peek() === ')') {
    cursor.position += 1;
    return values;
  }
  for (;;) {
    values.push(checkValue(cursor.peek() === '"' ? cursor.readQuoted() : cursor.readUntil(',)')));
    if (values.length > LIMITS.listValues) throw new Failure(`an in list holds more than ${LIMITS.listValues} values`);
    if (cursor.peek() === ',') {
      cursor.position += 1;
      continue;
    }
    cursor.expect(')');
    return values;
  }
}

/** A value inside a logic tree: quoted, braced (`{a,b}`, an array or JSON) or up to `,` or `)`. */
function readTreeValue(cursor: Cursor): string {
  if (cursor.peek() === '"') return cursor.readQuoted();
  if (cursor.peek() !== '{') return cursor.readUntil(',)');
  const start = cursor.position;
  let depth = 0;
  while (!cursor.done) {
    const char = cursor.peek();
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    cursor.position += 1;
    if (depth === 0) break;
  }
  if (depth !== 0) throw new Failure('unterminated braces');
  return cursor.text.slice(start, cursor.position);
}

/** `[not.]op[(any|all)|(config)].value`; inside a logic tree the value ends at `,` or `)` unless quoted. */
function readOperation(cursor: Cursor, field: Field, inTree: boolean): Condition {
  let negated = false;
  if (cursor.startsWith('not.')) {
    negated = true;
    cursor.position += 4;
  }
  const name = cursor.readUntil('.(');
  const operator = OPERATORS.find((candidate) => candidate === name);
  if (!operator) {
    throw new Failure(
      cursor.done
        ? `missing operator after "${field.column}"`
        : `unknown operator "${name}"; use one of ${OPERATORS.join(', ')}`,
    );
  }
  let quantifier: Condition['quantifier'] = null;
  let config: string | null = null;
  if (cursor.peek() === '(') {
    cursor.position += 1;
    const modifier = cursor.readUntil(')');
    cursor.expect(')');
    if (QUANTIFIABLE.includes(operator) && (modifier === 'any' || modifier === 'all')) quantifier = modifier;
    else if (FULL_TEXT.includes(operator) && /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(modifier)) config = modifier;
    else
      throw new Failure(
        FULL_TEXT.includes(operator)
          ? `"${modifier}" is not a text search configuration name`
          : `"${operator}" takes (any) or (all), not (${modifier})`,
      );
  }
  cursor.expect('.');
  let value: string | string[];
  if (operator === 'in') value = readList(cursor);
  else if (inTree) value = readTreeValue(cursor);
  else value = cursor.readUntil('');
  if (typeof value === 'string') checkValue(value);
  if (operator === 'is' && !IS_VALUES.includes((value as string).toLowerCase() as (typeof IS_VALUES)[number])) {
    throw new Failure(`"is" takes one of ${IS_VALUES.join(', ')}`);
  }
  if (quantifier !== null && !/^\{.*\}$/s.test(value as string)) {
    throw new Failure(`"${operator}(${quantifier})" takes a list in braces, like {a,b}`);
  }
  cursor.conditions += 1;
  if (cursor.conditions > LIMITS.conditions) throw new Failure(`more than ${LIMITS.conditions} conditions`);
  return { kind: 'condition', field, negated, operator, quantifier, config, value };
}

function readTree(cursor: Cursor, operator: 'and' | 'or', negated: boolean, depth: number): Logic {
  if (depth > LIMITS.depth) throw new Failure(`logic trees nest deeper than ${LIMITS.depth} levels`);
  cursor.expect('(');
  const children: FilterNode[] = [];
  for (;;) {
    let childNegated = false;
    if (cursor.startsWith('not.and(') || cursor.startsWith('not.or(')) {
      childNegated = true;
      cursor.position += 4;
    }
    if (cursor.startsWith('and(') || cursor.startsWith('or(')) {
      const childOperator = cursor.startsWith('and(') ? 'and' : 'or';
      cursor.position += childOperator.length;
      children.push(readTree(cursor, childOperator, childNegated, depth + 1));
    } else {
      const field = readTreeField(cursor);
      cursor.expect('.');
      children.push(readOperation(cursor, field, true));
    }
    if (cursor.peek() === ',') {
      cursor.position += 1;
      continue;
    }
    cursor.expect(')');
    return { kind: 'logic', operator, negated, children };
  }
}

/** A field inside a logic tree: a quoted name, or characters up to the `.` before the operator. */
function readTreeField(cursor: Cursor): Field {
  const start = cursor.position;
  if (cursor.peek() === '"') {
    cursor.readQuoted();
  }
  while (!cursor.done && !'.,()'.includes(cursor.peek())) {
    if (cursor.peek() === '"') cursor.readQuoted();
    else cursor.position += 1;
  }
  return parseField(cursor.text.slice(start, cursor.position));
}

function failure(kind: string, raw: string, error: unknown): RestError {
  if (error instanceof Failure || error instanceof NameFailure)
    return parseFailure(`failed to parse ${kind} (${raw})`, error.message);
  throw error;
}

/** `column=[not.]op.value`. */
export function parseFilter(column: string, raw: string): Condition {
  try {
    const field = parseField(column);
    const cursor = new Cursor(raw);
    const condition = readOperation(cursor, field, false);
    if (!cursor.done) throw new Failure(`unexpected "${cursor.text.slice(cursor.position)}" after the list`);
    return condition;
  } catch (error) {
    throw failure('filter', raw, error);
  }
}

/** `or=(...)`, `and=(...)`, `not.or=(...)`, `not.and=(...)`. */
export function parseLogicTree(key: 'and' | 'or' | 'not.and' | 'not.or', raw: string): Logic {
  try {
    const cursor = new Cursor(raw);
    const tree = readTree(cursor, key.endsWith('and') ? 'and' : 'or', key.startsWith('not.'), 1);
    if (!cursor.done) throw new Failure(`unexpected "${cursor.text.slice(cursor.position)}" after the tree`);
    return tree;
  } catch (error) {
    throw failure('logic tree', raw, error);
  }
}
