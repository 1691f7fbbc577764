import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signJwt } from './jwt';

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

export function keysFromSecret(jwtSecret: string, issuedAt = Math.floor(Date.now() / 1000)): ProjectKeys {
  const exp = issuedAt + TEN_YEARS;
  return {
    jwtSecret,
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', iat: issuedAt, exp }, jwtSecret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', iat: issuedAt, exp }, jwtSecret),
  };
}

/**
 * Reads the project's keys from the data folder, creating a fresh random secret on first start.
 * The keys are stored beside it so that they stay the same across restarts.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<ProjectKeys> {
  const file = join(dataDir, 'keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<ProjectKeys>;
    if (stored.jwtSecret && stored.anonKey && stored.serviceRoleKey) return stored as ProjectKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = keysFromSecret(randomBytes(32).toString('base64url'));
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}

export async function readKeys(dataDir: string): Promise<ProjectKeys | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as ProjectKeys;
  } catch {
    return undefined;
  }
}
