import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Database } from './database';

const ROOT = resolve(import.meta.dirname, '../../..');
export const BOOTSTRAP_FILE = join(ROOT, 'emulator/sql/bootstrap.sql');
export const MIGRATIONS_DIR = join(ROOT, 'supabase/migrations');
export const SEED_FILE = join(ROOT, 'supabase/seed.sql');

const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const match = MIGRATION_NAME.exec(file);
      if (!match) throw new Error(`Migration file names look like 20250101120000_create_table.sql, not "${file}".`);
      return { version: match[1]!, name: match[2]!, sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
  // A migration is recorded by its version alone (as the Supabase CLI does): a second file with the same
  // one would be taken for applied, or stop the first run with a duplicate key.
  for (const [index, migration] of migrations.entries()) {
    const earlier = migrations.slice(0, index).find((other) => other.version === migration.version);
    if (earlier) {
      throw new Error(
        `Two migrations share the version ${migration.version} (${earlier.name}, ${migration.name}): give the newer a later timestamp.`,
      );
    }
  }
  return migrations;
}

export interface PrepareReport {
  bootstrapped: boolean;
  applied: string[];
  seeded: boolean;
}

const quote = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/**
 * Brings a database to the current schema: the platform bootstrap (when it changed), then each app
 * migration not yet recorded, in order, each in its own transaction; then, on a fresh database only,
 * the seed. Safe to run at every start.
 */
export async function prepareDatabase(db: Database, options: { seed?: boolean } = {}): Promise<PrepareReport> {
  const report: PrepareReport = { bootstrapped: false, applied: [], seeded: false };
  await db.exec(`
    create schema if not exists emulator;
    create table if not exists emulator.meta (key text primary key, value text not null);
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);

  const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
  const bootstrapHash = createHash('sha256').update(bootstrap).digest('hex');
  const stored = await db.query(`select value from emulator.meta where key = 'bootstrap'`);
  if (stored.rows[0]?.value !== bootstrapHash) {
    await db.transaction(async (tx) => {
      await tx.exec(bootstrap);
      await tx.query(
        `insert into emulator.meta (key, value) values ('bootstrap', $1)
         on conflict (key) do update set value = excluded.value`,
        [bootstrapHash],
      );
    });
    report.bootstrapped = true;
  }

  const done = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const fresh = done.size === 0;
  for (const migration of await readMigrations()) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])',
        [migration.version, migration.name, migration.sql],
      );
    });
    report.applied.push(`${migration.version}_${migration.name}`);
  }

  const seeded = await db.query(`select 1 from emulator.meta where key = 'seeded'`);
  if (fresh && options.seed !== false && seeded.rows.length === 0) {
    const seed = await readFile(SEED_FILE, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(seed);
      await tx.exec(`insert into emulator.meta (key, value) values ('seeded', ${quote(new Date().toISOString())})`);
    });
    report.seeded = true;
  }
  return report;
}
