import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyBetween } from 'fractional-indexing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../server';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { MIGRATIONS_DIR, readMigrations } from './migrate';

describe('readMigrations', () => {
  it('refuses two migrations with one version, which the database would record as one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-migrations-'));
    try {
      await writeFile(join(dir, '20260101120000_add_a.sql'), 'select 1;');
      await writeFile(join(dir, '20260101120000_add_b.sql'), 'select 2;');
      await expect(readMigrations(dir)).rejects.toThrow(
        'Two migrations share the version 20260101120000 (add_a, add_b): give the newer a later timestamp.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reads the project's migrations, each version once", async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe.each(BACKENDS)('migrate on %s', (backend) => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.cleanup());

  it('records each migration once, in order, and seeds a fresh database once', async () => {
    const { rows } = await emulator.database.query(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    const files = await readMigrations();
    expect(rows).toEqual(files.map((file) => ({ version: file.version, name: file.name })));
    const seeded = await emulator.database.query(`select count(*) as n from emulator.meta where key = 'seeded'`);
    expect(seeded.rows[0]!.n).toBe('1');
  });

  it("gives existing cards order keys that keep each column's order, valid for the app's key library", async () => {
    const user = await emulator.createUser();
    const file = await readFile(join(MIGRATIONS_DIR, '20261122010000_add_job_applications_order_key.sql'), 'utf8');
    const backfill = /^with ranked as[\s\S]*?;$/m.exec(file)![0];
    const rolledBack = new Error('roll back');
    let keys: { order_key: string; company: string }[] = [];
    await emulator.database
      .transaction(async (tx) => {
        // 70 cards of one column, written without keys: the 63rd on needs the three-character form.
        await tx.query(
          `insert into public.job_applications (user_id, company, position, status, last_updated)
           select $1, 'Company ' || n, 'Designer', 'applied', now() - n * interval '1 minute'
           from generate_series(1, 70) n`,
          [user.id],
        );
        await tx.query(backfill);
        keys = (
          await tx.query(
            `select order_key, company from public.job_applications where user_id = $1
             order by order_key, last_updated desc, id`,
            [user.id],
          )
        ).rows as typeof keys;
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    // Most recently moved first, as the board showed them before keys existed.
    expect(keys.map((row) => row.company)).toEqual(Array.from({ length: 70 }, (_, i) => `Company ${i + 1}`));
    expect(keys.slice(0, 3).map((row) => row.order_key)).toEqual(['a0', 'a1', 'a2']);
    expect(keys[62]!.order_key).toBe('b00');
    // Each key is one the fractional-indexing library accepts, so the app can put a card between any two.
    for (let i = 1; i < keys.length; i++) {
      expect(() => generateKeyBetween(keys[i - 1]!.order_key, keys[i]!.order_key)).not.toThrow();
    }
  });

  it('creates the platform roles, the auth helpers and the owner rules a hosted project has', async () => {
    const roles = await emulator.database.query(
      `select rolname, rolcanlogin::text, rolbypassrls::text from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolcanlogin: 'false', rolbypassrls: 'false' },
      { rolname: 'authenticated', rolcanlogin: 'false', rolbypassrls: 'false' },
      { rolname: 'service_role', rolcanlogin: 'false', rolbypassrls: 'true' },
    ]);
    const claims = JSON.stringify({
      sub: 'de000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      email: 'a@b.c',
    });
    const helpers = await emulator.database.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      return tx.query(
        `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'email' as jwt`,
      );
    });
    expect(helpers.rows[0]).toEqual({
      uid: 'de000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      email: 'a@b.c',
      jwt: 'a@b.c',
    });
    const policies = await emulator.database.query(
      `select cmd, roles::text from pg_policies where tablename = 'job_applications' order by cmd`,
    );
    expect(policies.rows).toEqual(
      ['DELETE', 'INSERT', 'SELECT', 'UPDATE'].map((cmd) => ({ cmd, roles: '{authenticated}' })),
    );
  });

  it('normalises company keys and removes a deleted user’s applications', async () => {
    const user = await emulator.createUser();
    await emulator.database.query(
      `insert into public.job_applications (user_id, company, position) values ($1, ' Goldman - Sachs_Bank  ', 'P')`,
      [user.id],
    );
    const { rows } = await emulator.database.query(
      'select company, company_key from public.job_applications where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ company: 'Goldman - Sachs_Bank', company_key: 'goldmansachsbank' }]);
    await emulator.database.query('delete from auth.users where id = $1', [user.id]);
    const after = await emulator.database.query(
      'select count(*) as n from public.job_applications where user_id = $1',
      [user.id],
    );
    expect(after.rows[0]!.n).toBe('0');
  });

  it('starts again on the same data without re-running anything', async () => {
    const before = await emulator.database.query('select count(*) as n from public.job_applications');
    await emulator.close();
    const again = await startEmulator({ port: 0, dataDir: emulator.dataDir, databaseUrl: emulator.databaseUrl });
    try {
      expect(again.prepared).toEqual({ bootstrapped: false, applied: [], seeded: false });
      expect(again.keys).toEqual(emulator.keys);
      const after = await again.database.query('select count(*) as n from public.job_applications');
      expect(after.rows).toEqual(before.rows);
    } finally {
      await again.close();
    }
  });
});
