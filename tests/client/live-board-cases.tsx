import { act, renderHook, waitFor } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import { getSupabase, type Database } from '@job-tracker/supabase-client';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { applicationsKey } from '@/lib/applications/cache-keys';
import { expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { holdCard } from '@/lib/applications/card-holds';
import { useChangedElsewhere } from '@/lib/applications/changed-elsewhere';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { useStages } from '@/lib/applications/use-stages';
import { useApplications } from '@/features/board/api/get-applications';
import { useUpdateApplication } from '@/features/board/api/update-application';
import { useLiveBoard } from '@/features/board/hooks/use-live-board';
import { FreshCache, seedApplications, signUpTestAccount, type TestAccount } from './emulator-client';

// jsdom's WebSocket hands Node's event target jsdom's events, which it refuses: realtime-js gets the `ws`
// package's, as it would on Node without a global WebSocket.
vi.stubGlobal('WebSocket', NodeWebSocket);

// A change on one device shows on another "within a second": each wait here allows that, and no more.
const WITHIN_A_SECOND = { timeout: 1000 };

/** The board of `account` on this page, kept live, once loaded and once its channel has joined. */
async function liveBoard(account: TestAccount, wrapper = FreshCache) {
  const rendered = renderHook(
    () => {
      useLiveBoard(account.user.id);
      return { ...useApplications(account.user.id), stages: useStages(account.user.id) };
    },
    { wrapper },
  );
  await waitFor(() => expect(rendered.result.current.applications).toBeDefined(), { timeout: 5000 });
  await waitFor(
    () =>
      expect(
        getSupabase()
          .getChannels()
          .map((channel) => channel.state),
      ).toEqual(['joined']),
    {
      timeout: 5000,
    },
  );
  return rendered;
}

const companies = (board: { applications?: { company: string }[] }) => board.applications?.map((app) => app.company);

/**
 * The live board's cases, against `emulator()` (the suite's on PGlite, or a test file's own on PostgreSQL):
 * the page's one Supabase client talks to one emulator, so each database has a test file of its own.
 */
export function liveBoardCases(emulator: () => { url: string; anonKey: string }) {
  const newAccount = () => signUpTestAccount('Ada Lovelace', emulator());

  it('shows an add, an edit, a move and a delete made on another device, without reading the board again', async () => {
    const account = await newAccount();
    await seedApplications([
      { company: 'Airbnb', position: 'Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Designer', order_key: 'a1' },
    ]);
    const { result, unmount } = await liveBoard(account);
    const [airbnb] = result.current.applications!;
    const phone = await account.otherTab();

    const added = await phone
      .from('job_applications')
      .insert({ company: 'Canva', position: 'Lead', user_id: account.user.id, order_key: 'a05', notes: 'Ünïcode ✓' })
      .select()
      .single();
    if (added.error) throw added.error;
    await waitFor(() => expect(companies(result.current)).toEqual(['Airbnb', 'Canva', 'Brex']), WITHIN_A_SECOND);
    const canva = result.current.applications![1]!;
    expect(canva).toMatchObject({ id: added.data.id, position: 'Lead', notes: 'Ünïcode ✓', revision: 1 });
    expect(canva.lastUpdated.getTime()).toBe(new Date(added.data.last_updated).getTime());
    // Not a reload of the board: the card nobody touched is the very object it was.
    expect(result.current.applications![0]).toBe(airbnb);

    const edited = await phone.from('job_applications').update({ position: 'Staff Designer' }).eq('id', added.data.id);
    if (edited.error) throw edited.error;
    await waitFor(
      () => expect(result.current.applications![1]).toMatchObject({ position: 'Staff Designer' }),
      WITHIN_A_SECOND,
    );

    const moved = await phone
      .from('job_applications')
      .update({ status: 'rejected', order_key: 'a0' })
      .eq('id', added.data.id);
    if (moved.error) throw moved.error;
    await waitFor(
      () => expect(result.current.applications![2]).toMatchObject({ company: 'Canva', status: 'rejected' }),
      WITHIN_A_SECOND,
    );

    const deleted = await phone
      .from('job_applications')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', added.data.id);
    if (deleted.error) throw deleted.error;
    await waitFor(() => expect(companies(result.current)).toEqual(['Airbnb', 'Brex']), WITHIN_A_SECOND);
    expect(result.current.applications![0]).toBe(airbnb);
    unmount();
  });

  it('shows a bulk move made elsewhere as one change of the board, not one a card', async () => {
    const account = await newAccount();
    const ids = await seedApplications(
      Array.from({ length: 40 }, (_, n) => ({ company: `Studio ${n}`, position: 'Designer', order_key: `a${n}` })),
    );
    const boardKey = unstable_serialize(applicationsKey(account.user.id));
    // Every board put into the cache, from the first (a browser renders each: a message is a task).
    const boards = new Set<unknown>();
    class RecordingCache extends Map<string, { data?: unknown }> {
      override set(key: string, state: { data?: unknown }) {
        if (key === boardKey && Array.isArray(state.data)) boards.add(state.data);
        return super.set(key, state);
      }
    }
    const recording = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new RecordingCache(), dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    const { result, unmount } = await liveBoard(account, recording);
    const before = boards.size;
    const phone = await account.otherTab();
    const moved = await phone.rpc('move_applications', { ids: ids as string[], stage: 'applied', at: null });
    if (moved.error) throw moved.error;
    const applied = () => result.current.applications!.filter((app) => app.status === 'applied');
    await waitFor(() => expect(applied()).toHaveLength(40), WITHIN_A_SECOND);
    // The board after; a second at most, should the burst straddle two batches. Not forty.
    expect(boards.size - before).toBeLessThanOrEqual(2);
    unmount();
  });

  it("never receives another user's change", async () => {
    const account = await newAccount();
    const { result, unmount } = await liveBoard(account);
    const { url, anonKey } = emulator();
    const stranger = createClient<Database>(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'stranger' },
    });
    const made = await stranger.auth.signUp({
      email: `other-${crypto.randomUUID()}@example.test`,
      password: 'other-password',
    });
    if (made.error || !made.data.user) throw made.error ?? new Error('The sign-up returned no user.');
    const theirs = await stranger
      .from('job_applications')
      .insert({ company: 'Not yours', position: 'Designer', user_id: made.data.user!.id });
    if (theirs.error) throw theirs.error;
    // Changes arrive in commit order: once this user's own later change is on the board, the other's
    // would have come before it.
    const phone = await account.otherTab();
    const mine = await phone
      .from('job_applications')
      .insert({ company: 'Mine', position: 'Designer', user_id: account.user.id });
    if (mine.error) throw mine.error;
    await waitFor(() => expect(companies(result.current)).toEqual(['Mine']), WITHIN_A_SECOND);
    unmount();
  });

  it('shows a stage renamed on another device, from the stages alone', async () => {
    const account = await newAccount();
    const { result, unmount } = await liveBoard(account);
    const phone = await account.otherTab();
    const renamed = await phone.from('application_stages').update({ label: 'Sent ✓' }).eq('key', 'applied');
    if (renamed.error) throw renamed.error;
    await waitFor(
      () => expect(result.current.stages.find((stage) => stage.value === 'applied')?.label).toBe('Sent ✓'),
      WITHIN_A_SECOND,
    );
    expect(result.current.stages.map((stage) => stage.value)).toEqual(DEFAULT_STAGES.map((stage) => stage.value));
    unmount();
  });

  it('says "Changed elsewhere" for another device’s change, not for the user’s own', async () => {
    const account = await newAccount();
    const [figma] = await seedApplications([
      { company: 'Figma', position: 'Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Designer', order_key: 'a1' },
    ]);
    const { result, unmount } = await liveBoard(account);
    const dialog = renderHook(() => ({ changed: useChangedElsewhere(figma), update: useUpdateApplication() }), {
      wrapper: FreshCache,
    });
    await act(async () => {
      await dialog.result.current.update(account.user.id, figma!, { position: 'Lead Designer' });
    });
    // The echo of the user's own save comes before this later change of another card.
    const phone = await account.otherTab();
    await phone.from('job_applications').update({ position: 'Later' }).neq('id', figma!);
    await waitFor(() => expect(result.current.applications![1]).toMatchObject({ position: 'Later' }), WITHIN_A_SECOND);
    expect(dialog.result.current.changed).toBe(false);
    await phone.from('job_applications').update({ notes: 'From the phone' }).eq('id', figma!);
    await waitFor(() => expect(dialog.result.current.changed).toBe(true), WITHIN_A_SECOND);
    dialog.unmount();
    unmount();
  });

  it('keeps a change to a held card (dragged, or a write not yet answered) until it is let go', async () => {
    const account = await newAccount();
    const [id] = await seedApplications([{ company: 'Airbnb', position: 'Designer' }]);
    const { result, unmount } = await liveBoard(account);
    const release = holdCard(id!);
    const phone = await account.otherTab();
    await phone.from('job_applications').update({ position: 'Held' }).eq('id', id!);
    // A second card's change, after the held one's, shows that the held one came in and waited.
    await phone.from('job_applications').insert({ company: 'Brex', position: 'Designer', user_id: account.user.id });
    await waitFor(() => expect(companies(result.current)).toContain('Brex'), WITHIN_A_SECOND);
    expect(result.current.applications!.find((app) => app.id === id)).toMatchObject({ position: 'Designer' });
    release();
    await waitFor(
      () => expect(result.current.applications!.find((app) => app.id === id)).toMatchObject({ position: 'Held' }),
      WITHIN_A_SECOND,
    );
    unmount();
  });

  it('reads the board once to load it, and not again when its channel first joins', async () => {
    const account = await newAccount();
    const requests = vi.spyOn(globalThis, 'fetch');
    try {
      const { unmount } = await liveBoard(account);
      await act(() => new Promise((settle) => setTimeout(settle, 1000)));
      const boardReads = requests.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/rest/v1/rpc/my_board_rows'),
      );
      expect(boardReads).toHaveLength(1);
      unmount();
    } finally {
      requests.mockRestore();
    }
  });

  it('reads the board once after the connection was lost, for the changes made meanwhile', async () => {
    const account = await newAccount();
    const { result, unmount } = await liveBoard(account);
    const [channel] = getSupabase().getChannels();
    // The network goes away: the socket closes without a goodbye, and realtime-js reconnects on its own.
    const realtime = getSupabase().realtime as unknown as { socketAdapter: { getSocket(): { conn: WebSocket } } };
    realtime.socketAdapter.getSocket().conn.close();
    await waitFor(() => expect(channel!.state).not.toBe('joined'), WITHIN_A_SECOND);
    const phone = await account.otherTab();
    const missed = await phone
      .from('job_applications')
      .insert({ company: 'Missed', position: 'Designer', user_id: account.user.id });
    if (missed.error) throw missed.error;
    await waitFor(() => expect(channel!.state).toBe('joined'), { timeout: 15_000 });
    await waitFor(() => expect(companies(result.current)).toEqual(['Missed']), { timeout: 5000 });
    unmount();
  });
}
