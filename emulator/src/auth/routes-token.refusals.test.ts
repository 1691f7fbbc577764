import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** What POST /token refuses before it looks anything up: the password and refresh grants' fields. */
describe.each(BACKENDS)('the token grants refuse malformed fields on %s', (backend) => {
  let emulator: TestEmulator;
  const email = `token-${backend}@example.test`;
  const grant = (type: string, body: Record<string, unknown>) =>
    rawRequest(emulator.url, 'POST', `/auth/v1/token?grant_type=${type}`, { apikey: emulator.keys.anonKey, body });

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    const { error } = await emulator
      .service()
      .auth.admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect(error).toBeNull();
  });
  afterAll(() => emulator?.stop());

  it('takes an e-mail address or a phone number, not both, and no phone at all here', async () => {
    const both = await grant('password', { email, phone: '+442079460000', password: 'secret-123' });
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({ msg: 'Only an email address or phone number should be provided on login.' });
    const phone = await grant('password', { phone: '+442079460000', password: 'secret-123' });
    expect(phone.status).toBe(422);
    expect(phone.json).toMatchObject({ error_code: 'phone_provider_disabled', msg: 'Phone logins are disabled' });
    for (const body of [{ password: 'secret-123' }, { email: 42, password: 'secret-123' }, { email: '', phone: '' }]) {
      const missing = await grant('password', body);
      expect(missing.status).toBe(400);
      expect(missing.json).toMatchObject({ msg: 'missing email or phone' });
    }
    const ok = await grant('password', { email, phone: '', password: 'secret-123' });
    expect(ok.status).toBe(200);
  });

  it('answers a missing or non-text password as wrong credentials', async () => {
    for (const password of [undefined, '', 123456]) {
      const wrong = await grant('password', { email, password });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({ error_code: 'invalid_credentials' });
    }
  });

  it('refuses a password for an unknown address or a user who has none, the stand-in hash’s included', async () => {
    const unknown = await grant('password', { email: `nobody-${backend}@example.test`, password: 'secret-123' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error_code: 'invalid_credentials' });
    const invited = `invited-${backend}@example.test`;
    expect((await emulator.service().auth.admin.inviteUserByEmail(invited)).error).toBeNull();
    // Unknown addresses are compared against a stand-in hash of this password, so both answers take as long.
    const standIn = await grant('password', { email: invited, password: 'not-a-real-password' });
    expect(standIn.status).toBe(400);
    expect(standIn.json).toMatchObject({ error_code: 'invalid_credentials' });
  });

  it('needs both a PKCE code and its verifier, as non-empty text', async () => {
    for (const body of [
      { code_verifier: 'v'.repeat(43) },
      { auth_code: '', code_verifier: 'v'.repeat(43) },
      { auth_code: 5, code_verifier: 'v'.repeat(43) },
      { auth_code: 'code' },
      { auth_code: 'code', code_verifier: '' },
      { auth_code: 'code', code_verifier: 5 },
    ]) {
      const refused = await grant('pkce', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json).toMatchObject({
        msg: 'invalid request: both auth code and code verifier should be non-empty',
      });
    }
    const unknown = await grant('pkce', { auth_code: 'code', code_verifier: 'v'.repeat(43) });
    expect(unknown.status).not.toBe(200);
    expect(unknown.json).not.toMatchObject({
      msg: 'invalid request: both auth code and code verifier should be non-empty',
    });
  });

  it('refuses a refresh token that is not 1 to 255 URL-safe characters', async () => {
    for (const token of [123, '', 'a'.repeat(256), 'abc.def']) {
      const malformed = await grant('refresh_token', { refresh_token: token });
      expect(malformed.status).toBe(400);
      expect(malformed.json).toMatchObject({ msg: 'Invalid Refresh Token: malformed refresh token' });
    }
    const unknown = await grant('refresh_token', { refresh_token: 'a'.repeat(255) });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ error_code: 'refresh_token_not_found' });
  });
});
