import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BOOTSTRAP_FILE, prepareDatabase, readMigrations, SEED_FILE } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';

const TEMPLATES = resolve(import.meta.dirname, '../../../.data/test-templates');

export async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(BOOTSTRAP_FILE));
  for (const migration of await readMigrations()) hash.update(migration.version).update(migration.sql);
  hash.update(await readFile(SEED_FILE));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A PGlite data folder already through initdb, bootstrap, migrations and seed, built once per schema
 * version: initdb takes seconds, a copy a fraction of one.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = join(TEMPLATES, `pglite-${await schemaFingerprint()}`);
  if (await exists(template)) return template;
  const partial = `${template}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const db = await openPgliteDatabase(partial);
  await prepareDatabase(db);
  await db.close();
  await mkdir(TEMPLATES, { recursive: true });
  // Another run may have finished the same template meanwhile; either copy is good.
  await rename(partial, template).catch(() => rm(partial, { recursive: true, force: true }));
  return template;
}

export async function copyTemplate(template: string, pgdata: string): Promise<void> {
  await cp(template, pgdata, { recursive: true });
}
