import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** WebAuthn factors through supabase-js's `auth.mfa`: enrolled and challenged, never verified here. */
describe.each(BACKENDS)('WebAuthn factors on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const signedIn = async () => {
    const client = emulator.authClient();
    const email = `webauthn${(counter += 1)}-${backend}@example.test`;
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123' });
    expect(error).toBeNull();
    return { client, email, userId: data.user!.id, token: data.session!.access_token };
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true, mfaWebAuthn: true } });
  });
  afterAll(() => emulator?.stop());

  it('enrolls an unverified factor and challenges it with creation options kept with the challenge', async () => {
    const { client, email, userId } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'YubiKey' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toEqual({ id: expect.any(String), type: 'webauthn', friendly_name: 'YubiKey' });
    const factorId = enrolled.data!.id;
    const unnamed = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: '' });
    expect(unnamed.data).toMatchObject({ type: 'webauthn', friendly_name: '' });
    const twice = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'YubiKey' });
    expect(twice.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data!.all).toMatchObject([
      { id: factorId, factor_type: 'webauthn', status: 'unverified', friendly_name: 'YubiKey' },
      { factor_type: 'webauthn', status: 'unverified', friendly_name: '' },
    ]);

    const challenged = await client.auth.mfa.challenge({ factorId });
    expect(challenged.error).toBeNull();
    const data = challenged.data as unknown as {
      id: string;
      type: string;
      expires_at: number;
      webauthn: { type: string; credential_options: { publicKey: Record<string, unknown> } };
    };
    expect(data).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const publicKey = data.webauthn.credential_options.publicKey as {
      rp: unknown;
      user: { id: ArrayBuffer; name: string; displayName: string };
      challenge: ArrayBuffer;
      pubKeyCredParams: Array<{ type: string; alg: number }>;
      timeout: number;
    };
    expect(publicKey.rp).toEqual({ id: 'localhost', name: 'localhost' });
    expect(Buffer.from(publicKey.user.id).toString('hex')).toBe(userId.replaceAll('-', ''));
    expect(publicKey.user).toMatchObject({ name: email, displayName: email });
    expect(publicKey.challenge.byteLength).toBe(32);
    expect(publicKey.pubKeyCredParams).toContainEqual({ type: 'public-key', alg: -7 });
    expect(publicKey.timeout).toBe(300_000);
    const { rows } = await emulator.database.query(
      'select web_authn_session_data::text as session from auth.mfa_challenges where id = $1',
      [data.id],
    );
    const kept = JSON.parse(rows[0]!.session as string) as { challenge: string; rp_id: string };
    expect(kept).toMatchObject({
      challenge: Buffer.from(publicKey.challenge).toString('base64url'),
      rp_id: 'localhost',
    });
    const another = await client.auth.mfa.challenge({ factorId });
    const next = (another.data as unknown as typeof data).webauthn.credential_options.publicKey
      .challenge as ArrayBuffer;
    expect(Buffer.from(next).toString('hex')).not.toBe(Buffer.from(publicKey.challenge).toString('hex'));

    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(1);
  });

  it('refuses to verify, says why, and leaves the factor unverified and the session aal1', async () => {
    const { client, token } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Key' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const verify = (body: unknown) =>
      rawRequest(emulator.url, 'POST', `/auth/v1/factors/${factor!.id}/verify`, {
        apikey: emulator.keys.anonKey,
        token,
        body,
      });
    const refusals: Array<[unknown, number, string, string]> = [
      [{ challenge_id: challenge!.id }, 400, 'validation_failed', 'WebAuthn config required'],
      [
        { challenge_id: challenge!.id, webauthn: ['create'] },
        400,
        'bad_json',
        'Could not parse request body as JSON: webauthn must be an object',
      ],
      [
        { challenge_id: challenge!.id, webauthn: 'create' },
        400,
        'bad_json',
        'Could not parse request body as JSON: webauthn must be an object',
      ],
      [
        { challenge_id: challenge!.id, webauthn: { type: 'get' } },
        400,
        'validation_failed',
        'WebAuthn type must be create or request',
      ],
      [
        { challenge_id: challenge!.id, webauthn: { type: 'create' } },
        400,
        'validation_failed',
        'credential_response required',
      ],
      [
        { challenge_id: challenge!.id, webauthn: { type: 'create', credential_response: { id: 'x' } } },
        422,
        'webauthn_verification_failed',
        'The emulator does not verify WebAuthn credentials: WebAuthn factors can be enrolled and challenged, not verified',
      ],
    ];
    for (const [body, status, code, message] of refusals) {
      const response = await verify(body);
      expect([body, response.status, response.json]).toEqual([
        body,
        status,
        { code: status, error_code: code, msg: message },
      ]);
    }
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data!.all).toMatchObject([{ id: factor!.id, status: 'unverified' }]);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('answers GoTrue’s "not enabled" errors while WebAuthn factors are off, as by default', async () => {
    const off = await startTestEmulator(backend, { auth: { autoconfirm: true } });
    try {
      const client = off.authClient();
      await client.auth.signUp({ email: `off-${backend}@example.test`, password: 'secret-123' });
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Key' });
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
      const { rows } = await off.database.query(`select count(*)::text as n from auth.mfa_factors`);
      expect(rows[0]!.n).toBe('0');
    } finally {
      await off.stop();
    }
  });
});
