import { act, renderHook, waitFor } from '@testing-library/react';
import { getSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { FreshCache, seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { useAddApplication } from './add-application';
import { useDeleteApplication } from './delete-application';
import { useApplications } from './get-applications';
import { useUpdateApplication } from './update-application';

async function serverRow(id: string) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('company,position,status,location,deleted_at,order_key,user_name')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

describe('the board’s create, update and delete hooks (against the emulator)', () => {
  it('adds an application on the server, then at the top of Wishlist on the board', async () => {
    const { user } = await signUpTestAccount('Grace Hopper');
    await seedApplications([{ company: 'Airbnb', position: 'Product Designer', order_key: 'a0' }]);
    const { result } = renderHook(() => ({ board: useApplications(user.id), add: useAddApplication(user) }), {
      wrapper: FreshCache,
    });
    await waitFor(() => expect(result.current.board.applications).toHaveLength(1));
    const added = await act(() =>
      result.current.add({
        company: '  Stripe ',
        position: 'Design Lead',
        source: 'referral',
        sourceUrl: '',
        location: 'Dublin',
        workMode: 'hybrid',
      }),
    );
    expect(result.current.board.applications!.map((app) => app.company)).toEqual(['Stripe', 'Airbnb']);
    const row = await serverRow(added.id);
    expect(row).toMatchObject({
      company: 'Stripe',
      status: 'job_openings',
      location: 'Dublin',
      user_name: 'Grace Hopper',
    });
    // Its key sorts before the column's first card, so a reload shows it on top too.
    expect(row!.order_key < 'a0').toBe(true);
  });

  it('updates the fields it is given, on the server and on the board', async () => {
    const { user } = await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Figma', position: 'Designer', location: 'Berlin' }]);
    const { result } = renderHook(() => ({ board: useApplications(user.id), update: useUpdateApplication() }), {
      wrapper: FreshCache,
    });
    await waitFor(() => expect(result.current.board.applications).toHaveLength(1));
    await act(() => result.current.update(user.id, id!, { position: 'Senior Designer', location: '' }));
    expect(result.current.board.applications![0]).toMatchObject({ position: 'Senior Designer', location: '' });
    expect(await serverRow(id!)).toMatchObject({ company: 'Figma', position: 'Senior Designer', location: '' });
  });

  it('refuses an update the database refuses, and leaves the board as it was', async () => {
    const { user } = await signUpTestAccount();
    const [id] = await seedApplications([{ company: 'Figma', position: 'Designer' }]);
    const { result } = renderHook(() => ({ board: useApplications(user.id), update: useUpdateApplication() }), {
      wrapper: FreshCache,
    });
    await waitFor(() => expect(result.current.board.applications).toHaveLength(1));
    const board = result.current.board.applications;
    await expect(result.current.update(user.id, id!, { sourceUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: '23514',
    });
    expect(result.current.board.applications).toBe(board);
  });

  it('deletes so that Undo can bring the application back at its place', async () => {
    const { user } = await signUpTestAccount();
    const [, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Designer', order_key: 'a1' },
      { company: 'Canva', position: 'Designer', order_key: 'a2' },
    ]);
    const { result } = renderHook(() => ({ board: useApplications(user.id), actions: useDeleteApplication() }), {
      wrapper: FreshCache,
    });
    await waitFor(() => expect(result.current.board.applications).toHaveLength(3));
    const card = result.current.board.applications![1]!;
    await act(() => result.current.actions.remove(user.id, brex!));
    expect(result.current.board.applications!.map((app) => app.company)).toEqual(['Airbnb', 'Canva']);
    expect((await serverRow(brex!))?.deleted_at).not.toBeNull();
    await act(() => result.current.actions.restore(user.id, card, 1));
    expect(result.current.board.applications!.map((app) => app.company)).toEqual(['Airbnb', 'Brex', 'Canva']);
    expect(await serverRow(brex!)).toMatchObject({ deleted_at: null, order_key: 'a1' });
    // A second Undo finds nothing to restore, and says so.
    await expect(result.current.actions.restore(user.id, card, 1)).rejects.toThrow(
      'The application can no longer be restored.',
    );
  });

  it('reads nothing back after a write: the board changes by the written card alone', async () => {
    const account = await signUpTestAccount();
    const userId = account.user.id;
    const [airbnb, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Designer', order_key: 'a1' },
    ]);
    const { result } = renderHook(
      () => ({ board: useApplications(userId), update: useUpdateApplication(), actions: useDeleteApplication() }),
      { wrapper: FreshCache },
    );
    await waitFor(() => expect(result.current.board.applications).toHaveLength(2));
    const card = result.current.board.applications![1]!;
    // Another tab renames Airbnb: on the page Realtime brings that (not mounted here); a write reads no board.
    const other = await account.otherTab();
    expect((await other.from('job_applications').update({ company: 'Airbnb Inc' }).eq('id', airbnb!)).error).toBeNull();
    const shown = () => result.current.board.applications!.map((app) => `${app.company}: ${app.position}`);
    // A read started by a write would land within moments here: wait that long, then look.
    const afterAMoment = () => act(() => new Promise((settle) => setTimeout(settle, 1000)));

    await act(() => result.current.update(userId, brex!, { position: 'Lead' }));
    await afterAMoment();
    expect(shown()).toEqual(['Airbnb: Designer', 'Brex: Lead']);
    await act(() => result.current.actions.remove(userId, brex!));
    await afterAMoment();
    expect(shown()).toEqual(['Airbnb: Designer']);
    await act(() => result.current.actions.restore(userId, card, 1));
    await afterAMoment();
    expect(shown()).toEqual(['Airbnb: Designer', 'Brex: Designer']);
  });
});
