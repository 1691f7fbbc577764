import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@/lib/applications/application';
import { testApplication } from '../../../../tests/test-application';
import { boardColumns } from './board-columns';
import { applyMove, locate, resolveMove } from './move';

const app = testApplication;

const board = [app('a', 'job_openings'), app('b', 'job_openings'), app('c', 'rejected'), app('d', 'job_openings')];
const ids = (status: string, apps: JobApplication[]) =>
  boardColumns(apps)
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

describe('boardColumns', () => {
  it('lays out the seven columns in order, then any other status that holds cards', () => {
    const columns = boardColumns([...board, app('e', 'hr_screen')]);
    expect(columns.map((c) => c.status)).toEqual([
      'job_openings',
      'hr_exploratory_call',
      'portfolio_presentation',
      'whiteboarding_assignment',
      'product_discussion_culture_fit',
      'rejected',
      'offer_letter',
      'hr_screen',
    ]);
    expect(boardColumns([]).length).toBe(7);
  });
});
