// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardStarts, scrollToShow, visibleRange } from './card-window';

describe('cardStarts', () => {
  it('adds the measured heights and the estimate for cards not measured yet', () => {
    const starts = cardStarts(
      ['a', 'b', 'c', 'd'],
      new Map([
        ['b', 200],
        ['d', 50],
      ]),
      100,
    );
    expect([...starts]).toEqual([0, 100, 300, 400, 450]);
  });

  it('keeps a measurement by key: a card that moves keeps its height', () => {
    const sizes = new Map([['c', 300]]);
    expect([...cardStarts(['c', 'a', 'b'], sizes, 100)]).toEqual([0, 300, 400, 500]);
  });

  it('takes a height another column measured for a card this one has not, its own first', () => {
    const own = new Map([['a', 120]]);
    const elsewhere = new Map([
      ['a', 999],
      ['b', 180],
    ]);
    expect([...cardStarts(['a', 'b', 'c'], own, 100, elsewhere)]).toEqual([0, 120, 300, 400]);
  });
});

describe('visibleRange', () => {
  // Ten cards of 100 px.
  const starts = cardStarts(
    Array.from({ length: 10 }, (_, i) => `k${i}`),
    new Map(),
    100,
  );

  it('takes the cards that show in the viewport and the overscan on each side', () => {
    expect(visibleRange(starts, 0, 250, 0)).toEqual({ first: 0, last: 2 });
    expect(visibleRange(starts, 450, 200, 0)).toEqual({ first: 4, last: 6 });
    expect(visibleRange(starts, 450, 200, 2)).toEqual({ first: 2, last: 8 });
  });

  it('does not take a card that ends where the viewport starts, nor one that starts where it ends', () => {
    expect(visibleRange(starts, 300, 200, 0)).toEqual({ first: 3, last: 4 });
  });

  it('stays within the column at both ends', () => {
    expect(visibleRange(starts, 0, 100, 5)).toEqual({ first: 0, last: 5 });
    expect(visibleRange(starts, 900, 500, 3)).toEqual({ first: 6, last: 9 });
  });

  it('has nothing to show without cards or without a viewport height', () => {
    expect(visibleRange(cardStarts([], new Map(), 100), 0, 500, 3)).toBeNull();
    expect(visibleRange(starts, 0, 0, 3)).toBeNull();
  });
});

describe('scrollToShow', () => {
  it('scrolls the least that shows the whole card, or not at all', () => {
    expect(scrollToShow(500, 600, 0, 300)).toBe(300);
    expect(scrollToShow(100, 200, 400, 300)).toBe(100);
    expect(scrollToShow(100, 200, 50, 300)).toBeNull();
  });

  it('does not scroll for a card whose edge lies exactly on the viewport’s', () => {
    expect(scrollToShow(100, 200, 100, 300)).toBeNull();
    expect(scrollToShow(300, 400, 100, 300)).toBeNull();
    expect(scrollToShow(99, 200, 100, 300)).toBe(99);
    expect(scrollToShow(300, 401, 100, 300)).toBe(101);
  });
});
