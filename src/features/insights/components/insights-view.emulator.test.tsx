import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { useLoadedApplications } from '../../../../tests/client/loaded-board';
import { renderWithProviders } from '../../../../tests/render';
import InsightsView from './insights-view';

const DAY = 24 * 60 * 60 * 1000;

/** Insights over the board's applications, as the board page hands them on once they have loaded. */
function Insights({ userId, onShowBoard }: { userId: string; onShowBoard: () => void }) {
  const applications = useLoadedApplications(userId);
  return applications ? (
    <InsightsView userId={userId} applications={applications} onShowBoard={onShowBoard} />
  ) : (
    <p>Loading the board</p>
  );
}

async function renderInsights(route = '/') {
  const account = await signUpTestAccount();
  const render = () => {
    const onShowBoard = vi.fn();
    const view = renderWithProviders(<Insights userId={account.user.id} onShowBoard={onShowBoard} />, {
      auth: { user: account.user },
      route,
    });
    return { ...view, onShowBoard };
  };
  return { account, render };
}

/** The day `days` ago: an application applied for then counts as added then. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('<InsightsView> (against the emulator)', () => {
  it('invites an empty board to add applications, with a way back to the board', async () => {
    const { render } = await renderInsights();
    const { user, onShowBoard } = render();
    expect(await screen.findByText('Insights grow with your search', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the board' }));
    expect(onShowBoard).toHaveBeenCalledTimes(1);
  });

  it('counts the applications with their history, calls a few early days, and narrows to a period', async () => {
    const { render } = await renderInsights();
    await seedApplications([
      { company: 'Figma', position: 'Designer', status: 'applied', applied_date: daysAgo(3) },
      { company: 'Linear', position: 'Designer', status: 'rejected', applied_date: daysAgo(5) },
      { company: 'Adobe', position: 'Designer', status: 'applied', applied_date: daysAgo(60) },
    ]);
    const { user, router } = render();
    const counting = await screen.findByText(/^Counting all/, {}, { timeout: 10_000 });
    expect(counting).toHaveTextContent('Counting all 3 applications on your board.');
    expect(screen.getByText('Early days')).toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Where they stand' });
    expect(within(standing).getByText(/still in play/)).toHaveTextContent(
      '2 of your 3 applications are still in play.',
    );
    const funnel = screen.getByRole('region', { name: 'How far applications got' });
    // The two still in play applied; the rejected one went straight from the list to Rejected.
    expect(
      within(funnel)
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Wishlist', '2', '–'],
      ['Applied', '2', '100%'],
      ['Exploratory Call', '0', '0%'],
    ]);

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(screen.getByText(/^Counting the/)).toHaveTextContent(
        'Counting the 2 applications you added in the last 30 days.',
      ),
    );
    expect(router.state.location.search).toBe('?period=30d');
    await user.click(screen.getByRole('radio', { name: 'All time' }));
    await waitFor(() => expect(screen.getByText(/^Counting all/)).toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says so when no application was added in the period, and offers all time', async () => {
    const { render } = await renderInsights('/?period=30d');
    await seedApplications([{ company: 'Figma', position: 'Designer', applied_date: daysAgo(45) }]);
    const { user } = render();
    expect(
      await screen.findByText('No applications added in the last 30 days', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all time' }));
    expect(await screen.findByText('Counting all 1 application on your board.')).toBeInTheDocument();
  });
});
