import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startTestProvider, type TestProvider } from '../testing/openid-provider';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const ADA = {
  sub: 'google-ada',
  email: 'ada@example.test',
  name: 'Ada',
  picture: 'https://pictures.example.test/ada.png',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(BACKENDS)('sign-in with a Google ID token (grant_type=id_token) on %s', (backend) => {
  let provider: TestProvider;
  let emulator: TestEmulator;
  const callback = () => `${emulator.url}/auth/v1/callback`;

  /** An ID token the provider issues for Ada, carrying `nonce` when given (as Google's one-tap does). */
  async function idToken(nonce?: string): Promise<string> {
    const authorize = new URL(`${provider.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: callback(),
      response_type: 'code',
      scope: 'openid email profile',
      state: 'a-state',
      ...(nonce === undefined ? {} : { nonce }),
    }).toString();
    const code = new URL(await signInAtProvider(authorize.href, ADA.sub, callback())).searchParams.get('code')!;
    const response = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callback() }).toString(),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id_token: string }).id_token;
  }

  beforeAll(async () => {
    provider = await startTestProvider();
    emulator = await startTestEmulator(backend, {
      auth: {
        siteUrl: 'http://localhost:3000',
        google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    });
    provider.configure(callback(), [ADA]);
  });
  afterAll(async () => {
    await emulator?.stop();
    await provider?.close();
  });

  it('takes a token whose nonce is the hash of the one passed, and refuses one missing or different', async () => {
    const token = await idToken(sha256('raw-nonce'));
    const client = emulator.authClient();
    const other = await client.auth.signInWithIdToken({ provider: 'google', token, nonce: 'another-nonce' });
    expect(other.error?.message).toBe('Nonces mismatch');
    const missing = await client.auth.signInWithIdToken({ provider: 'google', token });
    expect(missing.error?.message).toBe('Passed nonce and nonce in id_token should either both exist or not.');
    const signedIn = await client.auth.signInWithIdToken({ provider: 'google', token, nonce: 'raw-nonce' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user).toMatchObject({ email: ADA.email, app_metadata: { provider: 'google' } });
    expect(signedIn.data.session?.access_token).toEqual(expect.any(String));
  });

  it('takes a token without a nonce when none is passed, and refuses a nonce the token lacks', async () => {
    const token = await idToken();
    const client = emulator.authClient();
    const extra = await client.auth.signInWithIdToken({ provider: 'google', token, nonce: 'raw-nonce' });
    expect(extra.error?.message).toBe('Passed nonce and nonce in id_token should either both exist or not.');
    const signedIn = await client.auth.signInWithIdToken({ provider: 'google', token });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(ADA.email);
  });

  it('takes the issuer and client id in place of the provider, both or neither', async () => {
    const token = await idToken();
    const grant = async (fields: Record<string, string>) => {
      const response = await fetch(`${emulator.url}/auth/v1/token?grant_type=id_token`, {
        method: 'POST',
        headers: { apikey: emulator.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ id_token: token, ...fields }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const required = { error: 'invalid request', error_description: 'provider or client_id and issuer required' };
    expect(await grant({ issuer: provider.issuer })).toMatchObject({ status: 400, body: required });
    expect(await grant({ client_id: provider.clientId })).toMatchObject({ status: 400, body: required });
    const signedIn = await grant({ issuer: provider.issuer, client_id: provider.clientId });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: ADA.email } });
    const other = await grant({ issuer: 'https://login.other.test', client_id: provider.clientId });
    expect(other).toMatchObject({ status: 400, body: { msg: 'Custom OIDC provider "" not allowed' } });
  });
});
