// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isBareNameChar, MAX_NAME_LENGTH, NameFailure, readName, splitOutside, wholeName } from './names';

/** The message a name is refused with (and that it is refused as a NameFailure). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NameFailure);
    return (error as Error).message;
  }
  throw new Error('expected the name to be refused');
}

describe('isBareNameChar', () => {
  it('takes letters of any script, digits, _, $ and spaces, and nothing else', () => {
    for (const char of ['a', 'Z', 'é', 'ж', '7', '_', '$', ' ']) expect(isBareNameChar(char), char).toBe(true);
    for (const char of ['.', ',', ':', '(', ')', '"', '-', '*', '!']) expect(isBareNameChar(char), char).toBe(false);
  });
});

describe('readName', () => {
  it('reads a bare name up to the first character a bare name cannot hold, trimming spaces', () => {
    expect(readName('company,role', 0)).toEqual({ name: 'company', end: 7 });
    expect(readName('company,role', 8)).toEqual({ name: 'role', end: 12 });
    expect(readName(' my column :text', 0)).toEqual({ name: 'my column', end: 11 });
    expect(readName('x->y', 0)).toEqual({ name: 'x', end: 1 });
  });

  it('reads a quoted name with the characters a bare one cannot hold, ending after the quote', () => {
    expect(readName('"a.b,c:(d"', 0)).toEqual({ name: 'a.b,c:(d', end: 10 });
    expect(readName('id,"first name",x', 3)).toEqual({ name: 'first name', end: 15 });
  });

  it('refuses empty, unterminated, too long and control-character names', () => {
    expect(refusal(() => readName(',x', 0))).toBe('a name is empty');
    expect(refusal(() => readName('""', 0))).toBe('a name is empty');
    expect(refusal(() => readName('"open', 0))).toBe('unterminated quoted name');
    expect(refusal(() => readName('x,"open', 2))).toBe('unterminated quoted name');
    expect(refusal(() => readName('"tab\there"', 0))).toBe('a name holds a control character');
    expect(refusal(() => readName('"\u001f"', 0))).toBe('a name holds a control character');
  });

  it('takes names of up to 63 characters, as PostgreSQL keeps them', () => {
    expect(MAX_NAME_LENGTH).toBe(63);
    const longest = 'n'.repeat(63);
    expect(readName(longest, 0)).toEqual({ name: longest, end: 63 });
    expect(readName(`"${longest}"`, 0).name).toBe(longest);
    expect(refusal(() => readName('n'.repeat(64), 0))).toBe('a name is longer than 63 characters');
  });
});

describe('wholeName', () => {
  it('is the one name a string holds, spaces around it ignored', () => {
    expect(wholeName('company')).toBe('company');
    expect(wholeName('  "a.b"  ')).toBe('a.b');
  });

  it('refuses a string holding more than one name', () => {
    expect(refusal(() => wholeName('a.b'))).toBe('"a.b" is not a column name');
    expect(refusal(() => wholeName('"a"b'))).toBe('""a"b" is not a column name');
  });
});

describe('splitOutside', () => {
  it('splits on the separator, keeping empty parts', () => {
    expect(splitOutside('a,b,c', ',')).toEqual(['a', 'b', 'c']);
    expect(splitOutside('a,,b', ',')).toEqual(['a', '', 'b']);
    expect(splitOutside(',a,', ',')).toEqual(['', 'a', '']);
    expect(splitOutside('', ',')).toEqual(['']);
  });

  it('leaves separators inside parentheses and double quotes alone', () => {
    expect(splitOutside('id,jobs(a,b(c,d)),x', ',')).toEqual(['id', 'jobs(a,b(c,d))', 'x']);
    expect(splitOutside('"a,b",c', ',')).toEqual(['"a,b"', 'c']);
    expect(splitOutside('"(",x', ',')).toEqual(['"("', 'x']);
    expect(splitOutside('")",x', ',')).toEqual(['")"', 'x']);
  });

  it('takes a separator longer than one character', () => {
    expect(splitOutside('a->b->(c->d)', '->')).toEqual(['a', 'b', '(c->d)']);
    expect(splitOutside('a->->b', '->')).toEqual(['a', '', 'b']);
  });
});
