// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { LIMITS, parseFilter, parseLogicTree } from './filter-grammar';

// The filter grammar at its limits: exactly at each one is read, one past it is refused.
const details = (run: () => unknown): string | null => {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error.details;
    throw error;
  }
  return null;
};

describe('filter-grammar limits', () => {
  it('reads a value of exactly the longest length, and refuses one character more', () => {
    expect(parseFilter('a', `eq.${'x'.repeat(LIMITS.valueLength)}`).value).toHaveLength(LIMITS.valueLength);
    expect(details(() => parseFilter('a', `eq.${'x'.repeat(LIMITS.valueLength + 1)}`))).toBe(
      `a value is longer than ${LIMITS.valueLength} characters`,
    );
  });

  it('reads an in list of exactly the most values, and refuses one more', () => {
    const list = (count: number) => `in.(${Array.from({ length: count }, (_, index) => index).join(',')})`;
    expect(parseFilter('a', list(LIMITS.listValues)).value).toHaveLength(LIMITS.listValues);
    expect(details(() => parseFilter('a', list(LIMITS.listValues + 1)))).toBe(
      `an in list holds more than ${LIMITS.listValues} values`,
    );
  });

  it('reads a tree of exactly the most conditions, and refuses one more', () => {
    const tree = (count: number) => `(${Array.from({ length: count }, () => 'a.eq.1').join(',')})`;
    expect(parseLogicTree('or', tree(LIMITS.conditions)).children).toHaveLength(LIMITS.conditions);
    expect(details(() => parseLogicTree('or', tree(LIMITS.conditions + 1)))).toBe(
      `more than ${LIMITS.conditions} conditions`,
    );
  });

  it('takes every is value, in any case', () => {
    for (const value of ['null', 'not_null', 'true', 'false', 'unknown', 'TRUE', 'False']) {
      expect(parseFilter('a', `is.${value}`).value, value).toBe(value);
    }
    expect(details(() => parseFilter('a', 'is.yes'))).toBe('"is" takes one of null, not_null, true, false, unknown');
  });

  it('says where it expected what', () => {
    expect(details(() => parseFilter('a', 'in.(1,2'))).toBe('unexpected end of input at position 8, expecting ")"');
    expect(details(() => parseLogicTree('or', '(a.eq.1]'))).toBe(
      'unexpected end of input at position 9, expecting ")"',
    );
    expect(details(() => parseLogicTree('or', 'a.eq.1'))).toBe('unexpected "a" at position 1, expecting "("');
  });
});
