/*
 * The emulators behind auth-js's docker-tests (upstream's jest.config.docker.js), configured as its
 * infra/docker-compose.yml configures the GoTrue instances they talk to:
 *
 *   localhost:9999  sign-ups on, autoconfirm off, anonymous sign-ins off, SMS by Twilio
 *   localhost:9998  sign-ups on, autoconfirm on, anonymous sign-ins on, SMS autoconfirm
 *   localhost:9997  sign-ups off
 *   localhost:9996  sign-ups on, autoconfirm on, access tokens signed RS256
 *
 * Three emulators stand in for the four: autoconfirm off (9999), sign-ups off (9997), and autoconfirm on
 * with anonymous sign-ins and an RS256 signing key (9998 and 9996). The emulator has no SMS provider: the
 * phone tests meet its `phone_provider_disabled` answers.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase } from '../src/db/scratch-database';
import { keysFromSecret } from '../src/keys';
import { startEmulator, type RunningEmulator } from '../src/server';
import type { AuthSettings } from '../src/auth/settings';
import { writeSigningKey, type Route } from './upstream-jest';

const QUIET: Partial<AuthSettings> = {
  emailMinInterval: 0,
  rateLimits: { token: 1e6, verify: 1e6, email: 1e6, windowSeconds: 300 },
};

async function start(
  work: string,
  name: string,
  databaseUrl: string | undefined,
  auth: Partial<AuthSettings>,
  secret: string | undefined,
): Promise<{ emulator: RunningEmulator; close(): Promise<void> }> {
  let drop = async (): Promise<void> => {};
  let url: string | undefined;
  if (databaseUrl) {
    const created = await createScratchDatabase(databaseUrl, 'jt_upstream');
    url = created.url;
    drop = created.drop;
  }
  const dataDir = join(work, name);
  mkdirSync(dataDir, { recursive: true });
  if (secret) writeFileSync(join(dataDir, 'keys.json'), JSON.stringify(keysFromSecret(secret)));
  const emulator = await startEmulator({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: url,
    seed: false,
    auth: { ...QUIET, ...auth },
  });
  return {
    emulator,
    close: async () => {
      await emulator.close();
      await drop();
    },
  };
}

/** Starts the three emulators and answers the routes of the four addresses. */
export async function startDockerSuite(
  root: string,
  databaseUrl: string | undefined,
  work: string,
): Promise<{ routes: Route[]; close(): Promise<void> }> {
  const clients = join(root, 'test/docker-tests/clients.ts');
  // The secret the docker suite signs its service-role token with (its GOTRUE_JWT_SECRET).
  const secret = existsSync(clients)
    ? /DOCKER_JWT_SECRET\s*=\s*'([^']+)'/.exec(readFileSync(clients, 'utf8'))?.[1]
    : undefined;
  // The suite's shared helpers read it at import (upstream's docker target generates it first, as here).
  const jwk = writeSigningKey(root);
  const off = await start(work, 'autoconfirm-off', databaseUrl, { autoconfirm: false }, secret);
  const on = await start(
    work,
    'autoconfirm-on',
    databaseUrl,
    { autoconfirm: true, anonymousUsers: true, signingKeys: [jwk] },
    undefined,
  ).catch(async (error: unknown) => {
    await off.close();
    throw error;
  });
  const disabled = await start(work, 'signup-disabled', databaseUrl, { signupDisabled: true }, secret).catch(
    async (error: unknown) => {
      await on.close();
      await off.close();
      throw error;
    },
  );
  const route = (port: number, emulator: RunningEmulator): Route => ({
    port,
    to: `${emulator.url}/auth/v1`,
    anonKey: emulator.keys.anonKey,
    serviceKey: emulator.keys.serviceRoleKey,
  });
  return {
    routes: [
      route(9999, off.emulator),
      route(9997, disabled.emulator),
      route(9998, on.emulator),
      route(9996, on.emulator),
    ],
    close: async () => {
      await disabled.close();
      await on.close();
      await off.close();
    },
  };
}
