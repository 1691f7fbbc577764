import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** A card the column renders: its application, its place in the column, and its top edge in pixels. */
export interface WindowItem {
  key: string;
  index: number;
  start: number;
}

/**
 * Each card's top edge, and after the last one the column's whole height: `starts[i]` is the sum of the
 * heights of the cards before card i, measured where known and `estimate` where not.
 */
export function cardStarts(
  keys: readonly string[],
  sizes: ReadonlyMap<string, number>,
  estimate: number,
): Float64Array {
  const starts = new Float64Array(keys.length + 1);
  for (let i = 0; i < keys.length; i += 1) starts[i + 1] = starts[i]! + (sizes.get(keys[i]!) ?? estimate);
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
}

/**
 * A column's virtual window: only the cards near the scroller's viewport are rendered, each measured when
 * it mounts and whenever it changes size (a measurement is kept by key, so a card that leaves and comes
 * back, or moves, keeps it). When a card above the viewport turns out taller or shorter than assumed,
 * the scroll position moves by the difference, so what the user looks at stays still.
 */
export function useCardWindow({ keys, scrollRef, estimate, overscan, pinned, initialHeight }: CardWindowOptions) {
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: initialHeight });
  const starts = useMemo(() => cardStarts(keys, sizes, estimate), [keys, sizes, estimate]);
  const range = visibleRange(starts, view.top, view.height, overscan);

  // Read by the scroll, resize and measure handlers, which run outside rendering.
  const latest = useRef({ starts, keys, range, overscan, sizes });
  useLayoutEffect(() => {
    latest.current = { starts, keys, range, overscan, sizes };
  });

  // The viewport: follows the scroller's scroll position and height, and is checked again whenever the
  // cards' places change; a re-render only when the set of cards to render changes.
  const sync = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const next = { top: scroller.scrollTop, height: scroller.clientHeight };
    const { starts: current, range: shown, overscan: extra } = latest.current;
    const wanted = visibleRange(current, next.top, next.height, extra);
    if (wanted?.first !== shown?.first || wanted?.last !== shown?.last) setView(next);
  }, [scrollRef]);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', sync, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', sync);
      observer?.disconnect();
    };
  }, [scrollRef, sync]);
  useLayoutEffect(sync, [sync, starts]);

  const record = useCallback(
    (element: HTMLElement, height: number) => {
      const key = element.dataset.key;
      const known = latest.current.sizes;
      if (!key || height <= 0 || known.get(key) === height) return;
      // A card above the viewport changed height: keep the visible cards where they are.
      const scroller = scrollRef.current;
      const index = latest.current.keys.indexOf(key);
      if (scroller && index >= 0 && latest.current.starts[index]! < scroller.scrollTop) {
        scroller.scrollTop += height - (known.get(key) ?? estimate);
      }
      const next = new Map(known);
      next.set(key, height);
      latest.current.sizes = next;
      setSizes(next);
    },
    [estimate, scrollRef],
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

  /** The ref of a rendered card's slot (with `data-key`): measured now, and again when its size changes. */
  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      record(element, element.offsetHeight);
      if (typeof ResizeObserver === 'undefined') return;
      observer.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) {
          const target = entry.target as HTMLElement;
          record(target, entry.borderBoxSize?.[0]?.blockSize ?? target.offsetHeight);
        }
      });
      const watching = observer.current;
      watching.observe(element);
      return () => watching.unobserve(element);
    },
    [record],
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
