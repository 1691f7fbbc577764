import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const DEMO = { email: 'demo@jobtracker.test', password: 'demo-password' };
const DEMO_ID = 'de000000-0000-4000-8000-000000000001';

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe.each(BACKENDS)('sessions, refresh tokens and sign-out on %s', (backend) => {
  let emulator: TestEmulator;
  const auth = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    rawRequest(emulator.url, 'POST', `/auth/v1${path}`, {
      apikey: emulator.keys.anonKey,
      body,
      headers: { 'x-supabase-api-version': '2024-01-01', ...headers },
    });
  const signIn = async (): Promise<{ access_token: string; refresh_token: string }> => {
    const response = await auth('/token?grant_type=password', DEMO);
    expect(response.status).toBe(200);
    return response.json as { access_token: string; refresh_token: string };
  };
  const refresh = (token: string) => auth('/token?grant_type=refresh_token', { refresh_token: token });
  const getUser = (token: string) =>
    rawRequest(emulator.url, 'GET', '/auth/v1/user', {
      apikey: emulator.keys.anonKey,
      token,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.stop());

  it('issues access tokens with GoTrue’s claims, valid for an hour', async () => {
    const session = await signIn();
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      iss: `${emulator.url}/auth/v1`,
      sub: DEMO_ID,
      aud: 'authenticated',
      email: DEMO.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Demo Designer' }),
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    const user = await getUser(session.access_token);
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      id: DEMO_ID,
      email: DEMO.email,
      identities: [expect.objectContaining({ provider: 'email' })],
    });
  });

  it('rotates refresh tokens, hands back the active one to a client that lost it, and ends a leaked session', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh_token)).json as { refresh_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const retried = (await refresh(first.refresh_token)).json as { refresh_token: string };
    expect(retried.refresh_token).toBe(second.refresh_token);

    const third = (await refresh(second.refresh_token)).json as { refresh_token: string; access_token: string };
    const withinWindow = await refresh(first.refresh_token);
    expect(withinWindow.status).toBe(200);
    const active = (withinWindow.json as { refresh_token: string }).refresh_token;

    expect(active).not.toBe(third.refresh_token);

    // The second token was revoked "a minute ago" and is not the parent of the active one: a leak.
    await emulator.database.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [second.refresh_token],
    );
    const reused = await refresh(second.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    expect((await refresh(active)).json).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await getUser(third.access_token)).json).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('abcdefghijkl')).json).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect((await refresh('not a token!')).json).toMatchObject({ code: 'validation_failed' });
  });

  it('signs out locally, others or globally, and refuses the ended sessions’ tokens', async () => {
    const clients = [emulator.authClient(), emulator.authClient(), emulator.authClient()];
    for (const client of clients) expect((await client.auth.signInWithPassword(DEMO)).error).toBeNull();
    const tokens = await Promise.all(
      clients.map(async (client) => (await client.auth.getSession()).data.session!.access_token),
    );
    expect((await clients[0]!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await getUser(tokens[0]!)).status).toBe(200);
    for (const token of tokens.slice(1)) {
      const response = await getUser(token);
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      });
    }
    expect((await clients[0]!.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await getUser(tokens[0]!)).status).toBe(403);
    expect((await clients[0]!.auth.getSession()).data.session).toBeNull();

    const a = emulator.authClient();
    const b = emulator.authClient();
    await a.auth.signInWithPassword(DEMO);
    await b.auth.signInWithPassword(DEMO);
    const bToken = (await b.auth.getSession()).data.session!.access_token;
    expect((await a.auth.signOut()).error).toBeNull();
    expect((await getUser(bToken)).status).toBe(403);
  });

  it('refuses PKCE exchanges with the wrong verifier or after the flow expired', async () => {
    const verifier = 'v'.repeat(50);
    const newFlow = async (): Promise<string> => {
      const { rows } = await emulator.database.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
           created_at, updated_at, authentication_method)
         values (gen_random_uuid(), $1, gen_random_uuid(), 'plain', $2, 'email', now(), now(), 'email/signup')
         returning auth_code`,
        [DEMO_ID, verifier],
      );
      return rows[0]!.auth_code!;
    };
    const exchange = (code: string, codeVerifier: string) =>
      auth('/token?grant_type=pkce', { auth_code: code, code_verifier: codeVerifier });
    const wrong = await exchange(await newFlow(), 'w'.repeat(50));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'bad_code_verifier' });
    const late = await newFlow();
    await emulator.database.query(
      `update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1`,
      [late],
    );
    const expired = await exchange(late, verifier);
    expect(expired.status).toBe(422);
    expect(expired.json).toMatchObject({ code: 'flow_state_expired' });
    const fine = await exchange(await newFlow(), verifier);
    expect(fine.status).toBe(200);
    expect(fine.json).toMatchObject({ user: { id: DEMO_ID } });
  });

  it('answers a sign-in with its lifetime and keeps the first 512 characters of the user agent', async () => {
    const before = Math.floor(Date.now() / 1000);
    const agent = `agent-${'a'.repeat(600)}`;
    const answer = await auth('/token?grant_type=password', DEMO, { 'user-agent': agent });
    const session = answer.json as { access_token: string; expires_in: number; expires_at: number };
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(claimsOf(session.access_token).exp as number);
    expect(session.expires_at - 3600).toBeGreaterThanOrEqual(before);
    expect(session.expires_at - 3600).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const { rows } = await emulator.database.query('select user_agent from auth.sessions where id = $1', [
      claimsOf(session.access_token).session_id as string,
    ]);
    expect(rows[0]!.user_agent).toBe(agent.slice(0, 512));
  });

  it('refuses tokens without a usable subject or session, with GoTrue’s messages', async () => {
    const user = async (claims: Record<string, unknown>) =>
      (await getUser(emulator.mintToken({ role: 'authenticated', ...claims }))).json;
    const session = claimsOf((await signIn()).access_token).session_id;
    expect(await user({ session_id: session })).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
    expect(await user({ sub: '', session_id: session })).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
    expect(await user({ sub: 'demo', session_id: session })).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: sub claim must be a UUID',
    });
    expect(await user({ sub: '6f1c0a52-3d4e-4b8a-9c1d-2e3f4a5b6c7d', session_id: session })).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
    expect(await user({ sub: DEMO_ID, session_id: 42 })).toMatchObject({ code: 'session_not_found' });
    expect(await user({ sub: DEMO_ID, session_id: session })).toMatchObject({ id: DEMO_ID });
    const expired = emulator.mintToken({ sub: DEMO_ID, role: 'authenticated', session_id: session }, -10);
    expect((await getUser(expired)).json).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token is expired',
    });
    expect((await getUser('garbage')).json).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, unable to parse or verify signature',
    });
  });

  it('refuses a banned user’s token and refresh until the ban runs out', async () => {
    const email = `banned-${backend}@example.test`;
    const admin = emulator.service().auth.admin;
    const { data } = await admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const signedIn = (await auth('/token?grant_type=password', { email, password: 'secret-123' })).json as {
      access_token: string;
      refresh_token: string;
    };
    await emulator.database.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [
      data.user!.id,
    ]);
    expect((await getUser(signedIn.access_token)).json).toEqual({ code: 'user_banned', message: 'User is banned' });
    expect((await refresh(signedIn.refresh_token)).json).toEqual({ code: 'user_banned', message: 'User is banned' });
    await emulator.database.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [
      data.user!.id,
    ]);
    expect((await getUser(signedIn.access_token)).status).toBe(200);
    expect((await refresh(signedIn.refresh_token)).status).toBe(200);
  });

  it('asks for a Bearer token and rejects bad ones', async () => {
    const none = await rawRequest(emulator.url, 'GET', '/auth/v1/user', {
      apikey: emulator.keys.anonKey,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ code: 'no_authorization' });
    const expired = emulator.mintToken({ sub: DEMO_ID, role: 'authenticated', session_id: DEMO_ID }, -10);
    expect((await getUser(expired)).json).toMatchObject({ code: 'bad_jwt' });
    expect((await getUser('garbage')).status).toBe(403);
  });

  it('ends a user’s other sessions when the password changes', async () => {
    const email = `changer-${backend}@example.test`;
    const service = await rawRequest(emulator.url, 'POST', '/auth/v1/signup', {
      apikey: emulator.keys.anonKey,
      body: { email, password: 'first-password' },
    });
    expect(service.status).toBe(200);
    await emulator.database.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    const phone = emulator.authClient();
    const laptop = emulator.authClient();
    await phone.auth.signInWithPassword({ email, password: 'first-password' });
    await laptop.auth.signInWithPassword({ email, password: 'first-password' });
    const phoneToken = (await phone.auth.getSession()).data.session!.access_token;
    expect((await laptop.auth.updateUser({ password: 'second-password' })).error).toBeNull();
    expect((await getUser(phoneToken)).json).toMatchObject({ code: 'session_not_found' });
    expect((await laptop.auth.getUser()).error).toBeNull();
  });

  it('emits onAuthStateChange events in the real client’s order', async () => {
    const client = emulator.authClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword(DEMO);
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { favourite_colour: 'teal' } });
    await client.auth.signOut();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
    const { data } = await emulator.service().from('job_applications').select('id').limit(1);
    expect(data).toHaveLength(1);
  });

  it('applies Row Level Security to real sessions', async () => {
    const demo = emulator.authClient();
    await demo.auth.signInWithPassword(DEMO);
    const own = await demo.from('job_applications').select('user_id');
    expect(own.data!.length).toBeGreaterThanOrEqual(18);
    expect(new Set(own.data!.map((row) => row.user_id))).toEqual(new Set([DEMO_ID]));
    const added = await demo
      .from('job_applications')
      .insert({ company: 'Session Co', position: 'Designer' })
      .select()
      .single();
    expect(added.data!.user_id).toBe(DEMO_ID);

    const other = emulator.authClient();
    const email = `other-${backend}@example.test`;
    await other.auth.signUp({ email, password: 'secret-123' });
    await emulator.database.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);
    await other.auth.signInWithPassword({ email, password: 'secret-123' });
    expect((await other.from('job_applications').select('id')).data).toEqual([]);
    const steal = await other.from('job_applications').update({ status: 'rejected' }).eq('id', added.data!.id).select();
    expect(steal.data).toEqual([]);
    const remove = await other.from('job_applications').delete().eq('user_id', DEMO_ID).select();
    expect(remove.data).toEqual([]);
    const impostor = await other.from('job_applications').insert({ company: 'X', position: 'Y', user_id: DEMO_ID });
    expect(impostor.error).toMatchObject({ code: '42501' });
    await demo.auth.signOut();
    const anonymous = await demo.from('job_applications').select('id');
    expect(anonymous.error).toMatchObject({ code: '42501' });
  });

  it('answers in the legacy error shape without the API version header, and reports its settings', async () => {
    const legacy = await rawRequest(emulator.url, 'POST', '/auth/v1/token?grant_type=password', {
      apikey: emulator.keys.anonKey,
      body: { email: DEMO.email, password: 'nope-nope' },
    });
    expect(legacy.json).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    const current = await auth('/token?grant_type=password', { email: DEMO.email, password: 'nope-nope' });
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const settings = await rawRequest(emulator.url, 'GET', '/auth/v1/settings', { apikey: emulator.keys.anonKey });
    expect(settings.json).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
    const health = await rawRequest(emulator.url, 'GET', '/auth/v1/health');
    expect(health.json).toMatchObject({ name: 'GoTrue' });
    const google = await fetch(`${emulator.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
    expect(google.status).toBe(400);
    expect(await google.json()).toMatchObject({
      msg: 'Unsupported provider: provider is not enabled',
      error_code: 'validation_failed',
    });
  });
});
