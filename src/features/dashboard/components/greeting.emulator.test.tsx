import { configureSupabase, loadSupabase } from '@job-tracker/supabase-client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { useAuth } from '@/lib/auth/use-auth';
import { theme } from '@/lib/theme';
import { Greeting } from './greeting';

const PASSWORD = 'greeting-suite-password';

function SignedInGreeting() {
  const { user } = useAuth();
  return user ? <Greeting user={user} /> : null;
}

function renderGreeting() {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <AuthProvider>
        <SignedInGreeting />
      </AuthProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

let signUps: SupabaseClient | null = null;
function signUpClient(): SupabaseClient {
  const { url, anonKey } = inject('emulator');
  return (signUps ??= createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'sign-up' },
  }));
}

/** Signs a new user up (with `fullName`, or none as e-mail sign-up leaves it) and the page's client in. */
async function signUp(fullName?: string): Promise<void> {
  const email = `greeting-${crypto.randomUUID()}@example.test`;
  const signUp = await signUpClient().auth.signUp({
    email,
    password: PASSWORD,
    options: fullName ? { data: { full_name: fullName } } : {},
  });
  if (signUp.error) throw signUp.error;
  const signIn = await (await loadSupabase()).auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
}

/** The real auth provider and the page's client against the suite's emulator: the name is saved to the user. */
describe('<Greeting> (against the emulator)', () => {
  beforeAll(() => {
    const { url, anonKey } = inject('emulator');
    configureSupabase({ url, anonKey });
  });
  beforeEach(async () => {
    const client = await loadSupabase();
    await client.auth.signOut({ scope: 'local' });
  });

  it('greets a user who gave their name by it, with no form', async () => {
    await signUp('ada lovelace');
    renderGreeting();
    expect(await screen.findByRole('heading', { name: /^Good (Morning|Afternoon|Evening) .+ Ada Lovelace$/ }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a user known only by their e-mail for a name, checks it, and greets them by it once saved', async () => {
    await signUp();
    const typist = renderGreeting();
    const field = await screen.findByRole('textbox', { name: 'What should we call you?' });
    expect(screen.getByRole('heading', { name: /^Good (Morning|Afternoon|Evening) \S+$/ })).toBeInTheDocument();

    await typist.type(field, '   ');
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name you would like to be greeted by.')).toBeVisible();

    // Exactly the longest name the form saves (the field takes no more).
    const longest = `Grace ${'b'.repeat(74)}`;
    await typist.clear(field);
    await typist.type(field, `${longest}x`);
    expect(field).toHaveValue(longest);
    await typist.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your greeting now uses your name.')).toBeVisible();
    expect(screen.queryByText('Enter the name you would like to be greeted by.')).toBeNull();
    expect(screen.queryByText('Use at most 80 characters.')).toBeNull();
    // The provider hears of the new name from the client: the form gives way to the greeting.
    expect(
      await screen.findByRole('heading', { name: /^Good (Morning|Afternoon|Evening) .+ Grace b{74}$/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    const { data } = await (await loadSupabase()).auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ full_name: longest, name_chosen: true });
  });
});
