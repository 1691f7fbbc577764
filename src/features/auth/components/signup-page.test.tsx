import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { SignupPage } from './signup-page';

const routes = [{ path: '/login', element: <p>Login page</p> }];

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], confirm = 'secret1') {
  await user.type(screen.getByLabelText('Email'), 'ada@studio.design');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('<SignupPage>', () => {
  it("asks to confirm the password and says when the two don't match", async () => {
    const signup = vi.fn(() => Promise.resolve({ needsConfirmation: true, alreadyRegistered: false }));
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup', routes, auth: { signup } });

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();

    await fillIn(user, 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
  });

  it('creates the account, asks to verify the e-mail and goes to /login', async () => {
    const signup = vi.fn(() => Promise.resolve({ needsConfirmation: true, alreadyRegistered: false }));
    const { user, router } = renderWithProviders(<SignupPage />, { route: '/signup', routes, auth: { signup } });

    await fillIn(user);

    expect(signup).toHaveBeenCalledWith('ada@studio.design', 'secret1');
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(
      screen.getByText('Your account has been created successfully. Please check your email to verify your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the account can be used at once when the server needs no confirmation', async () => {
    const signup = vi.fn(() => Promise.resolve({ needsConfirmation: false, alreadyRegistered: false }));
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup', routes, auth: { signup } });
    await fillIn(user);
    expect(await screen.findByText('Sign up successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created. You can now log in.')).toBeInTheDocument();
  });

  it("reads 'Creating Account...' while it works, then shows the failure", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (reason: Error) => void = () => {};
    const signup = vi.fn(
      () =>
        new Promise<{ needsConfirmation: boolean; alreadyRegistered: boolean }>((_resolve, reject) => (fail = reject)),
    );
    const { user, router } = renderWithProviders(<SignupPage />, { route: '/signup', routes, auth: { signup } });

    await fillIn(user);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    fail(new Error('Password should be at least 6 characters.'));

    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 6 characters.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Sign up failed', expect.any(Error));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows and hides each password', async () => {
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup', routes });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show or hide password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show or hide confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
  });
});
