import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** A card the column renders: its application, its place in the column, and its top edge in pixels. */
export interface WindowItem {
  key: string;
  index: number;
  start: number;
}

/**
 * Each card's top edge, and after the last one the column's whole height: `starts[i]` is the sum of the
 * heights of the cards before card i, measured where known (in `sizes`, else in `elsewhere`) and
 * `estimate` where not.
 */
export function cardStarts(
  keys: readonly string[],
  sizes: ReadonlyMap<string, number>,
  estimate: number,
  elsewhere?: ReadonlyMap<string, number>,
): Float64Array {
  const starts = new Float64Array(keys.length + 1);
  keys.forEach((key, i) => {
    starts[i + 1] = starts[i]! + (sizes.get(key) ?? elsewhere?.get(key) ?? estimate);
  });
  return starts;
}

/** The first card whose bottom edge lies below `offset` (binary search over `starts`). */
function firstBelow(starts: Float64Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle + 1]! <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The cards to render for a viewport `height` pixels tall scrolled to `top`: those that show in it, and
 * `overscan` more on each side. `null` when there is nothing to show: no cards, or a viewport without a
 * height (not laid out yet, hidden, or a DOM without layout).
 */
export function visibleRange(
  starts: Float64Array,
  top: number,
  height: number,
  overscan: number,
): { first: number; last: number } | null {
  const count = starts.length - 1;
  if (count === 0 || height <= 0) return null;
  const first = firstBelow(starts, top);
  let last = first;
  while (last < count - 1 && starts[last + 1]! < top + height) last += 1;
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) };
}

/**
 * Where to scroll so that a card from `start` to `end` shows whole, moving as little as possible; `null`
 * when it already does.
 */
export function scrollToShow(start: number, end: number, top: number, height: number): number | null {
  if (start < top) return start;
  if (end > top + height) return Math.max(0, end - height);
  return null;
}

interface CardWindowOptions {
  /** The cards' keys (application ids), in the column's order. */
  keys: readonly string[];
  scrollRef: RefObject<HTMLElement | null>;
  /** A card's height before it is measured. */
  estimate: number;
  /** Cards rendered beyond each end of the visible part. */
  overscan: number;
  /** Cards rendered wherever they are scrolled to (by index). */
  pinned: readonly number[];
  /** The viewport's height assumed for the first render, before the scroller is measured. */
  initialHeight: number;
  /**
   * Heights measured by every column of the board, by key, which this column adds to: a card that moves
   * in from another column takes its place at its height at once, without being measured again.
   */
  measured?: Map<string, number>;
}

/**
 * A column's virtual window: only the cards near the scroller's viewport are rendered, each measured when
 * it mounts and whenever it changes size (a measurement is kept by key, so a card that leaves and comes
 * back, or moves, keeps it). When a card above the viewport turns out taller or shorter than assumed,
 * the scroll position moves by the difference, so what the user looks at stays still.
 *
 * A render (a move, a filter) reads no layout: the viewport is kept from the scroller's scroll events and
 * resize observer, and a card whose height is known is not measured again when it mounts (its resize
 * observer reports any change after the browser's own layout). Reading a size in the commit would make
 * the browser lay the page out inside the script, once per read after a change.
 */
export function useCardWindow({
  keys,
  scrollRef,
  estimate,
  overscan,
  pinned,
  initialHeight,
  measured,
}: CardWindowOptions) {
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: initialHeight });
  const [ownMeasured] = useState(() => new Map<string, number>());
  const elsewhere = measured ?? ownMeasured;
  const starts = useMemo(() => cardStarts(keys, sizes, estimate, elsewhere), [keys, sizes, estimate, elsewhere]);
  const range = visibleRange(starts, view.top, view.height, overscan);

  // Read by the scroll, resize and measure handlers, which run outside rendering.
  const latest = useRef({ starts, keys, range, overscan, sizes });
  useLayoutEffect(() => {
    latest.current = { starts, keys, range, overscan, sizes };
  });

  // The viewport as last read: on mount, at each scroll event and when the scroller is resized.
  const viewport = useRef<{ top: number; height: number } | null>(null);
  const readViewport = useCallback(() => {
    const scroller = scrollRef.current;
    viewport.current = scroller ? { top: scroller.scrollTop, height: scroller.clientHeight } : null;
    return viewport.current;
  }, [scrollRef]);
  // A re-render only when the set of cards to render changes.
  const check = useCallback((next: { top: number; height: number } | null) => {
    if (!next) return;
    const { starts: current, range: shown, overscan: extra } = latest.current;
    const wanted = visibleRange(current, next.top, next.height, extra);
    if (wanted?.first !== shown?.first || wanted?.last !== shown?.last) setView(next);
  }, []);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const sync = () => check(readViewport());
    scroller.addEventListener('scroll', sync, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', sync);
      observer?.disconnect();
    };
  }, [scrollRef, check, readViewport]);
  // The cards' places changed: the same viewport may need other cards.
  useLayoutEffect(() => check(viewport.current ?? readViewport()), [check, readViewport, starts]);

  const record = useCallback(
    (element: HTMLElement, height: number) => {
      const key = element.dataset.key;
      const known = latest.current.sizes;
      if (!key || height <= 0 || known.get(key) === height) return;
      const assumed = known.get(key) ?? elsewhere.get(key) ?? estimate;
      elsewhere.set(key, height);
      // Placed at the height another column measured, and that is its height here too.
      if (height === assumed) return;
      // A card above the viewport changed height: keep the visible cards where they are.
      const scroller = scrollRef.current;
      const index = latest.current.keys.indexOf(key);
      const top = viewport.current?.top ?? scroller?.scrollTop ?? 0;
      if (scroller && index >= 0 && latest.current.starts[index]! < top) {
        scroller.scrollTop += height - assumed;
        readViewport();
      }
      const next = new Map(known);
      next.set(key, height);
      latest.current.sizes = next;
      setSizes(next);
    },
    [estimate, scrollRef, elsewhere, readViewport],
  );

  // One observer for the column's rendered cards, made when the first one mounts.
  const observer = useRef<ResizeObserver | null>(null);
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  /**
   * The ref of a rendered card's slot (with `data-key`): measured now if its height is not known yet (so
   * the first frame places it right), and again whenever its size changes.
   */
  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      const key = element?.dataset.key;
      if (!element || !key) return;
      // Every height this column knows is in `elsewhere` too (`record` keeps it there first).
      if (!elsewhere.has(key)) {
        // As the resize observer reports it (unrounded), so its first report changes nothing.
        record(element, element.getBoundingClientRect().height);
      }
      if (typeof ResizeObserver === 'undefined') return;
      // Reported after the browser's layout and before its paint: a card that turned out taller or shorter
      // than assumed moves the cards below it in the same frame (flushSync), not one frame later.
      observer.current ??= new ResizeObserver((entries) =>
        flushSync(() => {
          for (const entry of entries) {
            const target = entry.target as HTMLElement;
            record(target, entry.borderBoxSize?.[0]?.blockSize ?? target.getBoundingClientRect().height);
          }
        }),
      );
      const watching = observer.current;
      watching.observe(element);
      return () => watching.unobserve(element);
    },
    [record, elsewhere],
  );

  /** Scrolls the least that shows card `index` whole. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const scroller = scrollRef.current;
      const { starts: current } = latest.current;
      if (!scroller || index < 0 || index >= current.length - 1) return;
      const top = scrollToShow(current[index]!, current[index + 1]!, scroller.scrollTop, scroller.clientHeight);
      if (top !== null) scroller.scrollTop = top;
    },
    [scrollRef],
  );

  const indexes = new Set<number>();
  if (range) for (let i = range.first; i <= range.last; i += 1) indexes.add(i);
  for (const index of pinned) if (index >= 0 && index < keys.length) indexes.add(index);
  const items: WindowItem[] = [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({ key: keys[index]!, index, start: starts[index]! }));

  return { items, totalSize: starts[keys.length]!, measureElement, scrollToIndex };
}
