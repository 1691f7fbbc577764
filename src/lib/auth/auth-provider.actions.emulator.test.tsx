import { AUTH_STORAGE_KEY, configureSupabase, getSupabase } from '@job-tracker/supabase-client';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { AuthProvider, type AuthState } from './auth-provider';
import { readCachedUser } from './app-user';
import { useAuth } from './use-auth';

const PASSWORD = 'auth-actions-suite-password';

const latest: { auth: AuthState | null } = { auth: null };
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    latest.auth = auth;
  });
  const { user, isLoading } = auth;
  return <p data-testid="state">{isLoading ? 'loading' : user ? `signed in as ${user.name}` : 'signed out'}</p>;
}
const actions = () => latest.auth!;
const state = () => screen.getByTestId('state');

// Each action of the provider against the suite's emulator: it resolves when the server agrees, and
// rejects with the server's reason when it does not.
describe('AuthProvider actions (against the emulator)', () => {
  const email = `auth-actions-${crypto.randomUUID()}@example.test`;

  beforeAll(() => {
    const { url, anonKey } = inject('emulator');
    configureSupabase({ url, anonKey });
    window.localStorage.clear();
  });

  it('loads the client when another tab signs in, not for other keys or a sign-out there', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(state()).toHaveTextContent('signed out');
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => getSupabase()).toThrow('still loading');
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: '{}' }));
    await vi.waitFor(() => getSupabase(), { timeout: 10_000 });
  });

  it('signs up, logs in and out, saves a name and password, and rejects what the server refuses', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await expect.poll(() => state().textContent).toBe('signed out');
    let signup: Awaited<ReturnType<AuthState['signup']>> | null = null;
    await act(async () => {
      signup = await actions().signup(email, PASSWORD);
    });
    // The suite's emulator confirms at once: the new account is signed in, and is no repeat of an old one.
    expect(signup).toEqual({ needsConfirmation: false, alreadyRegistered: false });
    await expect.poll(() => state().textContent).toMatch(/^signed in as /);
    expect(readCachedUser()?.email).toBe(email);

    await act(() => actions().logout());
    expect(state()).toHaveTextContent('signed out');
    expect(readCachedUser()).toBeNull();

    await expect(actions().login(email, 'not the password')).rejects.toThrow(/invalid/i);
    expect(state()).toHaveTextContent('signed out');
    await act(() => actions().login(email, PASSWORD));
    await expect.poll(() => state().textContent).toMatch(/^signed in as /);

    // A name and a new password for the signed-in user.
    await act(() => actions().updateName('Ada Lovelace'));
    await expect.poll(() => state().textContent).toBe('signed in as Ada Lovelace');
    expect(readCachedUser()?.name).toBe('Ada Lovelace');
    await act(() => actions().updatePassword(`${PASSWORD}-2`));
    await act(() => actions().logout());
    await expect(actions().login(email, PASSWORD)).rejects.toThrow(/invalid/i);
    await act(() => actions().login(email, `${PASSWORD}-2`));
    await expect.poll(() => state().textContent).toBe('signed in as Ada Lovelace');

    // A reset e-mail for a visitor signed out, who cannot change a name or password.
    await act(() => actions().logout());
    await expect(actions().sendPasswordReset(email)).resolves.toBeUndefined();
    await expect(actions().sendPasswordReset('not an address')).rejects.toThrow();
    await expect(actions().updateName('Nobody')).rejects.toThrow(/session/i);
    await expect(actions().updatePassword('whatever-password')).rejects.toThrow(/session/i);
    await expect(actions().resendConfirmation(email)).resolves.toBeUndefined();
    // The suite's project has no Google: the page stays, with the reason, and no sign-in is left pending.
    await expect(actions().loginWithGoogle()).rejects.toThrow('Google sign-in is not enabled for this project.');
    expect(window.sessionStorage.length).toBe(0);
  });
});
