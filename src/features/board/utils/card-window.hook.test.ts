import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardWindow } from './card-window';

/** A scroller `height` pixels tall, as jsdom lays nothing out. */
function scroller(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientHeight', { value: height, configurable: true });
  document.body.append(element);
  return element;
}

/** A card's slot of the given rendered height. */
function card(key: string, height: number) {
  const element = document.createElement('div');
  element.dataset.key = key;
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  return element;
}

/** The resize observers the hook made, to report sizes as a browser would. */
let observers: { callback: ResizeObserverCallback; watched: Set<Element> }[] = [];
class FakeResizeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, watched: new Set() };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.watched.add(element);
  }
  unobserve(element: Element) {
    this.entry.watched.delete(element);
  }
  disconnect() {
    this.entry.watched.clear();
  }
}
/** Reports a card's new size to the observer watching it, with or without the border box. */
function resize(element: HTMLElement, borderBox: number | null) {
  const observer = observers.find((each) => each.watched.has(element));
  if (!observer) throw new Error('No observer watches this card');
  const entry = { target: element, borderBoxSize: borderBox === null ? undefined : [{ blockSize: borderBox }] };
  act(() => observer.callback([entry as unknown as ResizeObserverEntry], {} as ResizeObserver));
}

const KEYS = Array.from({ length: 10 }, (_, i) => `card-${i}`);

function renderWindow(element: HTMLElement, pinned: number[] = []) {
  return renderHook(() =>
    useCardWindow({
      keys: KEYS,
      scrollRef: { current: element },
      estimate: 100,
      overscan: 1,
      pinned,
      initialHeight: 300,
    }),
  );
}
const keysOf = (items: { key: string }[]) => items.map((item) => item.key);

describe('useCardWindow', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('renders the cards in view and one either side, and follows the scroll and the scroller’s size', () => {
    const element = scroller(300);
    const { result } = renderWindow(element);
    expect(keysOf(result.current.items)).toEqual(['card-0', 'card-1', 'card-2', 'card-3']);
    expect(result.current.items[2]).toEqual({ key: 'card-2', index: 2, start: 200 });
    expect(result.current.totalSize).toBe(1000);
    // The scroller grows (the window does): more cards below, the same first one.
    Object.defineProperty(element, 'clientHeight', { value: 600, configurable: true });
    resize(element, 600);
    expect(keysOf(result.current.items)).toEqual(KEYS.slice(0, 7));
    element.scrollTop = 500;
    act(() => {
      element.dispatchEvent(new Event('scroll'));
    });
    expect(keysOf(result.current.items)).toEqual(['card-4', 'card-5', 'card-6', 'card-7', 'card-8', 'card-9']);
  });

  it('reads the scroller’s own height when it mounts, not the height assumed for the first render', () => {
    const { result } = renderWindow(scroller(600));
    expect(keysOf(result.current.items)).toEqual(KEYS.slice(0, 7));
  });

  it('follows a scroll that changes only the first card rendered, the last held by the column’s end', () => {
    const element = scroller(300);
    const { result } = renderWindow(element);
    const scrollTo = (top: number) => {
      element.scrollTop = top;
      act(() => {
        element.dispatchEvent(new Event('scroll'));
      });
    };
    scrollTo(600);
    expect(keysOf(result.current.items)).toEqual(KEYS.slice(5));
    scrollTo(700);
    expect(keysOf(result.current.items)).toEqual(KEYS.slice(6));
  });

  it('keeps the first card rendered when it is pinned and scrolled away', () => {
    const element = scroller(300);
    element.scrollTop = 600;
    const { result } = renderWindow(element, [0]);
    expect(keysOf(result.current.items)).toEqual(['card-0', ...KEYS.slice(5)]);
  });

  it('keeps a pinned card rendered wherever it is', () => {
    const { result } = renderWindow(scroller(300), [8, 10, -1, 42]);
    expect(keysOf(result.current.items)).toEqual(['card-0', 'card-1', 'card-2', 'card-3', 'card-8']);
  });

  it('measures a card when it mounts, and again when the observer reports a new size', () => {
    const { result } = renderWindow(scroller(300));
    const first = card('card-0', 150);
    act(() => {
      result.current.measureElement(first);
    });
    expect(result.current.totalSize).toBe(1050);
    expect(result.current.items[1]!.start).toBe(150);
    // The border box where the browser gives it; the element's own box where it does not.
    resize(first, 180);
    expect(result.current.totalSize).toBe(1080);
    first.getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
    resize(first, null);
    expect(result.current.totalSize).toBe(1020);
    // A card that has no height (hidden, not laid out) changes nothing.
    resize(first, 0);
    expect(result.current.totalSize).toBe(1020);
  });

  it('works without a ResizeObserver: measured once on mount', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { result } = renderWindow(scroller(300));
    act(() => {
      result.current.measureElement(card('card-1', 60));
    });
    expect(result.current.totalSize).toBe(960);
    expect(result.current.items[2]!.start).toBe(160);
  });

  it('moves the scroll by the change of a card above the viewport, so what shows stays still', () => {
    const element = scroller(300);
    element.scrollTop = 400;
    const { result } = renderWindow(element);
    act(() => {
      element.dispatchEvent(new Event('scroll'));
    });
    const above = card('card-2', 100);
    act(() => {
      result.current.measureElement(above);
    });
    resize(above, 160);
    expect(element.scrollTop).toBe(460);
    // A card below the top moves nothing.
    const below = card('card-6', 100);
    act(() => {
      result.current.measureElement(below);
    });
    resize(below, 130);
    expect(element.scrollTop).toBe(460);
  });

  it('moves the scroll for the first card above the viewport, and not for the card at its top edge', () => {
    const element = scroller(300);
    element.scrollTop = 400;
    const { result } = renderWindow(element);
    act(() => {
      element.dispatchEvent(new Event('scroll'));
    });
    const first = card('card-0', 100);
    act(() => {
      result.current.measureElement(first);
    });
    resize(first, 150);
    expect(element.scrollTop).toBe(450);
    // card-4 now starts at 450, exactly where the viewport does: it grows downwards, nothing moves.
    const atTop = card('card-4', 100);
    act(() => {
      result.current.measureElement(atTop);
    });
    resize(atTop, 170);
    expect(element.scrollTop).toBe(450);
  });

  it('scrolls the least that shows a card whole', () => {
    const element = scroller(300);
    const { result } = renderWindow(element);
    act(() => result.current.scrollToIndex(5));
    expect(element.scrollTop).toBe(300);
    act(() => result.current.scrollToIndex(4));
    expect(element.scrollTop).toBe(300);
    act(() => result.current.scrollToIndex(1));
    expect(element.scrollTop).toBe(100);
    act(() => result.current.scrollToIndex(10));
    expect(element.scrollTop).toBe(100);
    act(() => result.current.scrollToIndex(0));
    expect(element.scrollTop).toBe(0);
  });

  it('scrolls nowhere for an index past either end, even from beyond the column, or without a scroller', () => {
    const element = scroller(300);
    const { result } = renderWindow(element);
    element.scrollTop = 5000;
    for (const index of [10, 11, -1]) {
      act(() => result.current.scrollToIndex(index));
      expect(element.scrollTop).toBe(5000);
    }
    const detached = renderHook(() =>
      useCardWindow({
        keys: KEYS,
        scrollRef: { current: null },
        estimate: 100,
        overscan: 1,
        pinned: [],
        initialHeight: 300,
      }),
    );
    expect(() => act(() => detached.result.current.scrollToIndex(2))).not.toThrow();
    expect(keysOf(detached.result.current.items)).toEqual(KEYS.slice(0, 4));
  });
});
