import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyTemplate, pgliteTemplate } from '../../../emulator/src/testing/pglite-template';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names a server the tests may create databases on. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestStorage {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

/**
 * A data folder for an emulator process and, for PostgreSQL, a database of its own (dropped by `remove`).
 * PGlite starts from the prepared template, so no test pays for initdb.
 */
export async function createStorage(backend: Backend): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jt-reliability-'));
  if (backend === 'pglite') {
    await mkdir(dataDir, { recursive: true });
    await copyTemplate(await pgliteTemplate(), join(dataDir, 'pgdata'));
    return { dataDir, databaseUrl: undefined, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `jt_reliability_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    remove: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
