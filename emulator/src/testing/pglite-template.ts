import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
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

/**
 * The name a template is built under: the schema's fingerprint and the UTC day. The seed dates the demo
 * user's histories and interviews from `now()` at the moment it runs, so a template kept from an earlier
 * day holds interviews that have since passed (a machine's PostgreSQL keeps its databases between runs).
 * Templates of earlier days are dropped when the day's is built.
 */
export async function templateKey(now = new Date()): Promise<{ key: string; day: string }> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { key: `${await schemaFingerprint()}_${day}`, day };
}

/** Whether a template's key is from a day before `day` (or from before keys carried a day). */
export function isFromEarlierDay(key: string, day: string): boolean {
  const match = /_(\d{8})$/.exec(key);
  return !match || match[1]! < day;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A PGlite data folder already through initdb, bootstrap, migrations and seed, built once per schema
 * version and day (see `templateKey`): initdb takes seconds, a copy a fraction of one.
 */
export async function pgliteTemplate(): Promise<string> {
  const { key, day } = await templateKey();
  const template = join(TEMPLATES, `pglite-${key}`);
  if (await exists(template)) return template;
  const partial = `${template}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const db = await openPgliteDatabase(partial);
  await prepareDatabase(db);
  await db.close();
  await mkdir(TEMPLATES, { recursive: true });
  // Another run may have finished the same template meanwhile; either copy is good.
  await rename(partial, template).catch(() => rm(partial, { recursive: true, force: true }));
  for (const name of await readdir(TEMPLATES)) {
    if (/^pglite-[0-9a-f]{16}(_\d{8})?$/.test(name) && isFromEarlierDay(name, day)) {
      await rm(join(TEMPLATES, name), { recursive: true, force: true });
    }
  }
  return template;
}

/** Files copied at once: enough to keep the thread pool's four threads busy. */
const COPIES_AT_ONCE = 8;

/**
 * Copies a template (about 1,100 files, 41MB) to `pgdata`, which must not exist yet. Not `fs.cp`: its
 * JavaScript walks the tree a file at a time and took 0.8–1.2 s of the main thread's CPU a copy here; this
 * takes about 0.5 s (the copies themselves run on libuv's threads). A data folder holds only folders and
 * files; anything else (a link) is refused, not skipped. Modes are kept.
 */
export async function copyTemplate(template: string, pgdata: string): Promise<void> {
  const entries = await readdir(template, { recursive: true, withFileTypes: true });
  const strange = entries.find((entry) => !entry.isFile() && !entry.isDirectory());
  if (strange) throw new Error(`The template ${template} holds ${join(strange.parentPath, strange.name)}, not a file.`);
  const inside = (entry: (typeof entries)[number]): string => relative(template, join(entry.parentPath, entry.name));
  // Each folder with its template's mode (copyFile keeps a file's), as fs.cp does.
  const folders = ['', ...entries.filter((entry) => entry.isDirectory()).map(inside)];
  for (const folder of folders) {
    await mkdir(join(pgdata, folder), { recursive: true });
    await chmod(join(pgdata, folder), (await stat(join(template, folder))).mode & 0o7777);
  }
  const files = entries.filter((entry) => entry.isFile()).map(inside);
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(join(template, file), join(pgdata, file));
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
}

/** A new folder under the system's temporary one (`<prefix>…`) holding a copy of the template: a test's own database. */
export async function pgliteTemplateCopy(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await copyTemplate(await pgliteTemplate(), dir);
  return dir;
}
