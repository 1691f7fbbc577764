import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/', element: <p>Dashboard</p> },
  { path: '/login', element: <p>Login page</p> },
];
const ada = { id: 'user-1', name: 'Ada', email: 'ada@studio.design' };

describe('<ResetPasswordPage>', { timeout: 20_000 }, () => {
  it('waits while the session from the link is read', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', routes, auth: { isLoading: true } });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says the link has expired when it signed no one in, with the way back to Login', async () => {
    const { user, router } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', routes });
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a short or unmatched password, and sends nothing', async () => {
    const updatePassword = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password',
      routes,
      auth: { user: ada, updatePassword },
    });
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toHaveTextContent('For ada@studio.design.');
    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('saves the new password, says so and goes to the board', async () => {
    let finish: () => void = () => {};
    const updatePassword = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, router } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password',
      routes,
      auth: { user: ada, updatePassword },
    });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(updatePassword).toHaveBeenCalledWith('secret1');
    finish();
    expect(await screen.findByText('Your new password is saved and you are logged in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's reason when the save fails, or a sentence for anything else, and lets the user retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const updatePassword = vi
      .fn<(password: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('New password should be different from the old password.'))
      .mockRejectedValueOnce({ message: 'TypeError: fetch failed' });
    const { user, router } = renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password',
      routes,
      auth: { user: ada, updatePassword },
    });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('New password should be different from the old password.')).toBeInTheDocument();
    expect(screen.getByText('Password update failed')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save new password' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Could not save your new password. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    vi.restoreAllMocks();
  });
});
