// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('takes JSON exactly as deep as the limit, and refuses one level more', () => {
    expect(MAX_JSON_DEPTH).toBe(100);
    expect(nestsDeeperThan(nested(100))).toBe(false);
    expect(nestsDeeperThan(nested(101))).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(101)}1${'}'.repeat(101)}`)).toBe(true);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
  });

  it('counts levels, not brackets: siblings and brackets inside strings add no depth', () => {
    expect(nestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
    expect(nestsDeeperThan('["[[[[", "\\"[[[["]', 1)).toBe(false);
  });
});
