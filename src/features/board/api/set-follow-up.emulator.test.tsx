import { act, renderHook, waitFor } from '@testing-library/react';
import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { FreshCache, seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { useApplications } from './get-applications';
import { setFollowUp, useSetFollowUp } from './set-follow-up';

async function storedFollowUps(): Promise<Record<string, string | null>> {
  const { data, error } = await getSupabase().from('job_applications').select('company,follow_up_on');
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.company, row.follow_up_on]));
}

function renderBoard(userId: string) {
  return renderHook(() => ({ board: useApplications(userId), setFollowUp: useSetFollowUp(userId) }), {
    wrapper: FreshCache,
  });
}

describe('setFollowUp (against the emulator)', () => {
  it('sets and clears one application’s follow-up day, and fails for one that is gone', async () => {
    const { user } = await signUpTestAccount();
    const userId = user.id;
    const [airbnb] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer' },
      { company: 'Brex', position: 'Product Designer', follow_up_on: '2026-12-24' },
    ]);
    await setFollowUp(userId, airbnb!, '2026-12-01');
    expect(await storedFollowUps()).toEqual({ Airbnb: '2026-12-01', Brex: '2026-12-24' });
    await setFollowUp(userId, airbnb!, null);
    expect(await storedFollowUps()).toEqual({ Airbnb: null, Brex: '2026-12-24' });
    await expect(setFollowUp(userId, crypto.randomUUID(), '2026-12-01')).rejects.toThrow(
      'The application no longer exists.',
    );
  });

  it('shows the new day on that card at once and keeps it; a refusal puts the board back', async () => {
    const account = await signUpTestAccount();
    const [airbnb, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer' },
      { company: 'Brex', position: 'Product Designer', follow_up_on: '2026-12-24' },
    ]);
    const { result } = renderBoard(account.user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(2));
    const followUps = () =>
      Object.fromEntries(result.current.board.applications!.map((app) => [app.company, app.followUpOn]));

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.setFollowUp(airbnb!, '2026-12-01');
    });
    expect(followUps()).toEqual({ Airbnb: '2026-12-01', Brex: '2026-12-24' });
    await act(() => pending);
    expect(followUps()).toEqual({ Airbnb: '2026-12-01', Brex: '2026-12-24' });
    expect(await storedFollowUps()).toEqual({ Airbnb: '2026-12-01', Brex: '2026-12-24' });

    // The write reads no board back: a rename in another tab shows when Realtime brings it (not mounted here).
    const other = await account.otherTab();
    expect((await other.from('job_applications').update({ company: 'Airbnb Inc' }).eq('id', airbnb!)).error).toBeNull();
    await act(() => result.current.setFollowUp(airbnb!, '2026-12-02'));
    expect(followUps()).toEqual({ Airbnb: '2026-12-02', Brex: '2026-12-24' });

    // Another tab deleted Brex meanwhile: the write finds no row, and the card shows its old day again.
    expect((await other.from('job_applications').delete().eq('id', brex!)).error).toBeNull();
    let failure: unknown;
    await act(() => result.current.setFollowUp(brex!, null).catch((error: unknown) => void (failure = error)));
    expect(failure).toEqual(new Error('The application no longer exists.'));
    expect(followUps()).toEqual({ Airbnb: '2026-12-02', Brex: '2026-12-24' });
  });
});
