import { getSupabase } from '@job-tracker/supabase-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { getBoard } from './get-applications';

// The client keeps the fetch it was made with: spied on before sign-up, counted from a mark.
const restReads = (spy: { mock: { calls: Parameters<typeof fetch>[] } }, from: number) =>
  spy.mock.calls
    .slice(from)
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.startsWith('/rest/v1/'))
    .map((url) => url.pathname.slice('/rest/v1/'.length));

describe('getBoard (against the emulator)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a board in one request: the stages in order, each column’s cards in order, not the trash', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await signUpTestAccount();
    const [, , , trashed] = await seedApplications([
      { company: 'Figma', position: 'Designer', status: 'rejected', order_key: 'a0' },
      { company: 'Linear', position: 'Designer', status: 'job_openings', order_key: 'a1' },
      { company: 'Stripe', position: 'Designer', status: 'job_openings', order_key: 'a0' },
      { company: 'Trashed', position: 'Designer', status: 'job_openings', order_key: 'a0' },
    ]);
    await getSupabase().from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', trashed!);
    const mark = fetchSpy.mock.calls.length;
    const board = await getBoard();
    expect(restReads(fetchSpy, mark)).toEqual(['rpc/my_board_rows']);
    expect(board.stages.map((stage) => stage.value)).toEqual([
      'job_openings',
      'applied',
      'hr_exploratory_call',
      'hr_screen',
      'portfolio',
      'portfolio_presentation',
      'whiteboarding_assignment',
      'product_discussion_culture_fit',
      'rejected',
      'offer_letter',
    ]);
    expect(board.applications.map((app) => app.company)).toEqual(['Stripe', 'Linear', 'Figma']);
    expect(board.applications[0]).toMatchObject({ companyKey: 'stripe', status: 'job_openings', revision: 1 });
    expect(board.applications[0]!.appliedDate).toBeInstanceOf(Date);
    // Another user's board is theirs alone.
    await signUpTestAccount('Grace Hopper');
    expect((await getBoard()).applications).toEqual([]);
  });

  it('reads a board of 5,000 applications, past the server’s 1,000-row cut, in one request and in order', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await signUpTestAccount();
    const name = (i: number) => `Bulk ${String(i).padStart(4, '0')}`;
    // Keys in the column's order: Bulk 0000 first; 4,000 in Wishlist, 1,000 in Applied.
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      company: name(i),
      position: 'Designer',
      status: i < 4000 ? 'job_openings' : 'applied',
      order_key: `a${String(i).padStart(4, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 1000) await seedApplications(rows.slice(i, i + 1000));
    const mark = fetchSpy.mock.calls.length;
    const board = await getBoard();
    expect(restReads(fetchSpy, mark)).toEqual(['rpc/my_board_rows']);
    expect(board.applications.map((app) => app.company)).toEqual(rows.map((row) => row.company));
    expect(board.applications.filter((app) => app.status === 'applied')).toHaveLength(1000);
  }, 120_000);
});
