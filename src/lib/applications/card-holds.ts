/**
 * Cards the board must not move under the user: one being dragged, or one with a write of ours not yet
 * answered (its optimistic place shows). Changes that arrive from other devices for a held card wait, and
 * are applied when the last hold on it ends (see use-live-applications.ts). A page-wide registry: the
 * board, its mutations and the live stream are on one page, for one user.
 */
const holds = new Map<string, number>();
const releaseListeners = new Set<(id: string) => void>();

/** Holds `id` until the returned function is called (once; later calls do nothing). */
export function holdCard(id: string): () => void {
  holds.set(id, (holds.get(id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(id) ?? 1) - 1;
    if (left > 0) {
      holds.set(id, left);
      return;
    }
    holds.delete(id);
    for (const listener of releaseListeners) listener(id);
  };
}

export function isCardHeld(id: string): boolean {
  return holds.has(id);
}

/** Calls `listener` with each card whose last hold ends; returns a function that stops it. */
export function onCardReleased(listener: (id: string) => void): () => void {
  releaseListeners.add(listener);
  return () => releaseListeners.delete(listener);
}

/** Runs `write` with `id` held, so no change from elsewhere moves the card before the write is answered. */
export async function whileHeld<T>(id: string, write: () => Promise<T>): Promise<T> {
  const release = holdCard(id);
  try {
    return await write();
  } finally {
    release();
  }
}
