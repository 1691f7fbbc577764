// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStageData, stageData } from './stage-drag-data';

describe('stage drag data', () => {
  it('tells a stage row’s data from any other drag’s, even one with the same fields', () => {
    expect(isStageData(stageData('applied'))).toBe(true);
    expect(stageData('applied').value).toBe('applied');
    expect(isStageData({ value: 'applied' })).toBe(false);
    expect(isStageData({ [Symbol('stage')]: true, value: 'applied' })).toBe(false);
    expect(isStageData({ ...stageData('applied'), [Object.getOwnPropertySymbols(stageData('x'))[0]!]: 'yes' })).toBe(
      false,
    );
  });
});
