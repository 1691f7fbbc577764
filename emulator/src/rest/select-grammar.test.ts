// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseSelect, SELECT_LIMITS } from './select-grammar';

/** The reason a select was refused for, or null when it was read. */
function refusal(select: string): string | null {
  try {
    parseSelect(select);
    return null;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    return JSON.stringify(error.body);
  }
}

const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');

describe('parseSelect limits', () => {
  it('reads a select of exactly the most items, and refuses one more', () => {
    expect(refusal(columns(SELECT_LIMITS.items))).toBeNull();
    expect(parseSelect(columns(SELECT_LIMITS.items))).toHaveLength(SELECT_LIMITS.items);
    expect(refusal(columns(SELECT_LIMITS.items + 1))).toContain(`more than ${SELECT_LIMITS.items} items`);
  });

  it('reads a JSON path of exactly the most steps, and refuses one more', () => {
    const path = (steps: number) => `data${'->a'.repeat(steps)}`;
    expect(refusal(path(SELECT_LIMITS.pathSteps))).toBeNull();
    expect(refusal(path(SELECT_LIMITS.pathSteps + 1))).toContain(`longer than ${SELECT_LIMITS.pathSteps} steps`);
  });
});
