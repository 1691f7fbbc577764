import { act, renderHook, waitFor } from '@testing-library/react';
import { getSupabase, type ApplicationStatus } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { FreshCache, seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { computeMove, type CardLocation } from '../utils/move';
import { useApplications } from './get-applications';
import { useMoveApplication } from './move-application';

async function serverColumn(status: ApplicationStatus): Promise<string[]> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('company')
    .eq('status', status)
    .order('order_key');
  if (error) throw error;
  return data.map((row) => row.company);
}

function renderBoard(userId: string) {
  return renderHook(
    () => {
      const board = useApplications(userId);
      const save = useMoveApplication(userId);
      // As a drop or a menu does: the move is worked out on the board as it shows, then handed over.
      const move = (id: string, to: CardLocation) => {
        const planned = computeMove(board.applications ?? [], id, to, new Date());
        if (!planned) throw new Error(`Nothing to move: ${id} is not on the board or already there.`);
        return save(planned);
      };
      return { board, move };
    },
    { wrapper: FreshCache },
  );
}

describe('useMoveApplication (against the emulator)', () => {
  it('shows a move at once, then stores it: a reorder keeps the stage, a column change records one', async () => {
    const { user } = await signUpTestAccount();
    const [, , canva] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Product Designer', order_key: 'a1' },
      { company: 'Canva', position: 'Product Designer', order_key: 'a2' },
    ]);
    const { result } = renderBoard(user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(3));
    const before = result.current.board.applications!.find((app) => app.id === canva)!;

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.move(canva!, { status: 'job_openings', index: 0 });
    });
    // Optimistic: the board shows the new order before the server has answered.
    expect(result.current.board.applications!.map((app) => app.company)).toEqual(['Canva', 'Airbnb', 'Brex']);
    await act(() => pending);
    expect(await serverColumn('job_openings')).toEqual(['Canva', 'Airbnb', 'Brex']);
    const stored = await getSupabase()
      .from('job_applications')
      .select('status,last_updated,revision')
      .eq('id', canva!)
      .single();
    // A reorder stores the order only: same stage, same "last updated", a new revision.
    expect(stored.data).toMatchObject({ status: 'job_openings', revision: before.revision + 1 });
    expect(new Date(stored.data!.last_updated).getTime()).toBe(before.lastUpdated.getTime());

    await act(() => result.current.move(canva!, { status: 'portfolio_presentation', index: 0 }));
    expect(await serverColumn('portfolio_presentation')).toEqual(['Canva']);
    const history = await getSupabase()
      .from('application_status_history')
      .select('status')
      .eq('application_id', canva!)
      .order('changed_at');
    expect(history.data?.map((row) => row.status)).toEqual(['job_openings', 'portfolio_presentation']);
    expect(result.current.board.applications!.find((app) => app.id === canva)).toMatchObject({
      status: 'portfolio_presentation',
    });
  });

  it('puts the board back as it was when the server refuses the move', async () => {
    const account = await signUpTestAccount();
    const [, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Product Designer', order_key: 'a1' },
    ]);
    const { result } = renderBoard(account.user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(2));
    const board = result.current.board.applications;
    // Another tab deleted Brex meanwhile: this tab's move of it finds no row to update.
    const other = await account.otherTab();
    expect((await other.from('job_applications').delete().eq('id', brex!)).error).toBeNull();

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.move(brex!, { status: 'rejected', index: 0 });
    });
    expect(result.current.board.applications!.find((app) => app.id === brex)).toMatchObject({ status: 'rejected' });
    let failure: unknown;
    await act(() => pending.catch((error: unknown) => void (failure = error)));
    expect(failure).toEqual(new Error('The application no longer exists.'));
    // Rolled back: the very list the board held before the move.
    expect(result.current.board.applications).toEqual(board);
    expect(await serverColumn('job_openings')).toEqual(['Airbnb']);
  });

  it('puts the neighbours’ keys back too when a refused move had to give them new ones', async () => {
    const account = await signUpTestAccount();
    const [airbnb] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', status: 'job_openings', order_key: 'a0' },
      // Equal keys leave no room between them: a card dropped there gives the column fresh keys.
      { company: 'Brex', position: 'Product Designer', status: 'rejected', order_key: 'a5' },
      { company: 'Canva', position: 'Product Designer', status: 'rejected', order_key: 'a5' },
    ]);
    const { result } = renderBoard(account.user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(3));
    const board = result.current.board.applications;
    const other = await account.otherTab();
    expect((await other.from('job_applications').delete().eq('id', airbnb!)).error).toBeNull();

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.move(airbnb!, { status: 'rejected', index: 1 });
    });
    const shown = result.current.board.applications!.filter((app) => app.status === 'rejected');
    // Between the two (which of them comes first, with equal keys, is up to their ids).
    expect(shown.map((app) => app.company)[1]).toBe('Airbnb');
    expect(new Set(shown.map((app) => app.orderKey)).size).toBe(3);
    await act(() => pending.catch(() => undefined));
    // Rolled back: every card as the board held it before the move, the neighbours' equal keys included.
    const byId = (list: readonly { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(result.current.board.applications!)).toEqual(byId(board!));
  });

  it('keeps both of two moves made before the first is answered, on the board and on the server', async () => {
    const { user } = await signUpTestAccount();
    const [airbnb, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Product Designer', order_key: 'a1' },
      { company: 'Canva', position: 'Product Designer', order_key: 'a2' },
    ]);
    const { result } = renderBoard(user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(3));
    const statusOf = (id: string) => result.current.board.applications!.find((app) => app.id === id)?.status;

    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.move(airbnb!, { status: 'rejected', index: 0 });
    });
    act(() => {
      second = result.current.move(brex!, { status: 'offer_letter', index: 0 });
    });
    // The second move is shown on top of the first, which is not answered yet: Airbnb stays where it went.
    expect(statusOf(airbnb!)).toBe('rejected');
    expect(statusOf(brex!)).toBe('offer_letter');
    await act(() => Promise.all([first, second]).then(() => undefined));
    expect(statusOf(airbnb!)).toBe('rejected');
    expect(statusOf(brex!)).toBe('offer_letter');
    expect(await serverColumn('rejected')).toEqual(['Airbnb']);
    expect(await serverColumn('offer_letter')).toEqual(['Brex']);
    expect(await serverColumn('job_openings')).toEqual(['Canva']);
  });

  it('puts back only the refused move when another is saved meanwhile', async () => {
    const account = await signUpTestAccount();
    const [airbnb, brex] = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Product Designer', order_key: 'a1' },
    ]);
    const { result } = renderBoard(account.user.id);
    await waitFor(() => expect(result.current.board.applications).toHaveLength(2));
    const before = result.current.board.applications!.find((app) => app.id === brex)!;
    const other = await account.otherTab();
    expect((await other.from('job_applications').delete().eq('id', brex!)).error).toBeNull();
    const statusOf = (id: string) => result.current.board.applications!.find((app) => app.id === id)?.status;

    let kept!: Promise<void>;
    let refused!: Promise<void>;
    act(() => {
      kept = result.current.move(airbnb!, { status: 'rejected', index: 0 });
    });
    act(() => {
      refused = result.current.move(brex!, { status: 'offer_letter', index: 0 });
    });
    let failure: unknown;
    await act(() =>
      Promise.all([kept, refused.catch((error: unknown) => void (failure = error))]).then(() => undefined),
    );
    expect(failure).toEqual(new Error('The application no longer exists.'));
    expect(statusOf(airbnb!)).toBe('rejected');
    expect(result.current.board.applications!.find((app) => app.id === brex)).toEqual(before);
    expect(await serverColumn('rejected')).toEqual(['Airbnb']);
  });
});
