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
  const emulator = await startTestEmulator(backend, { auth: CLIENT_AUTH });
  return { url: emulator.url, anonKey: emulator.keys.anonKey, stop: () => emulator.stop() };
}

/**
 * An emulator of the test's own, on PGlite, serving the Edge Functions in `dir` (`<name>/index.ts`): a
 * stand-in for a function, to give the answers a hosted runtime can give but the real function never does.
 */
export async function emulatorWithFunctions(dir: string): Promise<ClientEmulator> {
  const emulator = await startTestEmulator('pglite', { auth: CLIENT_AUTH, functions: { dir } });
  return { url: emulator.url, anonKey: emulator.keys.anonKey, stop: () => emulator.stop() };
}
