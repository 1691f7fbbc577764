// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { boardColumns, keepUnchangedColumns } from './board-columns';
import { applyMove } from './move';

const app = testApplication;

describe('boardColumns', () => {
  const stages = [
    { value: 'job_openings', label: 'Wishlist', kind: 'active' as const, hidden: false },
    { value: 'applied', label: 'Applied', kind: 'active' as const, hidden: true },
    { value: 'stage_1', label: 'Ghosted', kind: 'closed' as const, hidden: false },
    { value: 'rejected', label: 'Rejected', kind: 'rejected' as const, hidden: false },
  ];

  it("gives each shown stage a column in the user's order, and a hidden one in its place while it holds any", () => {
    expect(boardColumns([app('a', 'rejected')], stages).map((c) => c.status)).toEqual([
      'job_openings',
      'stage_1',
      'rejected',
    ]);
    const columns = boardColumns([app('a', 'rejected'), app('b', 'applied'), app('c', 'applied')], stages);
    expect(columns.map((c) => [c.status, c.applications.map((x) => x.id)])).toEqual([
      ['job_openings', []],
      ['applied', ['b', 'c']],
      ['stage_1', []],
      ['rejected', ['a']],
    ]);
  });

  it('adds a column after them for a status outside the list, so no application is invisible', () => {
    expect(boardColumns([app('a', 'on_hold')], stages).map((c) => c.status)).toEqual([
      'job_openings',
      'stage_1',
      'rejected',
      'on_hold',
    ]);
  });
});

describe('keepUnchangedColumns', () => {
  it('keeps the arrays of the columns a move did not touch, and renews the two it did', () => {
    const board = [app('a', 'job_openings'), app('b', 'job_openings'), app('c', 'rejected'), app('d', 'offer_letter')];
    const before = boardColumns(board, DEFAULT_STAGES);
    const after = keepUnchangedColumns(
      before,
      boardColumns(applyMove(board, 'a', { status: 'rejected', index: 0 }, new Date()), DEFAULT_STAGES),
    );
    const byStatus = (columns: typeof before, status: string) => columns.find((c) => c.status === status)!;
    expect(byStatus(after, 'offer_letter')).toBe(byStatus(before, 'offer_letter'));
    expect(byStatus(after, 'hr_exploratory_call')).toBe(byStatus(before, 'hr_exploratory_call'));
    expect(byStatus(after, 'job_openings')).not.toBe(byStatus(before, 'job_openings'));
    expect(byStatus(after, 'rejected').applications.map((a) => a.id)).toEqual(['a', 'c']);
  });

  it('renews a column whose card changed even if its length did not', () => {
    const board = [app('a', 'job_openings')];
    const before = boardColumns(board, DEFAULT_STAGES);
    const after = keepUnchangedColumns(before, boardColumns([{ ...board[0]!, position: 'Lead' }], DEFAULT_STAGES));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.applications[0]!.position).toBe('Lead');
  });
});
