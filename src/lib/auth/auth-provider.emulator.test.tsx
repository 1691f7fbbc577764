import { AUTH_STORAGE_KEY, configureSupabase, getSupabase, loadSupabase } from '@job-tracker/supabase-client';
import { createClient } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readCachedUser, USER_CACHE_KEY } from './app-user';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

const PASSWORD = 'correct horse battery staple';

/** What a page sees of the auth state, and a log-in button for the account given. */
function Probe({ email, seen = [] }: { email: string; seen?: string[] }) {
  const { user, isLoading, login } = useAuth();
  const [failure, setFailure] = useState('');
  const state = isLoading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out';
  if (seen.at(-1) !== state) seen.push(state);
  return (
    <>
      <p data-testid="state">{state}</p>
      <button type="button" onClick={() => login(email, PASSWORD).catch((error: Error) => setFailure(error.message))}>
        Log in
      </button>
      <p>{failure}</p>
    </>
  );
}

// The real provider and the page's real client against the suite's emulator: a browser with no session
// draws signed-out pages before supabase-js has loaded, and one with a session waits for it.
describe('AuthProvider (against the emulator)', () => {
  const email = `auth-provider-${crypto.randomUUID()}@example.test`;

  beforeAll(async () => {
    const { url, anonKey } = inject('emulator');
    const signUp = await createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).auth.signUp({ email, password: PASSWORD });
    if (signUp.error) throw signUp.error;
    configureSupabase({ url, anonKey });
    window.localStorage.clear();
  });

  it('is signed out from its first render when the browser keeps no session, and loads the client to log in', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AuthProvider>
        <Probe email={email} />
      </AuthProvider>,
    );
    // Nothing to wait for: no "loading" render, and supabase-js not asked for while the visitor only reads.
    expect(screen.getByTestId('state')).toHaveTextContent('signed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(() => getSupabase()).toThrow('still loading');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The provider follows the client's events from before the sign-in, so it hears of it at once.
    expect(await screen.findByText(`signed in as ${email}`)).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    unmount();
  });

  it('waits for the client to restore a session the browser keeps, never showing it signed out', async () => {
    // Signed in earlier on this browser: the client keeps the session in localStorage.
    const signIn = await (await loadSupabase()).auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw signIn.error;
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    // The header's cached name and e-mail were lost (another tab cleared them): the restored session, which
    // arrives as INITIAL_SESSION, writes them again.
    window.localStorage.removeItem(USER_CACHE_KEY);
    const seen: string[] = [];
    const { unmount } = render(
      <AuthProvider>
        <Probe email={email} seen={seen} />
      </AuthProvider>,
    );
    expect(await screen.findByText(`signed in as ${email}`)).toBeInTheDocument();
    expect(seen).toEqual(['loading', `signed in as ${email}`]);
    expect(readCachedUser()).toMatchObject({ email });
    await act(async () => {
      await getSupabase().auth.signOut();
    });
    expect(screen.getByTestId('state')).toHaveTextContent('signed out');
    expect(window.localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    unmount();
  });
});
