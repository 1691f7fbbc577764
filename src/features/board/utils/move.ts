import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { JobApplication } from '@/lib/applications/application';

export interface CardLocation {
  status: string;
  index: number;
}

/** What a drop means, as the pragmatic-drag-and-drop board example models it. */
export type MoveOutcome =
  | { type: 'none'; reason: 'outside' | 'same-place' | 'unknown-card' }
  | { type: 'move'; applicationId: string; from: CardLocation; to: CardLocation };

/** A drop outside every column, or on the card's own place, does nothing. */
export function resolveMove(applicationId: string, from: CardLocation | null, to: CardLocation | null): MoveOutcome {
  if (!from) return { type: 'none', reason: 'unknown-card' };
  if (!to) return { type: 'none', reason: 'outside' };
  if (from.status === to.status && from.index === to.index) return { type: 'none', reason: 'same-place' };
  return { type: 'move', applicationId, from, to };
}

/** Where a card is on the board, or null. */
export function locate(applications: readonly JobApplication[], id: string): CardLocation | null {
  const card = applications.find((app) => app.id === id);
  if (!card) return null;
  const index = applications.filter((app) => app.status === card.status).findIndex((app) => app.id === id);
  return { status: card.status, index };
}

/**
 * A drop counted among the cards a search or filter leaves visible, as the same place in the whole column:
 * just before the visible card it landed above, else just after the visible card it landed below, else
 * (no visible card in that column) at the column's end. Unchanged when nothing is hidden.
 */
export function placeInWholeColumn(
  all: readonly JobApplication[],
  visible: readonly JobApplication[],
  applicationId: string,
  to: CardLocation,
): CardLocation {
  if (all === visible) return to;
  const inColumn = (app: JobApplication) => app.status === to.status && app.id !== applicationId;
  const shown = visible.filter(inColumn);
  const whole = all.filter(inColumn);
  const indexOf = (card: JobApplication | undefined) => (card ? whole.findIndex((app) => app.id === card.id) : -1);
  const next = indexOf(shown[to.index]);
  if (next >= 0) return { status: to.status, index: next };
  const previous = indexOf(shown[to.index - 1]);
  if (previous >= 0) return { status: to.status, index: previous + 1 };
  return { status: to.status, index: whole.length };
}

/**
 * One move of one card, worked out once where it happens (a drop, the "Move to" menu, a card's quick
 * action) from the board as it shows, and handed to the board's one action, which shows it, stores it
 * and offers its Undo.
 */
export interface Move {
  /** The card. */
  id: string;
  /** Where it was: its stage, and its index there. */
  from: CardLocation;
  /** The stage it goes to (its own, for a reorder inside the column). */
  to: string;
  /** Its index in that column, counted without the card. */
  index: number;
  /** Its new key, between those of its new neighbours. */
  orderKey: string;
  /** When it moved: the stage's change and last_updated, when the stage changes. */
  at: Date;
  /** Rarely (no room between the neighbours' keys): the column's other cards, with fresh keys. */
  rekeyed: { id: string; orderKey: string }[];
}

/**
 * The move of card `id` to `to` on `applications` (the board as it shows), or null when there is nothing
 * to do: the card is not on the board, the drop was outside every column, or on the card's own place.
 */
export function computeMove(
  applications: readonly JobApplication[],
  id: string,
  to: CardLocation | null,
  at: Date,
): Move | null {
  const outcome = resolveMove(id, locate(applications, id), to);
  return outcome.type === 'move' ? moveOf(applications, id, outcome.to, at, outcome.from) : null;
}

/** The "Move to" menus' move: to the top of another stage. */
export function moveToStage(applications: readonly JobApplication[], id: string, status: string, at: Date) {
  return computeMove(applications, id, { status, index: 0 }, at);
}

function moveOf(
  applications: readonly JobApplication[],
  id: string,
  to: CardLocation,
  at: Date,
  from: CardLocation,
): Move {
  const column = applications.filter((app) => app.status === to.status && app.id !== id);
  const index = Math.max(0, Math.min(to.index, column.length));
  const { key, others } = keysAround(column, index);
  return { id, from, to: to.status, index, orderKey: key, at, rekeyed: others };
}

/** One row the server must change for a move. */
export interface OrderWrite {
  id: string;
  orderKey: string;
  /** Only when the card changes column: its new status, and last_updated stamped. */
  status?: string;
  lastUpdated?: Date;
}

export interface MovePlan {
  /** The card before the move. */
  card: JobApplication;
  /** False for a reorder inside a column: then only the order is stored. */
  statusChanged: boolean;
  /** The board after the move. */
  applications: JobApplication[];
  /** The moved card first; then, rarely, neighbours that get new keys (see `keysAround`). */
  writes: OrderWrite[];
}

/** Past this length a column's keys are spread again rather than grown further (the database allows 256). */
export const MAX_ORDER_KEY_LENGTH = 64;

/**
 * The key for a card put at `index` of `column` (the column without the card), and any neighbours that
 * must change too. Normally one new key between the neighbours' keys. When there is no room between them
 * (equal keys, from rows written without one) or the key grows too long, the whole column gets fresh,
 * evenly spread keys in its new order.
 */
export function keysAround(
  column: readonly JobApplication[],
  index: number,
): { key: string; others: { id: string; orderKey: string }[] } {
  const before = column[index - 1]?.orderKey ?? null;
  const after = column[index]?.orderKey ?? null;
  try {
    const key = generateKeyBetween(before, after);
    if (key.length <= MAX_ORDER_KEY_LENGTH) return { key, others: [] };
  } catch {
    // Equal, unordered or malformed neighbours: spread the column below.
  }
  const fresh = generateNKeysBetween(null, null, column.length + 1);
  const others: { id: string; orderKey: string }[] = [];
  column.forEach((app, i) => {
    const orderKey = fresh[i < index ? i : i + 1]!;
    if (orderKey !== app.orderKey) others.push({ id: app.id, orderKey });
  });
  return { key: fresh[index]!, others };
}

/**
 * Moving one card to `to`: in its column it lands at `to.index` (counted without the card itself) with a
 * key between its new neighbours'; the other cards keep their order. A card that changes column takes
 * the column's status and last_updated is stamped; a reorder inside a column changes only the key.
 * Null when the card is not on the board.
 */
export function planMove(
  applications: readonly JobApplication[],
  applicationId: string,
  to: CardLocation,
  now: Date,
): MovePlan | null {
  const from = locate(applications, applicationId);
  return from && applyMoveValue(applications, moveOf(applications, applicationId, to, now, from));
}

/**
 * The board after `move`, and the rows the server must change (the card first; then, rarely, the
 * neighbours it gives fresh keys). Null when the card is not on the board.
 */
export function applyMoveValue(applications: readonly JobApplication[], move: Move): MovePlan | null {
  const card = applications.find((app) => app.id === move.id);
  if (!card) return null;
  const statusChanged = card.status !== move.to;
  const rest = applications.filter((app) => app.id !== move.id);
  const column = rest.filter((app) => app.status === move.to);
  const index = Math.max(0, Math.min(move.index, column.length));
  const moved: JobApplication = statusChanged
    ? { ...card, status: move.to, lastUpdated: move.at, statusChangedAt: move.at, orderKey: move.orderKey }
    : { ...card, orderKey: move.orderKey };
  const rekeyed = new Map(move.rekeyed.map((other) => [other.id, other.orderKey]));
  const renewed = rekeyed.size === 0 ? rest : rest.map((app) => withKey(app, rekeyed.get(app.id)));
  const before = column[index];
  const last = column.at(-1);
  const at = before ? rest.indexOf(before) : last ? rest.indexOf(last) + 1 : rest.length;
  return {
    card,
    statusChanged,
    applications: [...renewed.slice(0, at), moved, ...renewed.slice(at)],
    writes: [
      statusChanged
        ? { id: card.id, orderKey: move.orderKey, status: move.to, lastUpdated: move.at }
        : { id: card.id, orderKey: move.orderKey },
      ...move.rekeyed,
    ],
  };
}

function withKey(app: JobApplication, orderKey: string | undefined): JobApplication {
  return orderKey === undefined ? app : { ...app, orderKey };
}

/** The board after a move (unchanged when the card is not on it). */
export function applyMove(
  applications: readonly JobApplication[],
  applicationId: string,
  to: CardLocation,
  now: Date,
): JobApplication[] {
  return planMove(applications, applicationId, to, now)?.applications ?? [...applications];
}

/** The key for a new card at the top of `column` (its cards in order). */
export function keyBeforeFirst(column: readonly JobApplication[]): string {
  try {
    return generateKeyBetween(null, column[0]?.orderKey ?? null);
  } catch {
    return generateKeyBetween(null, null);
  }
}

/** The list with a card put back exactly as it was (its fields and its place), as Undo does. */
export function restoreCard(
  applications: readonly JobApplication[],
  previous: JobApplication,
  at: CardLocation,
): JobApplication[] {
  return applyMove(applications, previous.id, at, previous.lastUpdated).map((app) =>
    app.id === previous.id ? previous : app,
  );
}
