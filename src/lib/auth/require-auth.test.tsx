import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { RequireAuth } from './require-auth';

const page = (
  <RequireAuth>
    <p>The board</p>
  </RequireAuth>
);
const loginPage = { path: '/login', element: <p>The login page</p> };

describe('RequireAuth', () => {
  it('sends a signed-out visitor to the login page', async () => {
    renderWithProviders(page, { route: '/board', routes: [loginPage] });
    expect(await screen.findByText('The login page')).toBeInTheDocument();
    expect(screen.queryByText('The board')).not.toBeInTheDocument();
  });

  it('sends them to the login page under the host’s base path', async () => {
    renderWithProviders(page, {
      route: '/jobs/',
      routes: [{ path: '/jobs/login', element: <p>The login page under /jobs</p> }],
      settings: { basePath: '/jobs' },
    });
    expect(await screen.findByText('The login page under /jobs')).toBeInTheDocument();
  });

  it('waits while the session loads, then shows the page to a signed-in user', () => {
    const { unmount } = renderWithProviders(page, { routes: [loginPage], auth: { isLoading: true } });
    // One status, named by its text: the spinner is hidden from assistive technology.
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByText('The login page')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(page, {
      routes: [loginPage],
      auth: { user: { id: 'u1', name: 'Ada', email: 'ada@studio.design' } },
    });
    expect(screen.getByText('The board')).toBeInTheDocument();
  });
});
