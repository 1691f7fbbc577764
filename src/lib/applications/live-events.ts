import { toApplication, type BoardRow, type JobApplication } from './application';

/**
 * One change of a job_applications row as Realtime's postgres_changes delivers it through supabase-js:
 * `new` holds every column on INSERT and UPDATE; `old` holds only the primary key (the table's replica
 * identity) on UPDATE and DELETE.
 */
export interface ApplicationChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

/** The id of the application a change is about. */
export function changedId(change: ApplicationChange): string | undefined {
  const id = change.eventType === 'DELETE' ? change.old.id : (change.new.id ?? change.old.id);
  return typeof id === 'string' ? id : undefined;
}

/**
 * The board after `change`: an insert adds the card, an update replaces it (or removes it once it is
 * deleted, i.e. marked for Undo's ten minutes), a delete removes it. Answers `board` itself when nothing
 * changes: a change the board already shows (the echo of the user's own write: the same or an older
 * revision) or one about a card it does not hold, so the cache and the cards stay as they are.
 */
export function applyApplicationChange(
  board: readonly JobApplication[],
  change: ApplicationChange,
): readonly JobApplication[] {
  const id = changedId(change);
  if (!id) return board;
  const index = board.findIndex((app) => app.id === id);
  if (change.eventType === 'DELETE' || change.new.deleted_at != null) {
    return index === -1 ? board : board.filter((app) => app.id !== id);
  }
  const incoming = toApplication(change.new as unknown as BoardRow);
  const held = board[index];
  if (held && (incoming.revision < held.revision || sameApplication(held, incoming))) return board;
  // Still in its place (an edit, or a column's other cards moved): replaced where it is.
  if (held && held.status === incoming.status && held.orderKey === incoming.orderKey) {
    return board.map((app) => (app === held ? incoming : app));
  }
  return placeCard(
    board.filter((app) => app.id !== id),
    incoming,
  );
}

/**
 * `card` put where the board's load would list it: columns list their cards by order key (the database's
 * "C" collation, which compares as JavaScript compares strings), then most recently updated first, then by
 * id. It goes among the cards of its stage; into an empty stage, at the end (columns follow the stages).
 */
export function placeCard(board: readonly JobApplication[], card: JobApplication): JobApplication[] {
  let lastOfStage = -1;
  for (const [i, app] of board.entries()) {
    if (app.status !== card.status) continue;
    if (comesBefore(card, app)) return [...board.slice(0, i), card, ...board.slice(i)];
    lastOfStage = i;
  }
  const at = lastOfStage === -1 ? board.length : lastOfStage + 1;
  return [...board.slice(0, at), card, ...board.slice(at)];
}

function comesBefore(a: JobApplication, b: JobApplication): boolean {
  if (a.orderKey !== b.orderKey) return a.orderKey < b.orderKey;
  const updated = b.lastUpdated.getTime() - a.lastUpdated.getTime();
  if (updated !== 0) return updated < 0;
  return a.id < b.id;
}

/** Field by field, dates by their instant. */
export function sameApplication(a: JobApplication, b: JobApplication): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof JobApplication)[]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (x instanceof Date && y instanceof Date ? x.getTime() !== y.getTime() : x !== y) return false;
  }
  return true;
}
