import { renderHook, waitFor } from '@testing-library/react';
import { getSupabase } from '@job-tracker/supabase-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshCache, seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { calendarDay } from '@/lib/applications/calendar';
import { getBoard, useApplications } from './get-applications';
import { getUpcomingEvents, useUpcomingEvents } from './get-upcoming-events';
import { prefetchBoard, takePrefetchedBoard } from './prefetch-board';

const requests = { board: getBoard, events: getUpcomingEvents };

// The client keeps the fetch it was made with: spied on before sign-up, counted from a mark.
const restReads = (spy: { mock: { calls: Parameters<typeof fetch>[] } }, from: number) =>
  spy.mock.calls
    .slice(from)
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.startsWith('/rest/v1/'))
    .map((url) => url.pathname.slice('/rest/v1/'.length));

describe('the board’s first requests, started before the page mounts (against the emulator)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the board page’s first load takes the prefetched board and events instead of asking again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await signUpTestAccount();
    await seedApplications([
      { company: 'Figma', position: 'Designer', order_key: 'a0' },
      { company: 'Linear', position: 'Designer', order_key: 'a1' },
    ]);
    const mark = fetchSpy.mock.calls.length;
    prefetchBoard(getSupabase(), requests);
    await waitFor(() => expect(restReads(fetchSpy, mark)).toEqual(['rpc/my_board_rows', 'application_events']));

    const today = calendarDay(new Date());
    // The events' data is read while rendering, as the page reads it: SWR re-renders only for what a
    // render read, so data first read after its answer had arrived would never show.
    const { result } = renderHook(
      () => ({ board: useApplications(user.id), events: useUpcomingEvents(user.id, today).data }),
      { wrapper: FreshCache },
    );
    await waitFor(() =>
      expect(result.current.board.applications?.map((app) => app.company)).toEqual(['Figma', 'Linear']),
    );
    await waitFor(() => expect(result.current.events).toEqual([]));
    expect(restReads(fetchSpy, mark)).toEqual(['rpc/my_board_rows', 'application_events']);

    // Taken once: a later load of the board asks the server.
    expect(await takePrefetchedBoard(user.id)).toBeUndefined();
    await result.current.board.retry();
    expect(restReads(fetchSpy, mark)).toEqual(['rpc/my_board_rows', 'application_events', 'rpc/my_board_rows']);
  });

  it('asks nothing for a signed-out page, and gives no other user the prefetched board', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await signUpTestAccount();
    await getSupabase().auth.signOut();
    const mark = fetchSpy.mock.calls.length;
    prefetchBoard(getSupabase(), requests);
    expect(await takePrefetchedBoard(user.id)).toBeUndefined();
    expect(restReads(fetchSpy, mark)).toEqual([]);

    const other = await signUpTestAccount('Grace Hopper');
    prefetchBoard(getSupabase(), requests);
    expect(await takePrefetchedBoard(user.id)).toBeUndefined();
    expect(await takePrefetchedBoard(other.user.id)).toEqual({ stages: expect.any(Array), applications: [] });
  });
});
