import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SITE = 'http://localhost:3000';

/** The claims of an access token (already verified by the server that issued it). */
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** GET and POST /verify at their edges: the sign-in method a link records, and the fields' limits. */
describe.each(BACKENDS)('verification at its edges on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const newEmail = (): string => `verify${(counter += 1)}-${backend}@example.test`;
  const admin = () => emulator.service().auth.admin;
  const follow = async (link: string): Promise<URLSearchParams> => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { siteUrl: SITE } });
  });
  afterAll(() => emulator?.stop());

  it('records a recovery link as a recovery sign-in, and a magic link as a one-time code', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const recovery = await admin().generateLink({ type: 'recovery', email });
    const recovered = await follow(recovery.data.properties!.action_link);
    expect(recovered.get('type')).toBe('recovery');
    expect(claimsOf(recovered.get('access_token')!).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
    const magic = await admin().generateLink({ type: 'magiclink', email });
    const signedIn = await follow(magic.data.properties!.action_link);
    expect(claimsOf(signedIn.get('access_token')!).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('sends a link of type "email" back with an error, as GoTrue does', async () => {
    const answer = await follow(`${emulator.url}/auth/v1/verify?type=email&token=abc&redirect_to=${SITE}`);
    expect(Object.fromEntries(answer)).toEqual({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Unsupported verification type',
    });
  });

  it('checks a typed code against an e-mail address alone, and a phone number as no one’s', async () => {
    const verify = (body: Record<string, unknown>) =>
      rawRequest(emulator.url, 'POST', '/auth/v1/verify', {
        apikey: emulator.keys.anonKey,
        body: { type: 'email', token: '123456', ...body },
      });
    for (const body of [{}, { email: newEmail(), phone: '+442079460000' }]) {
      const refused = await verify(body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ msg: 'Only an email address or phone number should be provided on verify' });
    }
    const phone = await verify({ type: 'sms', phone: '+442079460000' });
    expect(phone.status).toBe(403);
    expect(phone.json).toMatchObject({ error_code: 'otp_expired' });
  });

  it('reads a token hash of up to 320 characters, and refuses a longer one', async () => {
    const verify = (tokenHash: string) =>
      rawRequest(emulator.url, 'POST', '/auth/v1/verify', {
        apikey: emulator.keys.anonKey,
        body: { type: 'magiclink', token_hash: tokenHash },
      });
    const longest = await verify('a'.repeat(320));
    expect(longest.status).toBe(403);
    expect(longest.json).toMatchObject({ error_code: 'otp_expired' });
    const longer = await verify('a'.repeat(321));
    expect(longer.status).toBe(400);
    expect(longer.json).toMatchObject({ msg: 'Invalid token_hash' });
  });
});
