import type * as Kit from './drag-and-drop-kit';

export type DragAndDropKit = typeof Kit;

let kit: Promise<DragAndDropKit> | undefined;

/**
 * pragmatic-drag-and-drop's element adapter and auto-scroll, in a chunk of their own rather than in the
 * board's: a drag needs them, the board's first paint does not. Asked for when the board page mounts (the
 * live board registers its drag hold at once, use-live-board.ts), beside the board's data, which takes
 * longer, so it is there by the time the cards are. A load that failed (the tracker's server gone a
 * moment) is asked for again by the next registration.
 */
export function loadDragAndDrop(): Promise<DragAndDropKit> {
  kit ??= import('./drag-and-drop-kit').catch((error: unknown) => {
    kit = undefined;
    throw error;
  });
  return kit;
}

/**
 * Registers drag-and-drop handlers once the kit has loaded (at once, a microtask later, when it has).
 * Returns the cleanup, which also cancels a registration still waiting for the kit.
 */
export function withDragAndDrop(register: (kit: DragAndDropKit) => () => void): () => void {
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  loadDragAndDrop().then(
    (loaded) => {
      if (!cancelled) cleanup = register(loaded);
    },
    () => {
      // Without its code, cards move by their menus and the keyboard; the next registration asks again.
    },
  );
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
