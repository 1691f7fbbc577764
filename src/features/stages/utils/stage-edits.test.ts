// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { canAddStage, labelProblem, moveValue, stageEditMessage } from './stage-edits';

describe('labelProblem', () => {
  it('wants 1-40 characters on one line, unique among the user’s stages whatever the case', () => {
    expect(labelProblem('  ', DEFAULT_STAGES)).toBe('Give the stage a name.');
    expect(labelProblem('x'.repeat(41), DEFAULT_STAGES)).toBe('A stage name has at most 40 characters.');
    expect(labelProblem(` ${'x'.repeat(40)} `, DEFAULT_STAGES)).toBeNull();
    expect(labelProblem('a\tb', DEFAULT_STAGES)).toBe('A stage name is one line of text.');
    expect(labelProblem('wishlist', DEFAULT_STAGES)).toBe('You already have a stage named “Wishlist”.');
    expect(labelProblem('Ghosted', DEFAULT_STAGES)).toBeNull();
  });

  it('lets a stage keep its own name, or change its case', () => {
    expect(labelProblem('WISHLIST', DEFAULT_STAGES, 'job_openings')).toBeNull();
    expect(labelProblem('Rejected', DEFAULT_STAGES, 'job_openings')).toBe('You already have a stage named “Rejected”.');
  });
});

describe('canAddStage', () => {
  it('allows up to 20 stages', () => {
    const stages = Array.from({ length: 19 }, (_, i) => ({ ...DEFAULT_STAGES[0]!, value: `s${i}` }));
    expect(canAddStage(stages)).toBe(true);
    expect(canAddStage([...stages, DEFAULT_STAGES[1]!])).toBe(false);
  });
});

describe('moveValue', () => {
  it('moves one value up or down and leaves the list alone for a move out of range', () => {
    expect(moveValue(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveValue(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveValue(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveValue(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('stageEditMessage', () => {
  it('names the duplicate, passes on the server’s own sentences and hides constraint names', () => {
    expect(
      stageEditMessage({ code: '23505', message: 'duplicate key … application_stages_label_key' }, 'x', 'Ghosted '),
    ).toBe('You already have a stage named “Ghosted”.');
    expect(stageEditMessage({ code: '23514', message: 'A board holds at most 20 stages.' }, 'x')).toBe(
      'A board holds at most 20 stages.',
    );
    expect(
      stageEditMessage(
        { code: '23514', message: 'new row violates check constraint "application_stages_label_length"' },
        'Failed.',
      ),
    ).toBe('Failed.');
    expect(stageEditMessage(new TypeError('Failed to fetch'), 'Failed.')).toBe('Failed.');
  });
});
