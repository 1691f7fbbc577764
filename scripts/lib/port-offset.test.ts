// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portOffset } from './port-offset';

const NAME = 'TEST_PORT_OFFSET';

describe('portOffset', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is 0 when the variable is unset', () => {
    vi.stubEnv(NAME, undefined);
    expect(portOffset(NAME)).toBe(0);
  });

  it('takes every whole number from 0 to 1000', () => {
    for (const [raw, offset] of [
      ['0', 0],
      ['1', 1],
      ['420', 420],
      ['1000', 1000],
    ] as const) {
      vi.stubEnv(NAME, raw);
      expect(portOffset(NAME)).toBe(offset);
    }
  });

  it('refuses one past either end, a fraction and a word, naming the variable and the value', () => {
    for (const raw of ['-1', '1001', '2.5', 'ten']) {
      vi.stubEnv(NAME, raw);
      expect(() => portOffset(NAME)).toThrow(`${NAME} must be a whole number from 0 to 1000, not "${raw}".`);
    }
  });
});
