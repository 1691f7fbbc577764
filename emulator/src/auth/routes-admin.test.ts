import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** The admin API with the service-role key, through supabase-js's `auth.admin`. */
describe.each(BACKENDS)('auth admin API on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const newEmail = (): string => `admin${(counter += 1)}-${backend}@example.test`;
  const admin = () => emulator.service().auth.admin;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { anonymousUsers: true } });
  });
  afterAll(() => emulator?.stop());

  it('creates users with metadata, confirmed or not, and the user can sign in once confirmed', async () => {
    const email = newEmail();
    const { data, error } = await admin().createUser({
      email,
      password: 'secret-123',
      user_metadata: { full_name: 'Kim Admin' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Kim Admin' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.identities).toHaveLength(1);
    const client = emulator.authClient();
    const early = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed' });

    const confirmed = await admin().updateUserById(data.user!.id, { email_confirm: true });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user!.email_confirmed_at).toBeTruthy();
    expect(confirmed.data.user!.user_metadata).toEqual({ full_name: 'Kim Admin', email_verified: true });
    const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();

    const duplicate = await admin().createUser({ email: email.toUpperCase(), password: 'secret-123' });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('refuses bad input with clear errors and creates nothing', async () => {
    const { rows } = await emulator.database.query('select count(*)::text as count from auth.users');
    const invalid = await admin().createUser({ email: 'xx:;x@x.x', password: 'password123' });
    expect(invalid.error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' });
    expect(invalid.data.user).toBeNull();
    const weak = await admin().createUser({ email: newEmail(), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const none = await admin().createUser({ password: 'secret-123' });
    expect(none.error).toMatchObject({ status: 400, message: 'Cannot create a user without either an email or phone' });
    const phone = await admin().createUser({ phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const ban = await admin().createUser({ email: newEmail(), ban_duration: 'forever' });
    expect(ban.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const big = await admin().createUser({ email: newEmail(), user_metadata: { blob: 'x'.repeat(17 * 1024) } });
    expect(big.error).toMatchObject({ status: 400, message: 'User metadata is larger than 16 KiB' });
    const page = await admin().listUsers({ page: 1, perPage: 5000 });
    expect(page.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const after = await emulator.database.query('select count(*)::text as count from auth.users');
    expect(after.rows[0]!.count).toBe(rows[0]!.count);
  });

  it('lists users newest first with pages, a total and a filter', async () => {
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) expect((await admin().createUser({ email })).error).toBeNull();
    const listed = await admin().listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    const data = listed.data as typeof listed.data & { aud: string; total: number; nextPage: number; lastPage: number };
    expect(data.users.map((user) => user.email)).toEqual([emails[2], emails[1]]);
    expect(data.aud).toBe('authenticated');
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    expect(data.lastPage).toBe(Math.ceil(data.total / 2));
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]!.email).toBe(emails[0]);
    const filtered = await rawRequest(
      emulator.url,
      'GET',
      `/auth/v1/admin/users?filter=${encodeURIComponent(emails[1]!)}`,
      { apikey: emulator.keys.serviceRoleKey, token: emulator.keys.serviceRoleKey },
    );
    expect((filtered.json as { users: Array<{ email: string }> }).users.map((user) => user.email)).toEqual([emails[1]]);
    expect(filtered.headers.get('x-total-count')).toBe('1');
  });

  it('reads the page parameters as GoTrue does: blanks are defaults, page 0 is page 1, bad ones refused', async () => {
    const list = (query: string) =>
      rawRequest(emulator.url, 'GET', `/auth/v1/admin/users${query}`, {
        apikey: emulator.keys.serviceRoleKey,
        token: emulator.keys.serviceRoleKey,
      });
    const emails = (answer: { json: unknown }) =>
      (answer.json as { users: Array<{ email: string }> }).users.map((user) => user.email);
    // Enough users that the default page of 50 is full.
    for (let index = 0; index < 51; index += 1) await admin().createUser({ email: newEmail() });
    const all = await list('');
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(50);
    expect(emails(all)).toHaveLength(50);
    expect(emails(await list('?page=&per_page='))).toEqual(emails(all));
    expect(emails(await list('?page=0&per_page=3'))).toEqual(emails(all).slice(0, 3));
    expect(emails(await list(`?per_page=1000`))).toHaveLength(total);
    expect(emails(await list('?per_page=1'))).toEqual(emails(all).slice(0, 1));

    for (const [query, msg] of [
      ['?page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
      ['?per_page=-1', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax'],
      ['?per_page=0', 'Bad Pagination Parameters: per_page must be between 1 and 1000'],
      ['?per_page=1001', 'Bad Pagination Parameters: per_page must be between 1 and 1000'],
      [`?filter=${'f'.repeat(256)}`, 'The filter is longer than 255 characters'],
    ] as const) {
      const answer = await list(query);
      expect({ query, status: answer.status, json: answer.json }).toMatchObject({ query, status: 400, json: { msg } });
    }
    const longest = await list(`?filter=${'f'.repeat(255)}`);
    expect(longest.status).toBe(200);
    expect(emails(longest)).toEqual([]);

    // The Link header offers the next page until the last one, and always the last.
    const lastPage = Math.ceil(total / 20);
    expect((await list('?per_page=20&page=1')).headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=20>; rel="next", </auth/v1/admin/users?page=${lastPage}&per_page=20>; rel="last"`,
    );
    expect((await list(`?per_page=20&page=${lastPage}`)).headers.get('link')).toBe(
      `</auth/v1/admin/users?page=${lastPage}&per_page=20>; rel="last"`,
    );
  });

  it('creates a user with a chosen id, role and ban, and refuses an id already taken', async () => {
    const id = crypto.randomUUID();
    const created = await admin().createUser({ id, email: newEmail(), role: 'reviewer', ban_duration: '2h' });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ id, role: 'reviewer' });
    expect(Date.parse(created.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 3_600_000);
    // Not confirmed, so neither is the address in its identity.
    expect(created.data.user!.identities![0]!.identity_data).toMatchObject({ email_verified: false });
    const taken = await admin().createUser({ id, email: newEmail() });
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('updates a role, refuses a changed id or a taken address, and keeps an unchanged address', async () => {
    const first = await admin().createUser({ email: newEmail(), email_confirm: true });
    const id = first.data.user!.id;
    const other = await admin().createUser({ email: newEmail() });
    const renamed = await admin().updateUserById(id, { role: 'reviewer' });
    expect(renamed.data.user).toMatchObject({ id, role: 'reviewer' });
    const sameId = await admin().updateUserById(id, { id, user_metadata: { kept: true } } as never);
    expect(sameId.error).toBeNull();
    const changedId = await admin().updateUserById(id, { id: other.data.user!.id } as never);
    expect(changedId.error).toMatchObject({ status: 400, message: 'The user id cannot be changed' });
    const taken = await admin().updateUserById(id, { email: other.data.user!.email!.toUpperCase() });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const unchanged = await admin().updateUserById(id, { email: first.data.user!.email! });
    expect(unchanged.error).toBeNull();
    expect(unchanged.data.user).toMatchObject({ email: first.data.user!.email, user_metadata: { kept: true } });
  });

  it('gives an anonymous user an address: an e-mail identity and provider, confirmed when asked', async () => {
    const { data } = await emulator.authClient().auth.signInAnonymously();
    const id = data.user!.id;
    const email = newEmail();
    const updated = await admin().updateUserById(id, { email, email_confirm: true });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email, is_anonymous: false, app_metadata: { providers: ['email'] } });
    expect(updated.data.user!.identities).toHaveLength(1);
    expect(updated.data.user!.identities![0]).toMatchObject({
      provider: 'email',
      identity_data: { email, email_verified: true },
    });
  });

  it('refuses a delete whose should_soft_delete is not a boolean, and keeps the user', async () => {
    const created = await admin().createUser({ email: newEmail() });
    const id = created.data.user!.id;
    const refused = await rawRequest(emulator.url, 'DELETE', `/auth/v1/admin/users/${id}`, {
      apikey: emulator.keys.serviceRoleKey,
      token: emulator.keys.serviceRoleKey,
      body: { should_soft_delete: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ msg: 'should_soft_delete must be true or false' });
    expect((await admin().getUserById(id)).error).toBeNull();
    expect((await admin().deleteUser(id, false)).error).toBeNull();
    const { rows } = await emulator.database.query('select count(*)::text as count from auth.users where id = $1', [
      id,
    ]);
    expect(rows[0]!.count).toBe('0');
  });

  it('gets, updates and deletes a user by id', async () => {
    const email = newEmail();
    const created = await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const id = created.data.user!.id;
    const got = await admin().getUserById(id);
    expect(got.data.user).toMatchObject({ id, email });
    const missing = await admin().getUserById('83fd9e20-7a80-46e4-bf29-a86e3d6bbf66');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });

    const newAddress = `new_${email}`;
    const updated = await admin().updateUserById(id, {
      email: newAddress,
      user_metadata: { favorite_color: 'yellow', email_verified: null },
      app_metadata: { roles: ['admin'] },
      password: 'another-secret',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: newAddress,
      user_metadata: { favorite_color: 'yellow' },
      app_metadata: { roles: ['admin'], provider: 'email' },
    });
    expect(updated.data.user!.user_metadata).not.toHaveProperty('email_verified');
    expect(updated.data.user!.identities![0]!.identity_data).toMatchObject({ email: newAddress });
    const client = emulator.authClient();
    expect((await client.auth.signInWithPassword({ email: newAddress, password: 'another-secret' })).error).toBeNull();

    const banned = await admin().updateUserById(id, { ban_duration: '1h' });
    expect(banned.data.user!.banned_until).toBeTruthy();
    const refused = await client.auth.signInWithPassword({ email: newAddress, password: 'another-secret' });
    expect(refused.error).toMatchObject({ code: 'user_banned', message: 'User is banned' });
    const current = await client.auth.getUser();
    expect(current.error).toMatchObject({ status: 403, code: 'user_banned' });
    await admin().updateUserById(id, { ban_duration: 'none' });
    expect((await client.auth.signInWithPassword({ email: newAddress, password: 'another-secret' })).error).toBeNull();

    const deleted = await admin().deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ code: 'user_not_found' });
    const { rows } = await emulator.database.query(
      'select count(*)::text as count from auth.identities where user_id = $1',
      [id],
    );
    expect(rows[0]!.count).toBe('0');
    expect((await client.auth.getUser()).error).toMatchObject({ status: 403 });
  });

  it('soft-deletes a user: the row stays without its address, sessions or identities', async () => {
    const email = newEmail();
    const created = await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const id = created.data.user!.id;
    expect((await admin().deleteUser(id, true)).error).toBeNull();
    const { rows } = await emulator.database.query(
      'select email, deleted_at is not null as gone from auth.users where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ email: null, gone: 't' });
    expect((await admin().getUserById(id)).error).toMatchObject({ code: 'user_not_found' });
    const again = await admin().createUser({ email, password: 'secret-123' });
    expect(again.error).toBeNull();
  });

  it('signs a user out by their access token (auth.admin.signOut)', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const client = emulator.authClient();
    const { data } = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    const signOut = await admin().signOut(data.session!.access_token, 'global');
    expect(signOut.error).toBeNull();
    const after = await rawRequest(emulator.url, 'GET', '/auth/v1/user', {
      apikey: emulator.keys.anonKey,
      token: data.session!.access_token,
    });
    expect(after.status).toBe(403);
    expect(after.json).toMatchObject({ error_code: 'session_not_found' });
    const bad = await admin().signOut('this-is-a-bad-token');
    expect(bad.error!.message).toMatch(/^invalid JWT/);
  });

  it('answers only the service role: anon keys, user tokens and missing tokens are refused', async () => {
    const anon = await rawRequest(emulator.url, 'GET', '/auth/v1/admin/users', {
      apikey: emulator.keys.anonKey,
      token: emulator.keys.anonKey,
    });
    expect(anon.status).toBe(403);
    expect(anon.json).toMatchObject({ error_code: 'not_admin', msg: 'User not allowed' });
    const user = await emulator.createUser();
    const asUser = await rawRequest(emulator.url, 'POST', '/auth/v1/admin/users', {
      apikey: emulator.keys.anonKey,
      token: user.token,
      body: { email: newEmail() },
    });
    expect(asUser.status).toBe(403);
    const none = await rawRequest(emulator.url, 'GET', '/auth/v1/admin/users', {
      apikey: emulator.keys.serviceRoleKey,
    });
    expect(none.status).toBe(401);
    const forged = await rawRequest(emulator.url, 'GET', '/auth/v1/admin/users', {
      apikey: emulator.keys.serviceRoleKey,
      token: `${emulator.keys.serviceRoleKey.slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(403);
    expect(forged.json).toMatchObject({ error_code: 'bad_jwt' });
    // An admin token naming a session works while the session lasts, and stops when it is gone.
    const signedIn = newEmail();
    await admin().createUser({ email: signedIn, password: 'secret-123', email_confirm: true });
    const { data: session } = await emulator
      .authClient()
      .auth.signInWithPassword({ email: signedIn, password: 'secret-123' });
    const claims = JSON.parse(Buffer.from(session.session!.access_token.split('.')[1]!, 'base64url').toString());
    const withSession = (sessionId: string) =>
      rawRequest(emulator.url, 'GET', '/auth/v1/admin/users', {
        apikey: emulator.keys.serviceRoleKey,
        token: emulator.mintToken({ role: 'service_role', session_id: sessionId }),
      });
    expect((await withSession(claims.session_id)).status).toBe(200);
    const gone = await withSession('6f1c0a52-3d4e-4b8a-9c1d-2e3f4a5b6c7d');
    expect(gone.status).toBe(403);
    expect(gone.json).toMatchObject({ error_code: 'session_not_found' });
    const badId = await rawRequest(emulator.url, 'GET', '/auth/v1/admin/users/not-a-uuid', {
      apikey: emulator.keys.serviceRoleKey,
      token: emulator.keys.serviceRoleKey,
    });
    expect(badId.status).toBe(404);
    expect(badId.json).toMatchObject({ msg: 'user_id must be an UUID' });
  });

  it('signs in anonymously when switched on: a user without address or identity, flagged in its token', async () => {
    const client = emulator.authClient();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: '',
      user_metadata: { theme: 'dark' },
      app_metadata: {},
    });
    expect(data.user!.identities).toEqual([]);
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as {
      is_anonymous: boolean;
      amr: Array<{ method: string }>;
    };
    expect(claims.is_anonymous).toBe(true);
    expect(claims.amr[0]!.method).toBe('anonymous');
    const listed = await admin().getUserById(data.user!.id);
    expect(listed.data.user!.is_anonymous).toBe(true);
  });
});
