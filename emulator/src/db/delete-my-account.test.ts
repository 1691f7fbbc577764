import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database as Schema } from '../../../packages/supabase-client/src/database';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import type { SqlParam } from './database';

const DEMO_USER_ID = 'de000000-0000-4000-8000-000000000001';
const PASSWORD = 'correct-horse-battery';

interface Person {
  id: string;
  email: string;
  /** Two signed-in clients: two sessions, each with its refresh token. */
  clients: SupabaseClient<Schema>[];
  applicationIds: string[];
}

/**
 * public.delete_my_account(), the migration's "Delete my account", called through supabase-js's rpc() as
 * the app calls it: it removes the caller and every row of theirs in every table of the database (found
 * from the catalogue, so a table added later is checked too), leaves everyone else's alone, refuses anon,
 * and the auth side answers the deleted user's tokens as GoTrue does.
 */
describe.each(BACKENDS)('delete_my_account on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: Person;
  let bob: Person;

  const query = async <Row>(sql: string, params: SqlParam[] = []) =>
    (await emulator.database.query(sql, params)).rows as Row[];

  /** Every (schema, table, column) that can hold a user's id: a `user_id` column or a key to auth.users. */
  const userColumns = async () =>
    query<{ schema: string; table: string; column: string }>(
      `select n.nspname as schema, c.relname as "table", a.attname as column
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
       join pg_namespace n on n.oid = c.relnamespace
       where a.attnum > 0 and not a.attisdropped and a.attname = 'user_id'
         and n.nspname not in ('pg_catalog', 'information_schema')
       union
       select n.nspname, c.relname, a.attname
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
       where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
       order by 1, 2, 3`,
    );

  /** How many rows each of those columns holds for `userId`, plus the user, identity and session rows. */
  const rowsOf = async (userId: string): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const { schema, table, column } of await userColumns()) {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from "${schema}"."${table}" where "${column}"::text = $1`,
        [userId],
      );
      counts[`${schema}.${table}.${column}`] = Number(row!.n);
    }
    const direct = {
      'auth.users': 'select count(*)::int as n from auth.users where id = $1::uuid',
      'auth.identities': 'select count(*)::int as n from auth.identities where user_id = $1::uuid',
      'auth.sessions': 'select count(*)::int as n from auth.sessions where user_id = $1::uuid',
      'auth.refresh_tokens': `select count(*)::int as n from auth.refresh_tokens
        where user_id = $1::text or session_id in (select id from auth.sessions where user_id = $1::uuid)`,
      'auth.mfa_amr_claims': `select count(*)::int as n from auth.mfa_amr_claims
        where session_id in (select id from auth.sessions where user_id = $1::uuid)`,
    };
    for (const [name, sql] of Object.entries(direct))
      counts[name] = Number((await query<{ n: number }>(sql, [userId]))[0]!.n);
    return counts;
  };

  const nonZero = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);

  /** Signs a new user up (autoconfirm) and in twice, and gives them applications, a move and an event. */
  const makePerson = async (): Promise<Person> => {
    const email = `person-${randomUUID()}@example.test`;
    const first = emulator.authClient();
    const signUp = await first.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const second = emulator.authClient();
    expect((await second.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const id = signUp.data.user!.id;
    const { data: apps, error } = await first
      .from('job_applications')
      .insert([
        { company: 'Stripe', position: 'Product Designer' },
        { company: 'Figma', position: 'Design Engineer' },
      ])
      .select('id');
    expect(error).toBeNull();
    const applicationIds = apps!.map((app) => app.id);
    expect(
      (await first.from('job_applications').update({ status: 'applied' }).eq('id', applicationIds[0]!)).error,
    ).toBeNull();
    expect(
      (
        await first
          .from('application_events')
          .insert({ application_id: applicationIds[0]!, kind: 'interview', starts_at: '2026-12-01T10:00:00Z' })
      ).error,
    ).toBeNull();
    // A PKCE flow state naming the user, as a Google sign-in leaves behind.
    await emulator.database.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         created_at, updated_at, authentication_method)
       values ($1, $2, $3, 's256', 'challenge', 'google', now(), now(), 'oauth')`,
      [randomUUID(), id, randomUUID()],
    );
    return { id, email, clients: [first, second], applicationIds };
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true } });
    alice = await makePerson();
    bob = await makePerson();
  });
  afterAll(() => emulator?.stop());

  it('finds the user’s rows in every table before the call (so the check below can fail)', async () => {
    const counts = await rowsOf(alice.id);
    expect(counts['public.job_applications.user_id']).toBe(2);
    expect(counts['public.application_status_history.user_id']).toBe(3);
    expect(counts['public.application_events.user_id']).toBe(1);
    expect(counts['auth.flow_state.user_id']).toBe(1);
    expect(counts['auth.users']).toBe(1);
    expect(counts['auth.identities']).toBe(1);
    expect(counts['auth.sessions']).toBe(2);
    expect(counts['auth.refresh_tokens']).toBeGreaterThanOrEqual(2);
  });

  it('refuses anon, and a signed-in call without a user (the service role)', async () => {
    const before = await rowsOf(alice.id);
    const anon = await emulator.anon().rpc('delete_my_account');
    expect(anon.error).toMatchObject({ code: '42501' });
    expect(anon.status).toBe(401);
    const service = await emulator.service().rpc('delete_my_account');
    expect(service.error).not.toBeNull();
    expect(service.error?.code).toBe('42501');
    expect(await rowsOf(alice.id)).toEqual(before);
  });

  it('deletes the caller and every row of theirs, in every table, and nothing of anyone else', async () => {
    const bobBefore = await rowsOf(bob.id);
    const demoBefore = await rowsOf(DEMO_USER_ID);
    expect(nonZero(bobBefore).length).toBeGreaterThan(5);

    const { error, status } = await alice.clients[0]!.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(status).toBe(204);

    expect(nonZero(await rowsOf(alice.id))).toEqual([]);
    const historyLeft = await query<{ n: number }>(
      `select count(*)::int as n from public.application_status_history
       where application_id = any (string_to_array($1, ',')::uuid[])`,
      [alice.applicationIds.join(',')],
    );
    expect(Number(historyLeft[0]!.n)).toBe(0);
    expect(await rowsOf(bob.id)).toEqual(bobBefore);
    expect(await rowsOf(DEMO_USER_ID)).toEqual(demoBefore);
    const { data: bobApps } = await bob.clients[0]!.from('job_applications').select('id');
    expect(bobApps!.map((app) => app.id).sort()).toEqual([...bob.applicationIds].sort());
  });

  it('ends the deleted user’s sessions as GoTrue does: user_not_found, refresh token not found, no login', async () => {
    const [first, second] = alice.clients as [SupabaseClient<Schema>, SupabaseClient<Schema>];
    const { data: held } = await second.auth.getSession();
    const refreshToken = held.session!.refresh_token;

    const user = await second.auth.getUser();
    expect(user.error).toMatchObject({ status: 403, code: 'user_not_found' });

    const refreshed = await emulator.authClient().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    const login = await emulator.authClient().auth.signInWithPassword({ email: alice.email, password: PASSWORD });
    expect(login.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // The app signs out after the call: supabase-js takes the server's user_not_found as signed out.
    expect((await first.auth.signOut()).error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();

    // A second call with the old token finds nobody to delete and changes nothing.
    const bobBefore = await rowsOf(bob.id);
    expect((await emulator.withToken(held.session!.access_token).rpc('delete_my_account')).error).toBeNull();
    expect(await rowsOf(bob.id)).toEqual(bobBefore);
  });
});
