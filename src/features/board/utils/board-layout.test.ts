// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnsInView } from './board-layout';

const columns = (count: number, width: number, gap: number) =>
  Array.from({ length: count }, (_, index) => ({ left: index * (width + gap), width }));

describe('columnsInView', () => {
  it('on a phone, the one column the board is scrolled to', () => {
    const phone = columns(7, 343, 16);
    expect(columnsInView(phone, 0, 343)).toEqual({
      inView: [true, false, false, false, false, false, false],
      current: 0,
    });
    expect(columnsInView(phone, 2 * 359, 343).current).toBe(2);
    expect(columnsInView(phone, 2 * 359, 343).inView.filter(Boolean)).toHaveLength(1);
  });

  it('halfway through a swipe, the column that shows the most of itself', () => {
    const phone = columns(3, 343, 16);
    expect(columnsInView(phone, 359 * 0.7, 343).current).toBe(1);
    expect(columnsInView(phone, 359 * 0.3, 343).current).toBe(0);
  });

  it('on a laptop, every column mostly in view, the first of them current', () => {
    const laptop = columns(7, 276, 16);
    const view = columnsInView(laptop, 292, 1376);
    expect(view.inView).toEqual([false, true, true, true, true, true, false]);
    expect(view.current).toBe(1);
    // The first column partly scrolled off (70 % of it shows) is still the first mostly in view, though
    // the next ones show whole.
    const scrolled = columnsInView(laptop, 276 * 0.3, 1376);
    expect(scrolled.inView.slice(0, 2)).toEqual([true, true]);
    expect(scrolled.current).toBe(0);
  });

  it('no columns, nothing in view', () => {
    expect(columnsInView([], 0, 1000)).toEqual({ inView: [], current: 0 });
  });
});
