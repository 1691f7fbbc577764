import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../../tests/media-query';
import { renderWithProviders } from '../../../../tests/render';
import { LoginPage } from './login-page';

const routes = [{ path: '/', element: <p>Dashboard</p> }];

describe('<LoginPage>', () => {
  it('shows the validation messages before submitting, and sends nothing', async () => {
    const login = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', routes, auth: { login } });

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, says so and goes to the dashboard', async () => {
    let finish: () => void = () => {};
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, router } = renderWithProviders(<LoginPage />, { route: '/login', routes, auth: { login } });

    await user.type(screen.getByLabelText('Email'), ' ada@studio.design ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith('ada@studio.design', 'secret1');
    finish();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText("You've been logged in successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Login failed' with the server's message, and logs it", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const login = vi.fn(() => Promise.reject(new Error('Invalid login credentials')));
    const { user, router } = renderWithProviders(<LoginPage />, { route: '/login', routes, auth: { login } });

    await user.type(screen.getByLabelText('Email'), 'ada@studio.design');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Login failed', expect.any(Error));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('says "Invalid email or password" when the failure is not an Error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const login = vi.fn(() => Promise.reject('nope'));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', routes, auth: { login } });
    await user.type(screen.getByLabelText('Email'), 'ada@studio.design');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('sends a reset link to the address already typed, from "Forgot password?"', async () => {
    const sendPasswordReset = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', routes, auth: { sendPasswordReset } });

    await user.type(screen.getByLabelText('Email'), 'ada@studio.design');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog.querySelector('input')).toHaveValue('ada@studio.design');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(sendPasswordReset).toHaveBeenCalledWith('ada@studio.design');
    expect(await screen.findByText('Password reset email sent')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a password reset link')).toBeInTheDocument();
  });

  it('sends a signed-in user on to the dashboard', () => {
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      routes,
      auth: { user: { id: 'u1', name: 'Ada', email: 'ada@studio.design' } },
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('<LoginPage> slides', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A window as wide as `wide` says: jsdom has no layout, so the media query answers as told. */
  function viewport(wide: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, wide && query === '(min-width: 62em)'),
    );
  }

  it('shows the slides beside the form from the md breakpoint on', () => {
    viewport(true);
    renderWithProviders(<LoginPage />, { route: '/login', routes });
    expect(screen.getByRole('group', { name: 'Choose a slide' })).toBeInTheDocument();
  });

  it('does not render the slides on a narrower screen, where they are not shown', () => {
    viewport(false);
    renderWithProviders(<LoginPage />, { route: '/login', routes });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('slide-text')).not.toBeInTheDocument();
  });
});
