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
 * An emulator for a client test on either database: the suite's own on PGlite, or one of the test's own
 * on PostgreSQL (when DATABASE_URL is set, as the emulator's suites run there too).
 */
export async function clientEmulator(backend: BackendName): Promise<ClientEmulator> {
  if (backend === 'pglite') return { ...inject('emulator'), stop: async () => {} };
  return ownEmulator(await startTestEmulator(backend, { auth: CLIENT_AUTH }));
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
