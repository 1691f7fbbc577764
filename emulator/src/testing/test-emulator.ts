import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database as Schema } from '../../../packages/supabase-client/src/database';
import { createScratchDatabase } from '../db/scratch-database';
import { signJwt } from '../jwt';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../server';
import type { MailMessage } from '../dev/mailbox';
import { copyTemplate, pgliteTemplate } from './pglite-template';
import { postgresTemplate } from './postgres-template';

export type BackendName = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server the tests may create databases on. */
export const BACKENDS: BackendName[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestEmulator extends RunningEmulator {
  backend: BackendName;
  /** A supabase-js client with the anon key and no session. */
  anon(): SupabaseClient<Schema>;
  service(): SupabaseClient<Schema>;
  /** A supabase-js client with its own in-memory auth session, as the app holds one. */
  authClient(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient<Schema>;
  /** The dev mailbox for one address, newest first. */
  mailbox(to: string): Promise<MailMessage[]>;
  /** A supabase-js client that sends `token` as its access token. */
  withToken(token: string): SupabaseClient<Schema>;
  createUser(email?: string): Promise<{ id: string; email: string; token: string }>;
  mintToken(claims: Record<string, unknown>, expiresIn?: number): string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Closes the emulator, then drops its database and data folder. */
  stop(): Promise<void>;
  /** Drops the database and data folder only (after a test closed the emulator itself). */
  cleanup(): Promise<void>;
}

/**
 * The suites run two files at a time on a shared 2-core machine, where a 1,000-row import that takes 2 s
 * alone has taken over 8 s on PGlite: the statement timeout is not what those suites test, so it is long
 * here. The suites that test it set their own.
 */
const TEST_STATEMENT_TIMEOUT_MS = 30_000;

/** Starts an emulator on a free loopback port with a fresh copy of the seeded database (either backend). */
export async function startTestEmulator(
  backend: BackendName,
  options: Omit<EmulatorOptions, 'port' | 'host' | 'dataDir' | 'databaseUrl'> = {},
): Promise<TestEmulator> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jt-emulator-'));
  let dropDatabase = async (): Promise<void> => {};
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const adminUrl = process.env.DATABASE_URL!;
    const created = await createScratchDatabase(adminUrl, 'jt_test', await postgresTemplate(adminUrl));
    databaseUrl = created.url;
    dropDatabase = created.drop;
  } else {
    await copyTemplate(await pgliteTemplate(), join(dataDir, 'pgdata'));
  }
  const emulator = await startEmulator({
    statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS,
    ...options,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
  });
  const cleanup = async (): Promise<void> => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const mintToken = (claims: Record<string, unknown>, expiresIn = 3600): string => {
    const now = Math.floor(Date.now() / 1000);
    return signJwt({ iat: now, exp: now + expiresIn, ...claims }, emulator.keys.jwtSecret);
  };
  const withToken = (token: string): SupabaseClient<Schema> =>
    createClient<Schema>(emulator.url, emulator.keys.anonKey, { accessToken: async () => token });
  return {
    ...emulator,
    backend,
    anon: () => createClient<Schema>(emulator.url, emulator.keys.anonKey, clientOptions),
    service: () => createClient<Schema>(emulator.url, emulator.keys.serviceRoleKey, clientOptions),
    withToken,
    mintToken,
    authClient: (options = {}) =>
      createClient<Schema>(emulator.url, emulator.keys.anonKey, {
        auth: { ...clientOptions.auth, flowType: options.flowType ?? 'implicit' },
      }),
    mailbox: async (to) => {
      const response = await fetch(`${emulator.url}/_dev/mailbox.json?to=${encodeURIComponent(to)}`);
      return (await response.json()) as MailMessage[];
    },
    createUser: async (email = `user-${randomUUID()}@example.test`) => {
      const id = randomUUID();
      await emulator.database.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}',
           '{}', now(), now())`,
        [id, email],
      );
      const token = mintToken({
        sub: id,
        role: 'authenticated',
        aud: 'authenticated',
        email,
        session_id: randomUUID(),
      });
      return { id, email, token };
    },
    dataDir,
    databaseUrl,
    stop: async () => {
      await emulator.close();
      await cleanup();
    },
    cleanup,
  };
}
