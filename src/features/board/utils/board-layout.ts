/**
 * Below this width the board shows one stage at a time, with the stage switcher to change stage, and
 * cards are moved with their menu rather than dragged. The CSS modules repeat the value in their media
 * queries (48em is Mantine's `sm` breakpoint).
 */
export const NARROW_BOARD_QUERY = '(max-width: 47.99em)';

/** Whether the board is in its one-stage-at-a-time layout now. */
export function isNarrowBoard(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(NARROW_BOARD_QUERY).matches;
}

export interface ColumnSpan {
  /** The column's left edge, in the board's scrolled content. */
  left: number;
  width: number;
}

export interface ColumnsInView {
  /** Per column, whether most of it is in the board's visible part. */
  inView: boolean[];
  /** The column a reader is on: the first one mostly in view (on a phone, the one shown). */
  current: number;
}

/** Which columns the board shows when scrolled to `scrollLeft` with `viewWidth` of visible width. */
export function columnsInView(columns: readonly ColumnSpan[], scrollLeft: number, viewWidth: number): ColumnsInView {
  const fractions = columns.map(({ left, width }) => {
    if (width <= 0) return 0;
    const visible = Math.min(left + width, scrollLeft + viewWidth) - Math.max(left, scrollLeft);
    return Math.max(0, visible) / width;
  });
  const inView = fractions.map((fraction) => fraction >= 0.6);
  let current = inView.indexOf(true);
  if (current < 0) {
    // Nothing mostly visible (a column wider than the board): the one that shows the most of itself.
    current = fractions.reduce((best, fraction, index) => (fraction > fractions[best]! ? index : best), 0);
  }
  return { inView, current };
}
