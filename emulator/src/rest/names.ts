/**
 * Field names as PostgREST reads them in `select`, `order`, `columns` and filter keys: letters, digits, `_`,
 * `$` and spaces, or any text in double quotes (which may then hold `.`, `,`, `:` or `(`). Names only ever
 * reach SQL quoted, and every one is checked against the catalogue first.
 */
export const MAX_NAME_LENGTH = 63;

const BARE = /^[\p{L}\p{N}_$ ]$/u;

export class NameFailure extends Error {}

export function isBareNameChar(char: string): boolean {
  return BARE.test(char);
}

function checkName(name: string): string {
  if (name.length === 0) throw new NameFailure('a name is empty');
  if (name.length > MAX_NAME_LENGTH) throw new NameFailure(`a name is longer than ${MAX_NAME_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f]/.test(name)) throw new NameFailure('a name holds a control character');
  return name;
}

/** Reads one name at `position` of `text`; returns it and the position after it. */
export function readName(text: string, position: number): { name: string; end: number } {
  if (text[position] === '"') {
    const close = text.indexOf('"', position + 1);
    if (close < 0) throw new NameFailure('unterminated quoted name');
    return { name: checkName(text.slice(position + 1, close)), end: close + 1 };
  }
  let end = position;
  while (end < text.length && isBareNameChar(text[end]!)) end += 1;
  const name = text.slice(position, end).trim();
  return { name: checkName(name), end };
}

/** A whole string that must be exactly one name (a filter key's column, a `columns=` entry). */
export function wholeName(text: string): string {
  const { name, end } = readName(text.trim(), 0);
  if (end !== text.trim().length) throw new NameFailure(`"${text}" is not a column name`);
  return name;
}

/** Splits on `sep` outside double quotes and parentheses. */
export function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(sep, index)) {
      parts.push(text.slice(start, index));
      start = index + sep.length;
      index += sep.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
