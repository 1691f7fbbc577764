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
 * The list after moving one card to `to`: its status becomes the column's and last_updated is stamped;
 * in its column it lands at `to.index` (counted without the card itself), the other cards keep their order.
 */
export function applyMove(
  applications: readonly JobApplication[],
  applicationId: string,
  to: CardLocation,
  now: Date,
): JobApplication[] {
  const card = applications.find((app) => app.id === applicationId);
  if (!card) return [...applications];
  const moved: JobApplication = { ...card, status: to.status, lastUpdated: now };
  const rest = applications.filter((app) => app.id !== applicationId);
  const column = rest.filter((app) => app.status === to.status);
  const before = column[Math.max(0, Math.min(to.index, column.length))];
  if (!before) {
    const last = column[column.length - 1];
    const at = last ? rest.indexOf(last) + 1 : rest.length;
    return [...rest.slice(0, at), moved, ...rest.slice(at)];
  }
  const at = rest.indexOf(before);
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
