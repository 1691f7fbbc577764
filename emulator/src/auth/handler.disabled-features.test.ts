import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** What GoTrue answers for providers and features a project has switched off, and that nothing changes. */
describe.each(BACKENDS)('features that are off on %s', (backend) => {
  let emulator: TestEmulator;
  const userCount = async (): Promise<number> => {
    const { rows } = await emulator.database.query('select count(*)::text as count from auth.users');
    return Number(rows[0]!.count);
  };
  const signedIn = async () => {
    const client = emulator.authClient();
    const email = `off-${backend}-${Math.random().toString(36).slice(2)}@example.test`;
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    return client;
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true } });
  });
  afterAll(() => emulator?.stop());

  it('refuses anonymous sign-ins with 422 anonymous_provider_disabled and creates no user', async () => {
    const before = await userCount();
    const { data, error } = await emulator.authClient().auth.signInAnonymously({ options: { data: { a: 1 } } });
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    expect(data.session).toBeNull();
    expect(await userCount()).toBe(before);
    const settings = await rawRequest(emulator.url, 'GET', '/auth/v1/settings', { apikey: emulator.keys.anonKey });
    expect((settings.json as { external: Record<string, boolean> }).external).toMatchObject({
      anonymous_users: false,
      phone: false,
    });
  });

  it('refuses phone sign-up and phone login with phone_provider_disabled', async () => {
    const before = await userCount();
    const client = emulator.authClient();
    const signUp = await client.auth.signUp({ phone: '+15555550100', password: 'secret-123' });
    expect(signUp.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    const login = await client.auth.signInWithPassword({ phone: '+15555550100', password: 'secret-123' });
    expect(login.error).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
    const both = await rawRequest(emulator.url, 'POST', '/auth/v1/signup', {
      apikey: emulator.keys.anonKey,
      body: { email: 'both@example.test', phone: '+15555550100', password: 'secret-123' },
    });
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Only an email address or phone number should be provided on signup.',
    });
    const noPassword = await client.auth.signUp({ email: 'nopassword@example.test', password: '' });
    expect(noPassword.error).toMatchObject({ status: 400, message: 'Signup requires a valid password' });
    expect(await userCount()).toBe(before);
  });

  it('answers SSO, web3 and unknown grants as GoTrue does', async () => {
    const client = emulator.authClient();
    const sso = await client.auth.signInWithSSO({ domain: 'example.test' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const web3 = await client.auth.signInWithWeb3({
      chain: 'solana',
      message: 'test message',
      signature: new Uint8Array([1, 2, 3]),
    });
    expect(web3.error).toMatchObject({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
    const unknown = await rawRequest(emulator.url, 'POST', '/auth/v1/token?grant_type=magic', {
      apikey: emulator.keys.anonKey,
      body: {},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error_code: 'invalid_credentials', msg: 'unsupported_grant_type' });
  });

  it('refuses ID-token sign-in for a provider that is not configured', async () => {
    const client = emulator.authClient();
    const google = await client.auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(google.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(google.error!.message).toContain('not enabled');
    const missing = await rawRequest(emulator.url, 'POST', '/auth/v1/token?grant_type=id_token', {
      apikey: emulator.keys.anonKey,
      body: { provider: 'google' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const other = await client.auth.signInWithIdToken({ provider: 'custom:corp', token: 'a.b.c' });
    expect(other.error).toMatchObject({ status: 400, message: 'Custom OIDC provider "custom:corp" not allowed' });
  });

  it('refuses manual identity linking, after checking the caller is signed in', async () => {
    const anonymousCaller = await rawRequest(
      emulator.url,
      'GET',
      '/auth/v1/user/identities/authorize?provider=google',
      {
        apikey: emulator.keys.anonKey,
      },
    );
    expect(anonymousCaller.status).toBe(401);
    const client = await signedIn();
    const link = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
    const { data } = await client.auth.getUserIdentities();
    expect(data!.identities).toHaveLength(1);
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]!);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect((await client.auth.getUserIdentities()).data!.identities).toHaveLength(1);
  });
});

/** Sign-ups switched off (GoTrue's DISABLE_SIGNUP): nobody new gets in, except through an admin. */
describe.each(BACKENDS)('sign-ups off on %s', (backend) => {
  let emulator: TestEmulator;
  const userCount = async (): Promise<string> =>
    (await emulator.database.query('select count(*)::text as count from auth.users')).rows[0]!.count as string;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { signupDisabled: true, anonymousUsers: true } });
  });
  afterAll(() => emulator?.stop());

  it('refuses sign-up, anonymous sign-in and sign-in links to new addresses with 422 signup_disabled', async () => {
    const before = await userCount();
    const client = emulator.authClient();
    const refused = { status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' };
    const signUp = await client.auth.signUp({ email: `new-${backend}@example.test`, password: 'secret-123' });
    expect(signUp.error).toMatchObject(refused);
    expect(signUp.data.user).toBeNull();
    expect((await client.auth.signInAnonymously()).error).toMatchObject(refused);
    const link = await client.auth.signInWithOtp({ email: `link-${backend}@example.test` });
    expect(link.error).toMatchObject(refused);
    expect(await userCount()).toBe(before);
    expect(await emulator.mailbox(`link-${backend}@example.test`)).toEqual([]);
    const settings = await rawRequest(emulator.url, 'GET', '/auth/v1/settings', { apikey: emulator.keys.anonKey });
    expect(settings.json).toMatchObject({ disable_signup: true });
  });

  it('still lets an admin add a user, who then signs in with a password or a link', async () => {
    const email = `admin-made-${backend}@example.test`;
    const created = await emulator
      .service()
      .auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect(created.error).toBeNull();
    const client = emulator.authClient();
    const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session).not.toBeNull();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    expect(await emulator.mailbox(email)).toHaveLength(1);
  });
});
