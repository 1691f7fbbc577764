import { act, renderHook, waitFor } from '@testing-library/react';
import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { FreshCache, seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { takeOwnEcho } from '@/lib/applications/card-holds';
import { useBulkActions } from './bulk-actions';
import { useApplications } from './get-applications';

function renderTable(userId: string) {
  return renderHook(() => ({ board: useApplications(userId), bulk: useBulkActions(userId) }), { wrapper: FreshCache });
}

async function stored() {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('id,company,status,follow_up_on,status_changed_at,last_updated,deleted_at')
    .order('company');
  if (error) throw error;
  return data;
}

const seed = (count: number) =>
  seedApplications(
    Array.from({ length: count }, (_, i) => ({
      company: `Studio ${String(i).padStart(2, '0')}`,
      position: 'Designer',
    })),
  );

describe('useBulkActions (against the emulator)', () => {
  it('moves a selection in one request, shows it on the board, and one Undo puts every row back', async () => {
    const { user } = await signUpTestAccount();
    const ids = await seed(30);
    const { result } = renderTable(user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(30));
    const before = await stored();
    const chosen = ids.slice(0, 26);

    const requests: string[] = [];
    const spy = (url: string) => requests.push(url);
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      spy(String(input instanceof Request ? input.url : input));
      return fetchBefore(input, init);
    };
    let moved!: Awaited<ReturnType<typeof result.current.bulk.move>>;
    try {
      await act(async () => {
        moved = await result.current.bulk.move(chosen, 'applied', null);
      });
    } finally {
      globalThis.fetch = fetchBefore;
    }
    expect(requests.filter((url) => url.includes('/rpc/move_applications'))).toHaveLength(1);
    expect(requests.filter((url) => url.includes('/job_applications'))).toHaveLength(0);
    expect(moved.moves).toHaveLength(26);
    // The live stream takes the rows' echoes for this page's own change, not a change from elsewhere.
    expect(ids.map((id) => takeOwnEcho(id))).toEqual(ids.map((id) => chosen.includes(id)));
    const board = result.current.board.applications!;
    expect(
      board
        .filter((app) => app.status === 'applied')
        .map((app) => app.id)
        .sort(),
    ).toEqual([...chosen].sort());
    expect((await stored()).filter((row) => row.status === 'applied')).toHaveLength(26);

    await act(() => result.current.bulk.undoMove(moved.moves));
    expect(chosen.map((id) => takeOwnEcho(id))).toEqual(chosen.map(() => true));
    expect(await stored()).toEqual(before);
    await waitFor(() =>
      expect(result.current.board.applications!.every((app) => app.status === 'job_openings')).toBe(true),
    );
  });

  it('deletes a selection and restores it whole; a follow-up set on many is stored on each', async () => {
    const { user } = await signUpTestAccount();
    const ids = await seed(4);
    const { result } = renderTable(user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(4));
    const before = await stored();
    const removed = result.current.board.applications!.filter((app) => ids.slice(0, 3).includes(app.id));

    await act(() => result.current.bulk.remove(removed.map((app) => app.id)));
    expect(result.current.board.applications!.map((app) => app.id)).toEqual([ids[3]]);
    expect((await stored()).filter((row) => row.deleted_at === null)).toHaveLength(1);
    await act(() => result.current.bulk.restore(removed));
    expect(await stored()).toEqual(before);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(4));

    await act(() => result.current.bulk.setFollowUp(ids.slice(1), '2026-12-01'));
    expect((await stored()).map((row) => row.follow_up_on)).toEqual([null, '2026-12-01', '2026-12-01', '2026-12-01']);
    expect(result.current.board.applications!.filter((app) => app.followUpOn === '2026-12-01')).toHaveLength(3);
  });

  it('refuses a selection with an application that is gone, and changes nothing on the server or the board', async () => {
    const { user } = await signUpTestAccount();
    const ids = await seed(3);
    const { result } = renderTable(user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(3));
    const before = await stored();
    const ghost = crypto.randomUUID();
    await expect(result.current.bulk.move([...ids, ghost], 'applied', null)).rejects.toMatchObject({
      message: '1 of these applications are not on your board any more.',
    });
    await expect(result.current.bulk.remove([...ids, ghost])).rejects.toMatchObject({ code: '22023' });
    await expect(result.current.bulk.setFollowUp([...ids, ghost], '2026-12-01')).rejects.toThrow(/1 of these/);
    expect(await stored()).toEqual(before);
    expect(result.current.board.applications!.every((app) => app.status === 'job_openings' && !app.followUpOn)).toBe(
      true,
    );
  });
});
