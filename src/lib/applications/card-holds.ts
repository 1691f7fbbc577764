/**
 * Cards the board must not move under the user: one being dragged, or one with a write of ours not yet
 * answered (its optimistic place shows). Changes that arrive from other devices for a held card wait, and
 * are applied when the last hold on it ends (see use-live-applications.ts). A page-wide registry: the
 * board, its mutations and the live stream are on one page, for one user.
 */
const holds = new Map<string, number>();
const writing = new Map<string, number>();
const lastWritten = new Map<string, number>();
/** The echoes still expected of our writes, one a write (each changes its row once). */
const echoes = new Map<string, number>();
const releaseListeners = new Set<(id: string) => void>();

/**
 * How long after its answer a change to a card we wrote is taken for that write's echo: the stream sends
 * it as the write commits, so it comes moments before or after the answer.
 */
export const ECHO_WINDOW_MS = 2000;

const add = (counts: Map<string, number>, id: string, by: number) => {
  const left = (counts.get(id) ?? 0) + by;
  if (left > 0) counts.set(id, left);
  else counts.delete(id);
  return left;
};

/** Holds `id` until the returned function is called (once; later calls do nothing). */
export function holdCard(id: string): () => void {
  add(holds, id, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (add(holds, id, -1) > 0) return;
    for (const listener of releaseListeners) listener(id);
  };
}

/**
 * Starts a write of ours to application `id`: the card is held until the returned function is called,
 * and a change to it arriving meanwhile or just after is that write's echo (the user's own change), not
 * one from elsewhere.
 */
export function beginWrite(id: string): () => void {
  if (!echoWindowOpen(id)) echoes.delete(id);
  add(echoes, id, 1);
  add(writing, id, 1);
  const release = holdCard(id);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    add(writing, id, -1);
    lastWritten.set(id, Date.now());
    release();
  };
}

/** Runs `write` between beginWrite and its end. */
export function whileWriting<T>(id: string, write: () => Promise<T>): Promise<T> {
  return whileWritingAll([id], write);
}

/** Runs `write`, one request changing every application in `ids`, as a write of ours to each of them. */
export async function whileWritingAll<T>(ids: readonly string[], write: () => Promise<T>): Promise<T> {
  const ends = ids.map(beginWrite);
  try {
    return await write();
  } finally {
    ends.forEach((end) => end());
  }
}

export function isCardHeld(id: string): boolean {
  return holds.has(id);
}

function echoWindowOpen(id: string, now = Date.now()): boolean {
  return writing.has(id) || now - (lastWritten.get(id) ?? -Infinity) < ECHO_WINDOW_MS;
}

/**
 * Whether a change to `id` arriving now is the echo of a write of ours (see beginWrite): the first change
 * after each write, while it runs or within the window after its answer. Counts it as arrived.
 */
export function takeOwnEcho(id: string, now = Date.now()): boolean {
  if (!echoWindowOpen(id, now) || !echoes.has(id)) return false;
  add(echoes, id, -1);
  return true;
}

/** Calls `listener` with each card whose last hold ends; returns a function that stops it. */
export function onCardReleased(listener: (id: string) => void): () => void {
  releaseListeners.add(listener);
  return () => releaseListeners.delete(listener);
}
