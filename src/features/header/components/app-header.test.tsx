import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, type AnalyticsEvent } from '@/lib/analytics';
import { renderWithProviders } from '../../../../tests/render';
import { AppHeader } from './app-header';

const ada = { id: 'u1', name: 'ada lovelace', email: 'ada@studio.design' };

describe('<AppHeader>', () => {
  afterEach(() => setAnalyticsSink(null));

  it('links to the showcase and marks the job tracker as the current page', () => {
    renderWithProviders(<AppHeader />, { route: '/login' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Portfolios' })).toHaveAttribute(
      'href',
      'https://showcase.example/portfolios',
    );
    expect(within(nav).getByRole('link', { name: 'Case studies' })).toHaveAttribute(
      'href',
      'https://showcase.example/case-studies',
    );
    const submit = within(nav).getByRole('link', { name: 'Submit Portfolio' });
    expect(submit).toHaveAttribute('target', '_blank');
    expect(submit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Job tracker' })).toHaveAttribute('aria-current', 'page');
    const logo = screen.getByRole('link', { name: 'Showcase home (opens in a new tab)' });
    expect(logo).toHaveAttribute('href', 'https://showcase.example');
    expect(logo).toHaveAttribute('target', '_blank');
  });

  it('takes the host’s own brand and links, or none for a slim bar under the host’s header', async () => {
    const { unmount } = renderWithProviders(
      <AppHeader
        brand={{ name: 'Studio Index', href: 'https://studio.example', logoSrc: 'https://studio.example/logo.svg' }}
        links={[
          { label: 'Work', href: 'https://studio.example/work' },
          { label: 'Shop', href: 'https://shop.example', external: true },
        ]}
      />,
      { route: '/login' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Work', 'Shop', 'Job tracker']);
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Work' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Studio Index home (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://studio.example',
    );
    expect(screen.queryByText('Showcase')).not.toBeInTheDocument();
    unmount();

    const { user } = renderWithProviders(<AppHeader brand={false} links={[]} />, { route: '/login' });
    expect(screen.queryByRole('link', { name: /home \(opens in a new tab\)/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Job tracker']);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Job tracker']);
  });

  it('links the job tracker to its external home on the legal pages', () => {
    renderWithProviders(<AppHeader />, { route: '/terms' });
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Job tracker' });
    expect(link).toHaveAttribute('href', 'https://showcase.example/job-tracker');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('opens a mobile menu whose job tracker entry goes to /jobtracker, and closes it with Escape', async () => {
    const { user, router } = renderWithProviders(<AppHeader />, {
      route: '/login',
      routes: [{ path: '/jobtracker', element: <p>Tracker</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Portfolios', 'Case studies', 'Job tracker', 'Submit Portfolio']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Job tracker' }),
    );
    expect(router.state.location.pathname).toBe('/jobtracker');
  });

  it("shows a signed-in user's initial, their name and Logout", async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<AppHeader />, { auth: { user: ada, logout } });
    const avatarButton = screen.getByRole('button', { name: 'Account menu for ada lovelace' });
    expect(avatarButton).toHaveTextContent('A');

    await user.click(avatarButton);
    // The name heads the menu as a label, not an item: the first item is Logout.
    const [logoutItem] = await screen.findAllByRole('menuitem');
    expect(logoutItem).toHaveTextContent('Logout');
    expect(screen.getByText('ada lovelace', { selector: '.mantine-Menu-label' })).toBeInTheDocument();
    await user.click(logoutItem!);
    expect(logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully')).toBeInTheDocument();
  });

  it('shows the photo when the user has one, and the logout failure when there is one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const logout = vi.fn(() => Promise.reject(new Error('network down')));
    const { user } = renderWithProviders(<AppHeader />, {
      auth: { user: { ...ada, photoUrl: 'https://img.test/ada.png' }, logout },
    });
    expect(screen.getByRole('img', { name: 'ada lovelace' })).toHaveAttribute('src', 'https://img.test/ada.png');
    await user.click(screen.getByRole('button', { name: 'Account menu for ada lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Could not log you out. Please try again.')).toBeInTheDocument();
  });

  it("under a base path, links into the tracker carry it and a host page stays the host's", async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    document.title = 'About us · Showcase';
    const { router } = renderWithProviders(<AppHeader />, {
      route: '/about',
      settings: { basePath: '/jobs' },
      routes: [{ path: '/jobs/terms', element: <AppHeader /> }],
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Job tracker' })).toHaveAttribute('href', '/jobs/');
    await router.navigate('/jobs/terms');
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Job tracker' }),
      ).toHaveAttribute('href', 'https://showcase.example/job-tracker'),
    );
    // The header never titles or reports a page: the host's page and our Terms page do that themselves.
    expect(document.title).toBe('About us · Showcase');
    expect(events).toEqual([]);
  });

  it('skips to the board: the link moves focus onto it', async () => {
    const { user } = renderWithProviders(
      <>
        <AppHeader />
        <main id="application-board" tabIndex={-1}>
          The board
        </main>
      </>,
      { route: '/', auth: { user: ada } },
    );
    await user.click(screen.getByRole('link', { name: 'Skip to the board' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
