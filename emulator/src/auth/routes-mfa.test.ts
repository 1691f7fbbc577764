import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { totpCode } from './totp';

const claimsOf = (token: string): { aal: string; amr: Array<{ method: string }> } =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: Array<{ method: string }>;
  };
const codeNow = (secret: string): string => totpCode(secret, Math.floor(Date.now() / 30_000));

describe('TOTP codes', () => {
  it('match RFC 6238’s SHA-1 test vectors', () => {
    // The RFC's secret is the ASCII "12345678901234567890"; its 8-digit codes end in these six digits.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCode(secret, Math.floor(2000000000 / 30))).toBe('279037');
  });
});

describe.each(BACKENDS)('TOTP multi-factor authentication on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const signedIn = async () => {
    const email = `mfa${(counter += 1)}-${backend}@example.test`;
    const client = emulator.authClient();
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123' });
    expect(error).toBeNull();
    return { client, email, userId: data.user!.id };
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true } });
  });
  afterAll(() => emulator?.stop());

  it('enrolls, challenges and verifies a factor: the session becomes aal2 with totp in its amr', async () => {
    const { client, email } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const { id, totp } = enrolled.data as { id: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(totp.uri).toBe(
      `otpauth://totp/localhost%3A3000:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=${totp.secret}`,
    );
    const before = await client.auth.mfa.listFactors();
    expect(before.data!.all).toMatchObject([{ id, status: 'unverified', friendly_name: 'Phone app' }]);
    expect(before.data!.totp).toHaveLength(0);

    const challenge = await client.auth.mfa.challenge({ factorId: id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await client.auth.mfa.verify({
      factorId: id,
      challengeId: challenge.data!.id,
      code: codeNow(totp.secret) === '123456' ? '654321' : '123456',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const right = await client.auth.mfa.verify({
      factorId: id,
      challengeId: challenge.data!.id,
      code: codeNow(totp.secret),
    });
    expect(right.error).toBeNull();
    const claims = claimsOf(right.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password', 'totp']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const reused = await client.auth.mfa.verify({
      factorId: id,
      challengeId: challenge.data!.id,
      code: codeNow(totp.secret),
    });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    // A new sign-in starts at aal1 and is told aal2 is next; a refresh keeps the level.
    const other = emulator.authClient();
    await other.auth.signInWithPassword({ email, password: 'secret-123' });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
    expect((await client.auth.mfa.listFactors()).data!.totp).toMatchObject([{ id, status: 'verified' }]);
  });

  it('keeps a verified factor from an aal1 session and unenrolls it from an aal2 one', async () => {
    const { client, email } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id, totp } = data as { id: string; totp: { secret: string } };
    expect((await client.auth.mfa.challengeAndVerify({ factorId: id, code: codeNow(totp.secret) })).error).toBeNull();
    const weak = emulator.authClient();
    await weak.auth.signInWithPassword({ email, password: 'secret-123' });
    const refused = await weak.auth.mfa.unenroll({ factorId: id });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    const second = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removed = await client.auth.mfa.unenroll({ factorId: id });
    expect(removed.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(0);
    const { data: session } = await client.auth.refreshSession();
    expect(claimsOf(session.session!.access_token).aal).toBe('aal1');
  });

  it('refuses a password change from an aal1 session of a user with a verified factor', async () => {
    const { client, email } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id, totp } = data as { id: string; totp: { secret: string } };
    expect((await client.auth.mfa.challengeAndVerify({ factorId: id, code: codeNow(totp.secret) })).error).toBeNull();
    const weak = emulator.authClient();
    await weak.auth.signInWithPassword({ email, password: 'secret-123' });
    const refused = await weak.auth.updateUser({ password: 'taken-over-123' });
    expect(refused.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    // Nothing changed: the owner's aal2 session lives on and the old password still signs in.
    expect((await client.auth.getUser()).error).toBeNull();
    const old = await emulator.authClient().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(old.error).toBeNull();
    // Metadata needs no second factor, as with GoTrue; the aal2 session may change the password.
    expect((await weak.auth.updateUser({ data: { nickname: 'ok' } })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'changed-by-owner' })).error).toBeNull();
  });

  it('answers bad requests and other people’s factors with GoTrue’s errors', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'mine' });
    const factorId = (data as { id: string }).id;
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'mine' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const stranger = await signedIn();
    const foreign = await stranger.client.auth.mfa.challenge({ factorId });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
    const noCode = await client.auth.mfa.verify({ factorId, challengeId: factorId, code: '' });
    expect(noCode.error).toMatchObject({ status: 400, message: 'Code needs to be non-empty' });
    const noSession = await rawRequest(emulator.url, 'POST', '/auth/v1/factors', {
      apikey: emulator.keys.anonKey,
      body: { factor_type: 'totp' },
    });
    expect(noSession.status).toBe(401);
    expect(noSession.json).toMatchObject({ msg: 'This endpoint requires a valid Bearer token' });
  });

  it('lets the service role list and delete a user’s factors', async () => {
    const { client, userId } = await signedIn();
    await client.auth.mfa.enroll({ factorType: 'totp' });
    const admin = emulator.service().auth.admin;
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toHaveLength(1);
    expect(listed.data!.factors[0]).not.toHaveProperty('secret');
    const deleted = await admin.mfa.deleteFactor({ userId, id: listed.data!.factors[0]!.id });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId })).data!.factors).toHaveLength(0);
  });
});

describe('TOTP switched off', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator('pglite', { auth: { autoconfirm: true, mfaTotp: false } });
  });
  afterAll(() => emulator?.stop());

  it('refuses enrolment with mfa_totp_enroll_not_enabled', async () => {
    const client = emulator.authClient();
    await client.auth.signUp({ email: 'nototp@example.test', password: 'secret-123' });
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
  });
});
