import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jwtKeySet, signJwt } from './jwt';
import { rawRequest } from './testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from './testing/test-emulator';

const privateJwk = (kid: string): JsonWebKey => ({
  ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
  kid,
});
const headerOf = (token: string): { alg: string; kid?: string } =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string; kid?: string };

describe.each(BACKENDS)('asymmetric signing keys and the JWKS on %s', (backend) => {
  let emulator: TestEmulator;
  // A kid of its own per run: supabase-js caches a JWKS per storage key, which both runs share.
  const kid = `test-key-${backend}`;
  const key = privateJwk(kid);

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true, signingKeys: [key] } });
  });
  afterAll(() => emulator?.stop());

  it('signs access tokens with ES256 and publishes only the public key', async () => {
    const jwks = await rawRequest(emulator.url, 'GET', '/auth/v1/.well-known/jwks.json', { apikey: null });
    expect(jwks.status).toBe(200);
    const [published] = (jwks.json as { keys: JsonWebKey[] }).keys;
    expect(published).toMatchObject({ kty: 'EC', crv: 'P-256', kid, alg: 'ES256', x: key.x, y: key.y });
    expect(published).not.toHaveProperty('d');

    const client = emulator.authClient();
    const { data, error } = await client.auth.signUp({
      email: `es256-${backend}@example.test`,
      password: 'secret-123',
    });
    expect(error).toBeNull();
    expect(headerOf(data.session!.access_token)).toMatchObject({ alg: 'ES256', kid });

    // supabase-js verifies an asymmetric token against the JWKS itself, without asking /user.
    const getUser = vi.spyOn(client.auth, 'getUser');
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data!.claims.email).toBe(`es256-${backend}@example.test`);
    expect(getUser).not.toHaveBeenCalled();

    expect((await client.auth.getUser()).data.user!.email).toBe(`es256-${backend}@example.test`);
    const rest = await client.from('job_applications').select('id');
    expect(rest.error).toBeNull();
    expect(rest.data).toEqual([]);
  });

  it('still accepts the legacy HS256 keys, and refuses a token signed with another key', async () => {
    expect((await emulator.anon().from('casestudies').select('id').limit(1)).error).toBeNull();
    const user = await emulator.createUser();
    const legacy = await rawRequest(emulator.url, 'GET', '/rest/v1/job_applications?select=id', {
      apikey: emulator.keys.anonKey,
      token: user.token,
    });
    expect(legacy.status).toBe(200);

    const impostor = jwtKeySet('unused', [privateJwk(kid)]);
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt(
      { sub: user.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 60 },
      impostor,
    );
    const rest = await rawRequest(emulator.url, 'GET', '/rest/v1/job_applications?select=id', {
      apikey: emulator.keys.anonKey,
      token: forged,
    });
    expect(rest.status).toBe(401);
    const auth = await rawRequest(emulator.url, 'GET', '/auth/v1/user', {
      apikey: emulator.keys.anonKey,
      token: forged,
    });
    expect(auth.status).toBe(403);
    expect(auth.json).toMatchObject({ error_code: 'bad_jwt' });
  });
});
