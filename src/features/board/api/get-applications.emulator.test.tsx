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

  it('reads a small board in one request: the stages in order, each with its applications', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await signUpTestAccount();
    await seedApplications([
      { company: 'Figma', position: 'Designer', status: 'rejected', order_key: 'a0' },
      { company: 'Linear', position: 'Designer', status: 'job_openings', order_key: 'a1' },
      { company: 'Stripe', position: 'Designer', status: 'job_openings', order_key: 'a0' },
    ]);
    const mark = fetchSpy.mock.calls.length;
    const board = await getBoard(user.id);
    expect(restReads(fetchSpy, mark)).toEqual(['application_stages']);
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
  });

  it('reads the rest of a stage the server cut at 1,000 rows, in the column’s order, each card once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await signUpTestAccount();
    const name = (i: number) => `Bulk ${String(i).padStart(4, '0')}`;
    // Keys in the column's order: Bulk 0000 first, Bulk 2199 last.
    const rows = Array.from({ length: 2200 }, (_, i) => ({
      company: name(i),
      position: 'Designer',
      status: 'job_openings',
      order_key: `a${String(i).padStart(4, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 1000) await seedApplications(rows.slice(i, i + 1000));
    await seedApplications([{ company: 'Other', position: 'Designer', status: 'rejected' }]);
    const mark = fetchSpy.mock.calls.length;
    const board = await getBoard(user.id);
    // The stages with the first 1,000 of Wishlist, then Wishlist's other 1,200 in two requests at once.
    expect(restReads(fetchSpy, mark)).toEqual(['application_stages', 'job_applications', 'job_applications']);
    const wishlist = board.applications.filter((app) => app.status === 'job_openings').map((app) => app.company);
    expect(wishlist).toEqual(rows.map((row) => row.company));
    expect(board.applications.filter((app) => app.status === 'rejected').map((app) => app.company)).toEqual(['Other']);
  }, 60_000);
});
