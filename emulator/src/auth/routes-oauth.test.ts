import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startTestProvider, type TestAccount, type TestProvider } from '../testing/openid-provider';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SITE = 'http://localhost:3000';
const GRACE = {
  sub: 'google-grace',
  email: 'grace@example.test',
  name: 'Grace Hopper',
  picture: 'https://pictures.example.test/grace.png',
};
const DEMO = {
  sub: 'google-demo',
  email: 'demo@jobtracker.test',
  name: 'Demo From Google',
  picture: 'https://pictures.example.test/demo.png',
};

const VICTIM = {
  sub: 'google-victim',
  email: 'victim@example.test',
  name: 'Victim From Google',
  picture: 'https://pictures.example.test/victim.png',
};
// Addresses the provider does not vouch for (email_verified: false).
const UNVERIFIED = {
  sub: 'google-unverified',
  email: 'unverified@example.test',
  name: 'Unverified',
  picture: 'https://pictures.example.test/unverified.png',
  emailVerified: false,
};
const UNVERIFIED_DEMO = { ...DEMO, sub: 'google-unverified-demo', emailVerified: false };
// An attacker's Google account that claims someone else's address without the provider vouching for it.
const SQUATTER = {
  sub: 'google-squatter',
  email: 'owner-to-be@example.test',
  name: 'Squatter',
  picture: 'https://pictures.example.test/squatter.png',
  emailVerified: false,
};
const LINK_SQUATTER = { ...SQUATTER, sub: 'google-squatter-link', email: 'link-owner@example.test' };

describe.each(BACKENDS)('Google sign-in through a real OpenID provider on %s', (backend) => {
  let provider: TestProvider;
  let emulator: TestEmulator;

  /** Starts the OAuth flow as the app does and walks it to the app's landing URL. */
  async function signIn(client: ReturnType<TestEmulator['authClient']>, account: TestAccount): Promise<URL> {
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: `${SITE}/login`,
        queryParams: { access_type: 'offline', prompt: 'consent' },
        skipBrowserRedirect: true,
      },
    });
    expect(error).toBeNull();
    const callback = await signInAtProvider(data.url!, account.sub, `${emulator.url}/auth/v1/callback`);
    const response = await fetch(callback, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  beforeAll(async () => {
    provider = await startTestProvider();
    emulator = await startTestEmulator(backend, {
      auth: {
        siteUrl: SITE,
        redirectUrls: ['https://*.example.com/**'],
        google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    });
    provider.configure(`${emulator.url}/auth/v1/callback`, [
      GRACE,
      DEMO,
      VICTIM,
      UNVERIFIED,
      UNVERIFIED_DEMO,
      SQUATTER,
      LINK_SQUATTER,
    ]);
  });
  afterAll(async () => {
    await emulator?.stop();
    await provider?.close();
  });

  it('sends the browser to the provider with the OpenID parameters', async () => {
    const start = await fetch(
      `${emulator.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(SITE)}&access_type=offline&prompt=consent`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location')!);
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${emulator.url}/auth/v1/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a first-time user in and creates them with the name and picture from the ID token', async () => {
    const client = emulator.authClient();
    const landing = await signIn(client, GRACE);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/login`);
    const fragment = Object.fromEntries(new URLSearchParams(landing.hash.slice(1)));
    expect(fragment).toMatchObject({ token_type: 'bearer', expires_in: '3600', provider_token: expect.any(String) });
    const { data, error } = await client.auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(GRACE.email);
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      avatar_url: GRACE.picture,
      email_verified: true,
    });
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'google', id: GRACE.sub })]);
    expect(user.created_at).toBe(user.last_sign_in_at);
    const own = await client.from('job_applications').select('id');
    expect(own.error).toBeNull();

    const again = emulator.authClient();
    const second = new URLSearchParams((await signIn(again, GRACE)).hash.slice(1));
    const back = await again.auth.setSession({
      access_token: second.get('access_token')!,
      refresh_token: second.get('refresh_token')!,
    });
    expect(back.data.user!.id).toBe(user.id);
    expect(back.data.user!.last_sign_in_at).not.toBe(back.data.user!.created_at);
  });

  it('completes the PKCE variant with a code the client exchanges', async () => {
    const client = emulator.authClient({ flowType: 'pkce' });
    const landing = await signIn(client, GRACE);
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(landing.hash).toBe('');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session!.provider_token).toBeTruthy();
    expect(data.user!.email).toBe(GRACE.email);
    const bad = await fetch(`${emulator.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: {
        apikey: emulator.keys.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ auth_code: code, code_verifier: 'a'.repeat(43) }),
    });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('links a verified Google address to the existing e-mail account', async () => {
    const client = emulator.authClient();
    const fragment = new URLSearchParams((await signIn(client, DEMO)).hash.slice(1));
    const { data } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(data.user!.id).toBe('de000000-0000-4000-8000-000000000001');
    expect((data.user!.app_metadata.providers as string[]).sort()).toEqual(['email', 'google']);
    expect(data.user!.user_metadata.full_name).toBe('Demo Designer');
  });

  it('takes a pre-registered, unconfirmed account away from whoever registered it before confirming it', async () => {
    // The attacker signs up with the victim's address and a password of their own, and never confirms.
    const attacker = emulator.authClient();
    const preRegistered = await attacker.auth.signUp({
      email: VICTIM.email,
      password: 'attacker-password',
      options: { data: { full_name: 'Attacker' } },
    });
    expect(preRegistered.error).toBeNull();

    // The victim signs in with Google, which vouches for the address.
    const victim = emulator.authClient();
    const fragment = new URLSearchParams((await signIn(victim, VICTIM)).hash.slice(1));
    const { data } = await victim.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.identities).toEqual([expect.objectContaining({ provider: 'google', id: VICTIM.sub })]);
    expect(data.user!.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(data.user!.user_metadata.full_name).toBe(VICTIM.name);

    // The attacker's password no longer opens the account.
    const stolen = await attacker.auth.signInWithPassword({ email: VICTIM.email, password: 'attacker-password' });
    expect(stolen.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('gives no session for an address the provider does not verify, and sends a confirmation instead', async () => {
    const client = emulator.authClient();
    const landing = await signIn(client, UNVERIFIED);
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('provider_email_needs_verification');
    expect(landing.hash).not.toContain('access_token');
    const [mail] = await emulator.mailbox(UNVERIFIED.email);
    expect(mail!.subject).toBe('Confirm Your Signup');
    const [user] = (
      await emulator.database.query('select email_confirmed_at from auth.users where email = $1', [UNVERIFIED.email])
    ).rows;
    expect(user!.email_confirmed_at).toBeNull();

    // The PKCE variant ends the same way: no code.
    const pkce = await signIn(emulator.authClient({ flowType: 'pkce' }), UNVERIFIED);
    expect(pkce.searchParams.get('code')).toBeNull();
    expect(pkce.searchParams.get('error_code')).toBe('over_email_send_rate_limit');

    // When the owner signs up with the address, the unproven Google identity goes.
    await emulator.database.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`,
      [UNVERIFIED.email],
    );
    const owner = await emulator.authClient().auth.signUp({ email: UNVERIFIED.email, password: 'owner-password' });
    expect(owner.error).toBeNull();
    const identities = await emulator.database.query(
      'select i.provider from auth.identities i join auth.users u on u.id = i.user_id where u.email = $1',
      [UNVERIFIED.email],
    );
    expect(identities.rows).toEqual([{ provider: 'email' }]);
  });

  it('leaves an unverified Google identity nothing once the owner signs up and confirms the address', async () => {
    // The attacker signs in with Google under the owner's address, which Google does not vouch for.
    const attacker = emulator.authClient();
    const first = await signIn(attacker, SQUATTER);
    expect(first.searchParams.get('error_code')).toBe('provider_email_needs_verification');

    // The owner signs up with e-mail and password, then follows the newest confirmation link.
    const owner = emulator.authClient();
    const signUp = await owner.auth.signUp({ email: SQUATTER.email, password: 'owner-password' });
    expect(signUp.error).toBeNull();
    const [mail] = await emulator.mailbox(SQUATTER.email);
    const confirmed = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toContain('access_token=');

    // The attacker's Google sign-in no longer reaches the account.
    const again = await signIn(emulator.authClient(), SQUATTER);
    expect(again.hash).not.toContain('access_token');
    expect(again.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    const identities = await emulator.database.query(
      'select i.provider from auth.identities i join auth.users u on u.id = i.user_id where u.email = $1',
      [SQUATTER.email],
    );
    expect(identities.rows).toEqual([{ provider: 'email' }]);

    // The owner's account is the owner's: the password signs in, and nothing of the attacker's is left.
    const session = await owner.auth.signInWithPassword({ email: SQUATTER.email, password: 'owner-password' });
    expect(session.error).toBeNull();
    expect(session.data.user!.identities).toEqual([expect.objectContaining({ provider: 'email' })]);
    expect(session.data.user!.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(session.data.user!.user_metadata.full_name).toBeUndefined();
  });

  it('drops an unverified Google identity when the owner confirms the address by the first link', async () => {
    const squatter = LINK_SQUATTER;
    const first = await signIn(emulator.authClient(), squatter);
    expect(first.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    // The owner follows the link the attacker's attempt sent, without signing up.
    const [mail] = await emulator.mailbox(squatter.email);
    const confirmed = await fetch(mail!.links[0]!, { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toContain('access_token=');
    const again = await signIn(emulator.authClient(), squatter);
    expect(again.hash).not.toContain('access_token');
    const identities = await emulator.database.query(
      'select i.provider from auth.identities i join auth.users u on u.id = i.user_id where u.email = $1',
      [squatter.email],
    );
    expect(identities.rows).toEqual([{ provider: 'email' }]);
  });

  it('never links an unverified provider address to a confirmed account', async () => {
    const client = emulator.authClient({ flowType: 'pkce' });
    const landing = await signIn(client, UNVERIFIED_DEMO);
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    const identities = await emulator.database.query('select provider_id from auth.identities where user_id = $1', [
      'de000000-0000-4000-8000-000000000001',
    ]);
    expect(identities.rows.map((row) => row.provider_id)).not.toContain(UNVERIFIED_DEMO.sub);
  });

  it('sends no link or sign-in to a host the wildcard pattern does not cover, on every route', async () => {
    const attacks = [
      'https://evil.example?.example.com/x',
      'https://evil.example#.example.com/x',
      'https://evil.example\\.example.com/x',
      'https://app.example.com@evil.example/x',
    ];
    const allowed = 'https://app.example.com/login';
    /** Where a Location sends the browser, and what its fragment carries. */
    const split = (response: Response): [string, string] => {
      const [where, fragment = ''] = response.headers.get('location')!.split('#');
      return [where!, fragment];
    };
    const client = emulator.authClient();
    for (const [index, target] of [...attacks, allowed].entries()) {
      const expected = new URL(target === allowed ? allowed : SITE).toString();
      const email = `redirect-${index}@example.test`;
      // /signup: the confirmation link's redirect_to, and where /verify then sends the browser.
      await client.auth.signUp({ email, password: 'secret-123', options: { emailRedirectTo: target } });
      const [confirm] = await emulator.mailbox(email);
      expect(new URL(new URL(confirm!.links[0]!).searchParams.get('redirect_to')!).toString(), target).toBe(expected);
      const verify = await fetch(confirm!.links[0]!, { redirect: 'manual' });
      expect(split(verify), target).toEqual([expected, expect.stringContaining('access_token=')]);
      // /verify with a redirect_to of its own.
      const forged = await fetch(
        `${emulator.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(target)}`,
        { redirect: 'manual' },
      );
      expect(split(forged), target).toEqual([expected, expect.stringContaining('error=access_denied')]);
      // /recover.
      await client.auth.resetPasswordForEmail(email, { redirectTo: target });
      const [reset] = await emulator.mailbox(email);
      expect(reset!.subject).toBe('Reset Your Password');
      expect(new URL(new URL(reset!.links[0]!).searchParams.get('redirect_to')!).toString(), target).toBe(expected);
      // /authorize: where the provider's answer finally lands.
      const start = `${emulator.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(target)}`;
      const callback = await signInAtProvider(start, GRACE.sub, `${emulator.url}/auth/v1/callback`);
      const landing = await fetch(callback, { redirect: 'manual' });
      expect(split(landing), target).toEqual([expected, expect.stringContaining('access_token=')]);
    }
  });

  it('refuses a forged state', async () => {
    const response = await fetch(`${emulator.url}/auth/v1/callback?code=x&state=forged`, {
      redirect: 'manual',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_oauth_state' });
  });
});
