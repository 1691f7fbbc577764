import { resolve } from 'node:path';
import { startTestProvider } from '../../../emulator/src/testing/openid-provider';
import { E2E_PORTS } from '../../../playwright.config';
import { ROOT, startStack, stopAll } from '../../../scripts/lib/stack';
import { GOOGLE_ACCOUNT } from './google-account';

// The end-to-end stack: `npm start`'s three servers on the test ports, from an empty data folder, with a
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
  const { url } = await startStack({
    mode: 'dev',
    ports: E2E_PORTS,
    dataDir: resolve(ROOT, '.data/e2e'),
    freshData: true,
  });
  console.log(`End-to-end stack ready at ${url}; OpenID provider at ${provider.issuer}.`);
} catch (error) {
  console.error(`Could not start the end-to-end stack: ${(error as Error).message}`);
  await provider.close();
  await stopAll(1);
}
