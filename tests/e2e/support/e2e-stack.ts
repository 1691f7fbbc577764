import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startTestProvider } from '../../../emulator/src/testing/openid-provider';
import { E2E_PORTS } from '../../../playwright.config';
import { loadOrCreateKeys } from '../../../emulator/src/keys';
import { ROOT, startStack, stopAll } from '../../../scripts/lib/stack';
import { GOOGLE_ACCOUNT } from './google-account';
import { NEXT_HOST_URL } from './next-host';
import { PRODUCTION_OUT, startProductionHosts, VITE_HOST_URL } from './production-hosts';

// The end-to-end stack: `npm run preview`'s three servers on the test ports, from an empty data folder, with a
// real OpenID provider on loopback standing in for Google (the one part of sign-in that cannot run here).

const provider = await startTestProvider();
provider.configure(`http://127.0.0.1:${E2E_PORTS.emulator}/auth/v1/callback`, [GOOGLE_ACCOUNT]);
process.env.GOOGLE_ISSUER = provider.issuer;
process.env.GOOGLE_CLIENT_ID = provider.clientId;
process.env.GOOGLE_CLIENT_SECRET = provider.clientSecret;
// The end-to-end emulator always starts from an empty embedded database: a DATABASE_URL (CI sets one for
// the PostgreSQL suites) would point it at a shared database that --fresh-data cannot reset.
delete process.env.DATABASE_URL;
process.on('exit', () => void provider.close());

try {
  const dataDir = resolve(ROOT, '.data/e2e');
  // The data folder is emptied and its keys made here, before anything starts: the production builds
  // below need the anon key.
  await rm(dataDir, { recursive: true, force: true });
  const { anonKey } = await loadOrCreateKeys(dataDir);
  const started = Date.now();
  // The suite runs the production builds, as users get them: the remote, the sandbox host, the Vite
  // hosts and the Next host, each built once (`npm start`'s development servers would compile the remote
  // and the sandbox host a second time, and serve pages that take half as long again to load).
  const servers = await startProductionHosts({ url: `http://127.0.0.1:${E2E_PORTS.emulator}`, anonKey });
  console.error(`production builds ready after ${Math.round((Date.now() - started) / 1000)} s`);
  const { url } = await startStack({
    mode: 'preview',
    distDir: PRODUCTION_OUT,
    ports: E2E_PORTS,
    dataDir,
    // The Vite host's pages may be e-mailed return addresses too.
    // Job pages for capture-posting come from a loopback server in the tests (capture.spec.ts).
    // Statements get 30 s, not the 8 s a hosted project gives: on a loaded 2-core machine the browser,
    // the servers and embedded PGlite share the cores, and a seed of 1,000 rows must not meet the
    // watchdog meant for runaway queries (the emulator's suites test that watchdog).
    emulatorEnv: {
      AUTH_ADDITIONAL_REDIRECT_URLS: `${VITE_HOST_URL}/**`,
      CAPTURE_ALLOWED_HOSTS: '127.0.0.1',
      EMULATOR_STATEMENT_TIMEOUT_MS: '30000',
      // GoTrue's guard against password guessing counts sign-ins per client address: every test signs in
      // from 127.0.0.1, two workers at once, a few hundred times a run (150 per 5 minutes by default).
      // No test here is about that limit; the emulator's suites test it.
      AUTH_RATE_LIMIT_TOKEN: '5000',
      // PGlite runs one statement at a time and stops a costly read that keeps another user waiting
      // 250 ms: with two workers that other user is the other worker's, whose board of 5,000 would have
      // its load stopped (57014) for a test that is not about that guard (the emulator's suites are).
      EMULATOR_PGLITE_YIELD_MS: '0',
    },
  });
  console.error(`stack ready after ${Math.round((Date.now() - started) / 1000)} s`);
  process.on('exit', () => servers.forEach((server) => server.close()));
  console.log(
    `End-to-end stack ready at ${url}; Vite host at ${VITE_HOST_URL}; Next host at ${NEXT_HOST_URL}; OpenID provider at ${provider.issuer}.`,
  );
} catch (error) {
  console.error(`Could not start the end-to-end stack: ${(error as Error).message}`);
  await provider.close();
  await stopAll(1);
}
