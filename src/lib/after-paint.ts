/**
 * Resolves once the browser has drawn the next frame: a change rendered just before the call (a card shown
 * in its new column) is on screen before the work awaited after it runs (building and sending a request,
 * a few milliseconds a move on a large board). A hidden page draws no frames; it resolves after
 * `fallbackMs` instead.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs);
    // The frame's callbacks run before it is drawn; a task queued from one runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
