import type { TestProject } from 'vitest/node';
import { BACKENDS, startTestEmulator } from '../../emulator/src/testing/test-emulator';

/** The suite's auth settings: sign-up without confirmation, no rate limit in the way. */
export const CLIENT_AUTH = {
  autoconfirm: true,
  rateLimits: { token: 10_000, verify: 10_000, email: 10_000, windowSeconds: 300 },
};

/**
 * The client suite's backend: one real emulator (PGlite, sign-up without e-mail confirmation) on a free
 * loopback port. The app's own API files reach it over HTTP with the real supabase-js; each test file signs
 * up users of its own, so files do not see each other's data. When DATABASE_URL is set, a second one on
 * PostgreSQL, for the files that run their cases on both databases (tests/client/backends.ts).
 *
 * Both run here, in Vitest's own process, not in a test file: the files run in VM contexts whose timers
 * are jsdom's, and the emulator is Node code that wants Node's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // PGlite runs one statement at a time and stops a costly read that keeps another user waiting 250 ms:
  // with two files side by side, that other user is the other file's, and a board of 5,000 would have its
  // read stopped (57014) in a test that is not about that guard (the emulator's suites are).
  const [emulator, postgres] = await Promise.all([
    startTestEmulator('pglite', { auth: CLIENT_AUTH, yieldAfterMs: 0 }),
    BACKENDS.includes('postgres') ? startTestEmulator('postgres', { auth: CLIENT_AUTH }) : null,
  ]);
  const where = (started: typeof emulator) => ({
    url: started.url,
    anonKey: started.keys.anonKey,
    serviceRoleKey: started.keys.serviceRoleKey,
  });
  project.provide('emulator', where(emulator));
  project.provide('postgresEmulator', postgres ? where(postgres) : null);
  return async () => {
    await Promise.all([emulator.stop(), postgres?.stop()]);
  };
}
