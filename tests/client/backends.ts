import { inject } from 'vitest';
import { BACKENDS, startTestEmulator, type BackendName } from '../../emulator/src/testing/test-emulator';
import { CLIENT_AUTH } from './emulator-setup';

export { BACKENDS, type BackendName };

export interface ClientEmulator {
  url: string;
  anonKey: string;
  stop: () => Promise<void>;
}

/**
 * The suite's emulator for a client test on either database: on PGlite, or on PostgreSQL when DATABASE_URL
 * is set (as the emulator's suites run there too). Both are started by the global setup
 * (tests/client/emulator-setup.ts); a test's `stop` leaves them running for the other files.
 */
export async function clientEmulator(backend: BackendName): Promise<ClientEmulator> {
  const emulator = backend === 'pglite' ? inject('emulator') : inject('postgresEmulator');
  if (!emulator) throw new Error('No emulator on PostgreSQL: DATABASE_URL was not set when the suite started.');
  return { ...emulator, stop: async () => {} };
}

/**
 * An emulator of the test's own, on PGlite, serving the Edge Functions in `dir` (`<name>/index.ts`): a
 * stand-in for a function, to give the answers a hosted runtime can give but the real function never does.
 */
export async function emulatorWithFunctions(dir: string): Promise<ClientEmulator> {
  return ownEmulator(await startTestEmulator('pglite', { auth: CLIENT_AUTH, functions: { dir } }));
}

/** A test's own emulator as the client tests see it: where it is, its anon key, and how to stop it. */
function ownEmulator(emulator: Awaited<ReturnType<typeof startTestEmulator>>): ClientEmulator {
  return { url: emulator.url, anonKey: emulator.keys.anonKey, stop: () => emulator.stop() };
}
