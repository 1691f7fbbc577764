// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@/lib/applications/application';
import { testApplication } from '../../../../tests/test-application';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { boardColumns } from './board-columns';
import {
  applyMove,
  applyMoveValue,
  computeMove,
  keyBeforeFirst,
  keysAround,
  locate,
  MAX_ORDER_KEY_LENGTH,
  moveToStage,
  placeInWholeColumn,
  planMove,
  resolveMove,
  restoreCard,
} from './move';

const app = testApplication;

const board = [
  app('a', 'job_openings', { orderKey: 'a0' }),
  app('b', 'job_openings', { orderKey: 'a1' }),
  app('c', 'rejected', { orderKey: 'a0' }),
  app('d', 'job_openings', { orderKey: 'a2' }),
];
const ids = (status: string, apps: JobApplication[]) =>
  boardColumns(apps, DEFAULT_STAGES)
    .find((column) => column.status === status)!
    .applications.map((a) => a.id);

describe('move outcomes', () => {
  it('does nothing for a drop outside every column, or on the same place', () => {
    expect(resolveMove('a', { status: 'job_openings', index: 0 }, null)).toEqual({ type: 'none', reason: 'outside' });
    expect(resolveMove('a', { status: 'job_openings', index: 0 }, { status: 'job_openings', index: 0 })).toEqual({
      type: 'none',
      reason: 'same-place',
    });
    expect(resolveMove('zz', null, { status: 'rejected', index: 0 }).type).toBe('none');
  });

  it('moves on a drop in another column or at another position', () => {
    expect(resolveMove('a', { status: 'job_openings', index: 0 }, { status: 'rejected', index: 1 })).toMatchObject({
      type: 'move',
      to: { status: 'rejected', index: 1 },
    });
    expect(resolveMove('a', { status: 'job_openings', index: 0 }, { status: 'job_openings', index: 2 }).type).toBe(
      'move',
    );
  });

  it("changes the card's status, stamps last_updated and places it at the index", () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const next = applyMove(board, 'b', { status: 'rejected', index: 0 }, now);
    expect(ids('rejected', next)).toEqual(['b', 'c']);
    expect(ids('job_openings', next)).toEqual(['a', 'd']);
    expect(next.find((a) => a.id === 'b')).toMatchObject({ status: 'rejected', lastUpdated: now });
    expect(board.find((a) => a.id === 'b')!.status).toBe('job_openings');
  });

  it('reorders inside a column and appends past the end', () => {
    const now = new Date();
    expect(ids('job_openings', applyMove(board, 'a', { status: 'job_openings', index: 2 }, now))).toEqual([
      'b',
      'd',
      'a',
    ]);
    expect(ids('job_openings', applyMove(board, 'd', { status: 'job_openings', index: 0 }, now))).toEqual([
      'd',
      'a',
      'b',
    ]);
    expect(ids('rejected', applyMove(board, 'a', { status: 'rejected', index: 99 }, now))).toEqual(['c', 'a']);
    expect(ids('offer_letter', applyMove(board, 'a', { status: 'offer_letter', index: 0 }, now))).toEqual(['a']);
  });

  it('finds where a card is', () => {
    expect(locate(board, 'd')).toEqual({ status: 'job_openings', index: 2 });
    expect(locate(board, 'zz')).toBeNull();
  });
});

describe('the move as one value', () => {
  const at = new Date('2026-11-21T12:00:00Z');

  it('is worked out where the drop or the menu happens: card, from, to, index, key and time', () => {
    expect(computeMove(board, 'b', { status: 'rejected', index: 1 }, at)).toEqual({
      id: 'b',
      from: { status: 'job_openings', index: 1 },
      to: 'rejected',
      index: 1,
      orderKey: 'a1',
      at,
      rekeyed: [],
    });
    // A reorder: between a (a0) and d (a2) in the column without b.
    expect(computeMove(board, 'b', { status: 'job_openings', index: 2 }, at)).toMatchObject({
      from: { status: 'job_openings', index: 1 },
      to: 'job_openings',
      index: 2,
      orderKey: 'a3',
    });
    // "Move to" puts the card at the top of the stage, before its first card's key.
    expect(moveToStage(board, 'a', 'rejected', at)).toMatchObject({ to: 'rejected', index: 0, orderKey: 'Zz' });
  });

  it("is nothing for a drop outside, on the card's own place, or of a card not on the board", () => {
    expect(computeMove(board, 'b', null, at)).toBeNull();
    expect(computeMove(board, 'b', { status: 'job_openings', index: 1 }, at)).toBeNull();
    expect(computeMove(board, 'zz', { status: 'rejected', index: 0 }, at)).toBeNull();
  });

  it('keeps an index past the end at the end, and gives the neighbours fresh keys when there is no room', () => {
    expect(computeMove(board, 'a', { status: 'rejected', index: 99 }, at)).toMatchObject({ index: 1 });
    const crowded = [app('p', 'rejected', { orderKey: 'a0' }), app('q', 'rejected', { orderKey: 'a0' }), board[0]!];
    const move = computeMove(crowded, 'a', { status: 'rejected', index: 1 }, at)!;
    // No key between a0 and a0: the column is spread again (p keeps a0, q moves past the card).
    expect(move.rekeyed).toEqual([{ id: 'q', orderKey: 'a2' }]);
    expect(move.orderKey).toBe('a1');
  });

  it('is what the board and the server are changed by, the same as planMove', () => {
    const to = { status: 'rejected', index: 0 };
    const move = computeMove(board, 'b', to, at)!;
    const applied = applyMoveValue(board, move)!;
    expect(applied).toEqual(planMove(board, 'b', to, at));
    expect(applied.writes[0]).toEqual({ id: 'b', orderKey: move.orderKey, status: 'rejected', lastUpdated: at });
    expect(
      applyMoveValue(
        board.filter((a) => a.id !== 'b'),
        move,
      ),
    ).toBeNull();
  });
});

describe('planMove', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('stores only the new key for a reorder inside a column: no status, no last_updated', () => {
    const plan = planMove(board, 'd', { status: 'job_openings', index: 1 }, now)!;
    expect(plan.statusChanged).toBe(false);
    expect(plan.writes).toHaveLength(1);
    const [write] = plan.writes;
    expect(Object.keys(write!).sort()).toEqual(['id', 'orderKey']);
    expect(write!.orderKey > 'a0' && write!.orderKey < 'a1').toBe(true);
    const moved = plan.applications.find((x) => x.id === 'd')!;
    expect(moved.lastUpdated).toEqual(board[3]!.lastUpdated);
    expect(ids('job_openings', plan.applications)).toEqual(['a', 'd', 'b']);
  });

  it('stores the status, last_updated and a key between the new neighbours for a move to another column', () => {
    const plan = planMove(board, 'a', { status: 'rejected', index: 1 }, now)!;
    expect(plan.statusChanged).toBe(true);
    expect(plan.writes).toEqual([{ id: 'a', orderKey: expect.any(String), status: 'rejected', lastUpdated: now }]);
    expect(plan.writes[0]!.orderKey > 'a0').toBe(true);
  });

  it('gives a whole column fresh keys when equal keys leave no room, and writes only the ones that changed', () => {
    const tied = [app('p', 'applied'), app('q', 'applied'), app('r', 'applied'), app('s', 'hr_screen')];
    const plan = planMove(tied, 's', { status: 'applied', index: 1 }, now)!;
    const column = plan.applications.filter((x) => x.status === 'applied');
    expect(column.map((x) => x.id)).toEqual(['p', 's', 'q', 'r']);
    const keys = column.map((x) => x.orderKey);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(4);
    const written = new Map(plan.writes.map((w) => [w.id, w.orderKey]));
    for (const card of column) expect(written.get(card.id) ?? 'a0').toBe(card.orderKey);
  });

  it('is null for a card that is not on the board', () => {
    expect(planMove(board, 'zz', { status: 'rejected', index: 0 }, now)).toBeNull();
  });
});

describe('keys', () => {
  it('puts a new card before the first of its column, and starts an empty column', () => {
    expect(keyBeforeFirst([app('a', 'applied', { orderKey: 'a0' })]) < 'a0').toBe(true);
    expect(keyBeforeFirst([])).toBe('a0');
  });

  it('spreads the column again rather than let a key grow past the limit', () => {
    const long = 'a0' + 'V'.repeat(70);
    const column = [app('a', 'applied', { orderKey: long }), app('b', 'applied', { orderKey: long + '1' })];
    const { key, others } = keysAround(column, 1);
    expect(key.length).toBeLessThan(10);
    expect(others.map((o) => o.id).sort()).toEqual(['a', 'b']);
  });

  it('keeps a key of exactly the limit’s length between its neighbours, and spreads one a character longer', () => {
    const between = (length: number) => {
      const before = 'a0' + 'V'.repeat(length);
      return keysAround(
        [app('a', 'applied', { orderKey: before }), app('b', 'applied', { orderKey: before + '1' })],
        1,
      );
    };
    const atLimit = between(60);
    expect(atLimit.key).toHaveLength(MAX_ORDER_KEY_LENGTH);
    expect(atLimit.others).toEqual([]);
    const past = between(61);
    expect(past.key.length).toBeLessThan(10);
    expect(past.others).toHaveLength(2);
  });
});

describe('restoreCard', () => {
  it('puts the card back as it was, in its place, and leaves every other card as it is', () => {
    const previous = board[1]!;
    const moved = applyMove(board, 'b', { status: 'rejected', index: 0 }, new Date('2026-11-20T09:00:00Z'));
    const restored = restoreCard(moved, previous, { status: 'job_openings', index: 1 });
    expect(ids('job_openings', restored)).toEqual(['a', 'b', 'd']);
    expect(ids('rejected', restored)).toEqual(['c']);
    for (const card of board) expect(restored.find((each) => each.id === card.id)).toBe(card);
  });
});

describe('boardColumns', () => {
  it('lays out the shown stages in order, a hidden one in its place while it holds cards', () => {
    const columns = boardColumns([...board, app('e', 'hr_screen')], DEFAULT_STAGES);
    expect(columns.map((c) => c.status)).toEqual([
      'job_openings',
      'applied',
      'hr_exploratory_call',
      'hr_screen',
      'portfolio_presentation',
      'whiteboarding_assignment',
      'product_discussion_culture_fit',
      'rejected',
      'offer_letter',
    ]);
    expect(boardColumns([], DEFAULT_STAGES).length).toBe(8);
  });
});

describe('placeInWholeColumn: a drop while a search or filter hides cards', () => {
  // Wishlist holds A, h1, B, h2, C in that order; the search hides h1 and h2. X waits in Applied.
  const wishlist = ['A', 'h1', 'B', 'h2', 'C'].map((id, i) =>
    testApplication(id, 'job_openings', { orderKey: `a${i}` }),
  );
  const all = [...wishlist, testApplication('X', 'hr_exploratory_call')];
  const visible = all.filter((app) => !app.id.startsWith('h'));
  const wishlistAfter = (id: string, to: { status: string; index: number }) =>
    applyMove(all, id, placeInWholeColumn(all, visible, id, to), new Date())
      .filter((app) => app.status === 'job_openings')
      .map((app) => app.id);

  it('lands a drop between two visible cards between the same two cards of the whole column', () => {
    expect(placeInWholeColumn(all, visible, 'X', { status: 'job_openings', index: 1 })).toEqual({
      status: 'job_openings',
      index: 2,
    });
    expect(wishlistAfter('X', { status: 'job_openings', index: 1 })).toEqual(['A', 'h1', 'X', 'B', 'h2', 'C']);
    expect(wishlistAfter('X', { status: 'job_openings', index: 0 })).toEqual(['X', 'A', 'h1', 'B', 'h2', 'C']);
  });

  it('reorders inside a filtered column by the visible neighbours', () => {
    // C dragged to between A and B: the visible column without C is A, B.
    expect(wishlistAfter('C', { status: 'job_openings', index: 1 })).toEqual(['A', 'h1', 'C', 'B', 'h2']);
  });

  it('puts a drop below the last visible card right after it, and into a column showing no card at its end', () => {
    const withHiddenLast = [...all, testApplication('h3', 'job_openings', { orderKey: 'a9' })];
    expect(placeInWholeColumn(withHiddenLast, visible, 'X', { status: 'job_openings', index: 3 })).toEqual({
      status: 'job_openings',
      index: 5,
    });
    const onlyHidden = [testApplication('h9', 'rejected'), ...all];
    expect(placeInWholeColumn(onlyHidden, visible, 'A', { status: 'rejected', index: 0 })).toEqual({
      status: 'rejected',
      index: 1,
    });
  });

  it('puts a drop below the first card of the whole column, the only one showing, right after it', () => {
    const firstShown = [
      testApplication('F', 'rejected', { orderKey: 'a0' }),
      testApplication('hF', 'rejected', { orderKey: 'a1' }),
      ...all,
    ];
    const shown = firstShown.filter((app) => !app.id.startsWith('h'));
    expect(placeInWholeColumn(firstShown, shown, 'A', { status: 'rejected', index: 1 })).toEqual({
      status: 'rejected',
      index: 1,
    });
  });

  it('changes nothing when no card is hidden', () => {
    const to = { status: 'job_openings', index: 3 };
    expect(placeInWholeColumn(all, all, 'X', to)).toBe(to);
    expect(placeInWholeColumn(all, [...all], 'X', to)).toEqual(to);
  });
});
