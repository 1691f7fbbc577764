import { prepareDatabase } from '../db/migrate';
import { openPostgresDatabase } from '../db/postgres-database';
import { createScratchDatabase, withAdmin } from '../db/scratch-database';
import { isFromEarlierDay, templateKey } from './pglite-template';

/**
 * A database on the PostgreSQL server already through bootstrap, migrations and seed, built once per
 * schema version and day (`jt_template_<fingerprint>_<yyyymmdd>`, see `templateKey`), for each test's
 * database to be created as a copy of:
 * a copy takes a fraction of a second, the migrations a second or more. Nothing connects to it once built
 * (PostgreSQL copies a template only while no one does).
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const { key, day } = await templateKey();
  const name = `jt_template_${key}`;
  const exists = async () =>
    withAdmin(adminUrl, async (admin) => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      return found.rowCount === 1;
    });
  if (await exists()) return name;
  // Built under a name of its own and renamed when whole, so no one copies a half-migrated template.
  const partial = await createScratchDatabase(adminUrl, `${name}_partial`);
  try {
    const db = await openPostgresDatabase(partial.url, 1);
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
    await withAdmin(adminUrl, (admin) => admin.query(`alter database ${partial.name} rename to ${name}`));
    await dropEarlierTemplates(adminUrl, day);
  } catch (error) {
    await partial.drop();
    // Another test file built the same template meanwhile; either is good.
    if (await exists()) return name;
    throw error;
  }
  return name;
}

/** Drops the templates of earlier days; one still being copied from stays until a later run. */
async function dropEarlierTemplates(adminUrl: string, day: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^jt_template_[0-9a-f]{16}(_[0-9]{8})?$'`,
    );
    for (const { datname } of rows) {
      if (!isFromEarlierDay(datname, day)) continue;
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
  });
}
