import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { configureSupabase, getSupabase, loadSupabase, type Database } from '@job-tracker/supabase-client';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import type { AppUser } from '@/lib/auth/app-user';

/** Where one of the client suite's emulators answers, and its keys. */
interface SuiteEmulator {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emulator tests/client/emulator-setup.ts started for the client suite. */
    emulator: SuiteEmulator;
    /** Its twin on PostgreSQL, when DATABASE_URL is set. */
    postgresEmulator: SuiteEmulator | null;
  }
}

const PASSWORD = 'client-suite-password';

export interface TestAccount {
  user: AppUser;
  /** Signs the page's client in again (the test setup clears localStorage, where it keeps its session). */
  signIn: () => Promise<void>;
  /** Another tab or device of the same user: a client of its own, with its own session. */
  otherTab: () => Promise<SupabaseClient<Database>>;
}

/**
 * Configures the page's one Supabase client (getSupabase, as the app's API files use it) for the suite's
 * emulator and signs a new user up and in on it.
 */
export async function signUpTestAccount(
  name = 'Ada Lovelace',
  /** Another emulator than the suite's (one on PostgreSQL, say). */
  emulator: { url: string; anonKey: string } = inject('emulator'),
): Promise<TestAccount> {
  const { url, anonKey } = emulator;
  configureSupabase({ url, anonKey });
  // Loaded here, as a signed-in page loads it at once: the API files then find it with getSupabase().
  await loadSupabase();
  const email = `client-${crypto.randomUUID()}@example.test`;
  const { data, error } = await getSupabase().auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: name } },
  });
  // Sign-up without confirmation answers with a session: the page's client is signed in from here.
  if (error || !data.user || !data.session) throw error ?? new Error('The sign-up returned no session.');
  const signIn = async () => {
    const result = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
    if (result.error) throw result.error;
  };
  const otherTab = async () => {
    const client = createClient<Database>(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'other-tab' },
    });
    const result = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (result.error) throw result.error;
    return client;
  };
  return { user: { id: data.user.id, name, email }, signIn, otherTab };
}

/** A fresh SWR cache per render, as SWR's own tests isolate theirs: no test sees another's data. */
export function FreshCache({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);
}

type Insert = Database['public']['Tables']['job_applications']['Insert'];

/** Rows put on the server as the signed-in user, in the order given; resolves their ids. */
export async function seedApplications(rows: Omit<Insert, 'user_id'>[]): Promise<string[]> {
  const { data, error } = await getSupabase().from('job_applications').insert(rows).select('id');
  if (error) throw error;
  return data.map((row) => row.id);
}

/**
 * The service role, for what no user may write through the API but a test must set up: the date an
 * application entered its stage (an application gone quiet two weeks ago).
 */
let service: SupabaseClient<Database> | null = null;
export function serviceClient(): SupabaseClient<Database> {
  const { url, serviceRoleKey } = inject('emulator');
  return (service ??= createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'service' },
  }));
}
