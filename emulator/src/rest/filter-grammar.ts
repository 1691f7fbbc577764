import { parseFailure, type RestError } from './errors';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type Operator = (typeof OPERATORS)[number];
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export interface Condition {
  kind: 'condition';
  column: string;
  negated: boolean;
  operator: Operator;
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

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text);
}

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

/** `[not.]op.value`; inside a logic tree the value ends at `,` or `)` unless quoted. */
function readOperation(cursor: Cursor, column: string, inTree: boolean): Condition {
  let negated = false;
  if (cursor.startsWith('not.')) {
    negated = true;
    cursor.position += 4;
  }
  const name = cursor.readUntil('.');
  const operator = OPERATORS.find((candidate) => candidate === name);
  if (!operator) {
    throw new Failure(
      cursor.done
        ? `missing operator after "${column}"`
        : `unknown operator "${name}"; use one of ${OPERATORS.join(', ')}`,
    );
  }
  cursor.expect('.');
  let value: string | string[];
  if (operator === 'in') value = readList(cursor);
  else if (inTree) value = cursor.peek() === '"' ? cursor.readQuoted() : cursor.readUntil(',)');
  else value = cursor.readUntil('');
  if (typeof value === 'string') checkValue(value);
  if (operator === 'is' && !IS_VALUES.includes((value as string).toLowerCase() as (typeof IS_VALUES)[number])) {
    throw new Failure(`"is" takes one of ${IS_VALUES.join(', ')}`);
  }
  cursor.conditions += 1;
  if (cursor.conditions > LIMITS.conditions) throw new Failure(`more than ${LIMITS.conditions} conditions`);
  return { kind: 'condition', column, negated, operator, value };
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
      const column = cursor.readUntil('.,()');
      if (!isIdentifier(column)) throw new Failure(`"${column}" is not a column name`);
      cursor.expect('.');
      children.push(readOperation(cursor, column, true));
    }
    if (cursor.peek() === ',') {
      cursor.position += 1;
      continue;
    }
    cursor.expect(')');
    return { kind: 'logic', operator, negated, children };
  }
}

function failure(kind: string, raw: string, error: unknown): RestError {
  if (error instanceof Failure) return parseFailure(`failed to parse ${kind} (${raw})`, error.message);
  throw error;
}

/** `column=[not.]op.value`. */
export function parseFilter(column: string, raw: string): Condition {
  try {
    if (!isIdentifier(column)) throw new Failure(`"${column}" is not a column name`);
    const cursor = new Cursor(raw);
    const condition = readOperation(cursor, column, false);
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
