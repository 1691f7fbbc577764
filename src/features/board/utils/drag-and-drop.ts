import type * as Kit from './drag-and-drop-kit';

export type DragAndDropKit = typeof Kit;

/** Waits between attempts to load the kit after a failure: doubling from the first, at most the last. */
export const KIT_RETRY_MS = { first: 1_000, max: 30_000 } as const;

/**
 * A loader that asks for the kit once and, when that fails (the tracker's server gone a moment, the
 * network dropped), again after 1 s, 2 s, 4 s … every 30 s at most, until it arrives. Its promise never
 * fails: what waits on it registers once the code is there. Meanwhile cards move by their menus and the
 * keyboard.
 */
export function createKitLoader(importKit: () => Promise<DragAndDropKit>): () => Promise<DragAndDropKit> {
  let kit: Promise<DragAndDropKit> | undefined;
  return () =>
    (kit ??= new Promise((resolve) => {
      const attempt = (wait: number): void => {
        importKit().then(resolve, () => {
          setTimeout(() => attempt(Math.min(wait * 2, KIT_RETRY_MS.max)), wait);
        });
      };
      attempt(KIT_RETRY_MS.first);
    }));
}

/**
 * pragmatic-drag-and-drop's element adapter and auto-scroll, in a chunk of their own rather than in the
 * board's: a drag needs them, the board's first paint does not. Asked for when the board page mounts (the
 * live board registers its drag hold at once, use-live-board.ts), beside the board's data, which takes
 * longer, so it is there by the time the cards are.
 */
export const loadDragAndDrop = createKitLoader(() => import('./drag-and-drop-kit'));

/**
 * Registers drag-and-drop handlers once the kit has loaded (at once, a microtask later, when it has).
 * Returns the cleanup, which also cancels a registration still waiting for the kit.
 */
export function withDragAndDrop(
  register: (kit: DragAndDropKit) => () => void,
  load: () => Promise<DragAndDropKit> = loadDragAndDrop,
): () => void {
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  void load().then((loaded) => {
    if (!cancelled) cleanup = register(loaded);
  });
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
