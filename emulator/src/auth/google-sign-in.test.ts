import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startTestProvider, type TestProvider } from '../testing/openid-provider';
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

describe.each(BACKENDS)('Google sign-in through a real OpenID provider on %s', (backend) => {
  let provider: TestProvider;
  let emulator: TestEmulator;

  /** Starts the OAuth flow as the app does and walks it to the app's landing URL. */
  async function signIn(client: ReturnType<TestEmulator['authClient']>, account: typeof GRACE): Promise<URL> {
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
        google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    });
    provider.configure(`${emulator.url}/auth/v1/callback`, [GRACE, DEMO]);
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

  it('refuses a forged state', async () => {
    const response = await fetch(`${emulator.url}/auth/v1/callback?code=x&state=forged`, {
      redirect: 'manual',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_oauth_state' });
  });
});
