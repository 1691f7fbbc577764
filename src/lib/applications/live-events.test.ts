// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toApplication, type JobApplication } from './application';
import { testRow } from '../../../tests/test-application';
import { applyApplicationChange, changedId, placeCard, type ApplicationChange } from './live-events';

/** A row as Realtime's record carries it: every column, the long ones and the deletion mark included. */
const row = (id: string, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...testRow({
    id,
    user_id: 'u1',
    user_name: 'Ada',
    company: `Company ${id}`,
    company_key: `company${id}`,
    job_description: 'A long text the board does not show',
  }),
  ...fields,
});

const card = (id: string, fields: Record<string, unknown> = {}): JobApplication =>
  toApplication(row(id, fields) as never);
const insert = (record: Record<string, unknown>): ApplicationChange => ({ eventType: 'INSERT', new: record, old: {} });
const update = (record: Record<string, unknown>): ApplicationChange => ({
  eventType: 'UPDATE',
  new: record,
  old: { id: record.id },
});
const remove = (id: string): ApplicationChange => ({ eventType: 'DELETE', new: {}, old: { id } });
const ids = (board: readonly JobApplication[]) => board.map((app) => app.id);

describe('live-events', () => {
  const board = [
    card('w1', { status: 'job_openings', order_key: 'a0' }),
    card('a1', { order_key: 'a0' }),
    card('a2', { order_key: 'a2' }),
    card('r1', { status: 'rejected', order_key: 'a0' }),
  ];

  it('adds an inserted application among its stage’s cards by order key, every field as sent', () => {
    const next = applyApplicationChange(board, insert(row('new', { order_key: 'a1', notes: 'Line 1\nLine 2' })));
    expect(ids(next)).toEqual(['w1', 'a1', 'new', 'a2', 'r1']);
    expect(next[2]).toEqual(card('new', { order_key: 'a1', notes: 'Line 1\nLine 2' }));
    expect(next[2]).not.toHaveProperty('jobDescription');
  });

  it('puts an insert into a stage with no cards at the end, and at the top of its column by key', () => {
    expect(ids(applyApplicationChange(board, insert(row('o1', { status: 'offer_letter' }))))).toEqual([
      'w1',
      'a1',
      'a2',
      'r1',
      'o1',
    ]);
    expect(ids(applyApplicationChange(board, insert(row('top', { order_key: 'Zz' }))))).toEqual([
      'w1',
      'top',
      'a1',
      'a2',
      'r1',
    ]);
  });

  it('orders equal keys most recently updated first, then by id, as the board’s load does', () => {
    const tied = [card('b', { last_updated: '2026-11-03T10:00:00Z' })];
    expect(ids(placeCard(tied, card('newer', { last_updated: '2026-11-04T10:00:00Z' })))).toEqual(['newer', 'b']);
    expect(ids(placeCard(tied, card('older', { last_updated: '2026-11-02T10:00:00Z' })))).toEqual(['b', 'older']);
    expect(ids(placeCard(tied, card('a')))).toEqual(['a', 'b']);
    expect(ids(placeCard(tied, card('c')))).toEqual(['b', 'c']);
  });

  it('moves an updated card to its new stage and place', () => {
    const next = applyApplicationChange(board, update(row('a2', { status: 'rejected', order_key: 'Zz', revision: 2 })));
    expect(ids(next)).toEqual(['w1', 'a1', 'a2', 'r1']);
    expect(next[2]).toMatchObject({ status: 'rejected', orderKey: 'Zz', revision: 2 });
    const back = applyApplicationChange(
      next,
      update(row('a2', { status: 'job_openings', order_key: 'b0', revision: 3 })),
    );
    expect(ids(back)).toEqual(['w1', 'a2', 'a1', 'r1']);
  });

  it('replaces an edited card where it is, leaving every other card the same object', () => {
    const next = applyApplicationChange(board, update(row('a1', { position: 'Design Lead', revision: 2 })));
    expect(ids(next)).toEqual(ids(board));
    expect(next[1]).toEqual(card('a1', { position: 'Design Lead', revision: 2 }));
    expect(next.filter((app, i) => app !== board[i])).toEqual([next[1]]);
  });

  it('answers the very board for the echo of its own write or an older revision', () => {
    expect(applyApplicationChange(board, update(row('a1')))).toBe(board);
    expect(applyApplicationChange(board, insert(row('a1')))).toBe(board);
    const moved = [board[0]!, card('a1', { revision: 3, order_key: 'a5' }), board[2]!, board[3]!];
    expect(applyApplicationChange(moved, update(row('a1', { revision: 2, order_key: 'a1' })))).toBe(moved);
  });

  it('removes a card marked deleted, or deleted, and ignores one it does not hold', () => {
    expect(
      ids(applyApplicationChange(board, update(row('a2', { deleted_at: '2026-11-05T10:00:00Z', revision: 2 })))),
    ).toEqual(['w1', 'a1', 'r1']);
    expect(ids(applyApplicationChange(board, remove('r1')))).toEqual(['w1', 'a1', 'a2']);
    expect(applyApplicationChange(board, remove('gone'))).toBe(board);
    expect(applyApplicationChange(board, update(row('gone', { deleted_at: '2026-11-05T10:00:00Z' })))).toBe(board);
  });

  it('brings back a card restored by Undo on another device', () => {
    const without = board.filter((app) => app.id !== 'a2');
    expect(ids(applyApplicationChange(without, update(row('a2', { revision: 3 }))))).toEqual(ids(board));
  });

  it('takes a change of the same revision that differs from the card (only an older one is stale)', () => {
    const next = applyApplicationChange(board, update(row('a1', { position: 'Design Lead' })));
    expect(next[1]).toMatchObject({ id: 'a1', position: 'Design Lead', revision: 1 });
  });

  it('places a card anew when only its stage or only its key changed', () => {
    const restaged = applyApplicationChange(
      board,
      update(row('a1', { status: 'rejected', order_key: 'a0', revision: 2 })),
    );
    expect(ids(restaged)).toEqual(['w1', 'a2', 'a1', 'r1']);
    expect(restaged[2]).toMatchObject({ status: 'rejected' });
    const rekeyed = applyApplicationChange(board, update(row('a1', { order_key: 'a3', revision: 2 })));
    expect(ids(rekeyed)).toEqual(['w1', 'a2', 'a1', 'r1']);
  });

  it('names the application of each kind of change', () => {
    expect(changedId(insert(row('x')))).toBe('x');
    expect(changedId(update(row('y')))).toBe('y');
    expect(changedId(remove('z'))).toBe('z');
    expect(changedId({ eventType: 'DELETE', new: {}, old: {} })).toBeUndefined();
  });
});
