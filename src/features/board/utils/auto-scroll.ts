import type { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';

/**
 * pragmatic-drag-and-drop's auto-scroll for an element, registered as soon as its code has loaded: a drag
 * needs it, the board's first paint does not, so it comes after the board's own chunks. Returns the
 * cleanup, which also cancels a registration still waiting for the code.
 */
export function autoScrollWhenLoaded(args: Parameters<typeof autoScrollForElements>[0]): () => void {
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  import('@atlaskit/pragmatic-drag-and-drop-auto-scroll/element').then(
    (module) => {
      if (!cancelled) cleanup = module.autoScrollForElements(args);
    },
    () => {
      // Its code did not arrive (the tracker's server gone a moment): drags work without auto-scroll, and
      // the next registration asks for it again.
    },
  );
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
