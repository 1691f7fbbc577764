// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardData, columnData, isCardData, isColumnData } from './drag-data';

describe('drag data', () => {
  it('tells a card from a column, and either from another drag’s data with the same fields', () => {
    const card = cardData('app-1', 'applied');
    const column = columnData('applied');
    expect(card).toMatchObject({ applicationId: 'app-1', status: 'applied' });
    expect(column).toMatchObject({ status: 'applied' });
    expect([isCardData(card), isColumnData(card)]).toEqual([true, false]);
    expect([isCardData(column), isColumnData(column)]).toEqual([false, true]);
    const lookalike = { applicationId: 'app-1', status: 'applied' };
    expect([isCardData(lookalike), isColumnData(lookalike)]).toEqual([false, false]);
  });
});
