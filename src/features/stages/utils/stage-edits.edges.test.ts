// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { canAddStage, labelProblem, moveValue, stageEditMessage } from './stage-edits';

describe('stage edits at their edges', () => {
  it('takes a one-character name, and refuses the last control characters', () => {
    expect(labelProblem('x', DEFAULT_STAGES)).toBeNull();
    expect(labelProblem('a\u001fb', DEFAULT_STAGES)).toBe('A stage name is one line of text.');
    expect(labelProblem('a\u007fb', DEFAULT_STAGES)).toBe('A stage name is one line of text.');
    expect(labelProblem('a b', DEFAULT_STAGES)).toBeNull();
  });

  it('adds a stage to 19, not to 20', () => {
    const stages = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...DEFAULT_STAGES[0]!, value: `s${i}` }));
    expect(canAddStage(stages(19))).toBe(true);
    expect(canAddStage(stages(20))).toBe(false);
  });

  it('moves to and from either end, and nowhere from outside the list or onto itself', () => {
    const values = ['a', 'b', 'c'];
    expect(moveValue(values, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveValue(values, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveValue(values, -1, 1)).toEqual(values);
    expect(moveValue(values, 3, 0)).toEqual(values);
    expect(moveValue(values, 1, 1)).toEqual(values);
    expect(moveValue(values, 1, 3)).toEqual(values);
  });

  it('passes on the server’s sentences for every rule of its own, and falls back otherwise', () => {
    expect(stageEditMessage({ code: '23505' }, 'Failed.')).toBe('You already have a stage with that name.');
    expect(stageEditMessage({ code: '23503', message: 'That stage still holds cards.' }, 'Failed.')).toBe(
      'That stage still holds cards.',
    );
    expect(stageEditMessage({ code: '22023', message: 'The list of stages changed.' }, 'Failed.')).toBe(
      'The list of stages changed.',
    );
    expect(stageEditMessage({ code: '23514' }, 'Failed.')).toBe('Failed.');
    expect(stageEditMessage({ code: '42501', message: 'permission denied' }, 'Failed.')).toBe('Failed.');
    expect(stageEditMessage(new Error('This stage no longer exists.'), 'Failed.')).toBe('This stage no longer exists.');
    expect(stageEditMessage({ message: 'This stage no longer exists.' }, 'Failed.')).toBe('Failed.');
    expect(stageEditMessage(null, 'Failed.')).toBe('Failed.');
  });
});
