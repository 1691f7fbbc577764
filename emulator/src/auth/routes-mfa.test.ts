import type { SupabaseClient } from '@supabase/supabase-js';
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
const tokenOf = async (client: SupabaseClient): Promise<string> =>
  (await client.auth.getSession()).data.session!.access_token;

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

  it('checks an enrolment’s type, friendly name and issuer', async () => {
    const { client } = await signedIn();
    const token = await tokenOf(client);
    const enroll = (body: Record<string, unknown>) =>
      rawRequest(emulator.url, 'POST', '/auth/v1/factors', { apikey: emulator.keys.anonKey, token, body });
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ factor_type: 'sms' }, 400, 'factor_type needs to be totp, phone, or webauthn'],
      [{ factor_type: 'webauthn' }, 422, 'MFA enroll is disabled for WebAuthn'],
      [{ factor_type: 'totp', friendly_name: 'n'.repeat(256) }, 400, 'friendly_name must be at most 255 characters'],
      [{ factor_type: 'totp', friendly_name: 5 }, 400, 'friendly_name must be at most 255 characters'],
      ...['i'.repeat(256), 'a:b', 'a/b', 'a?b', 'a#b', 7].map((issuer): [Record<string, unknown>, number, string] => [
        { factor_type: 'totp', issuer },
        400,
        'issuer must be at most 255 characters without ":", "/", "?" or "#"',
      ]),
    ];
    for (const [body, status, msg] of refusals) {
      const answer = await enroll(body);
      expect({ body, status: answer.status, json: answer.json }).toMatchObject({ body, status, json: { msg } });
    }
    // The longest name and issuer pass, and the issuer names the account in the authenticator app.
    const longest = await enroll({ factor_type: 'totp', friendly_name: 'n'.repeat(255), issuer: 'i'.repeat(255) });
    expect(longest.status).toBe(200);
    expect(longest.json).toMatchObject({ type: 'totp', friendly_name: 'n'.repeat(255) });
    const named = await enroll({ factor_type: 'totp', friendly_name: 'work', issuer: 'Job Tracker' });
    expect((named.json as { totp: { uri: string } }).totp.uri).toMatch(
      /^otpauth:\/\/totp\/Job%20Tracker:.*&issuer=Job%20Tracker&/,
    );
  });

  it('lets an aal1 session hold up to ten unverified factors, and refuses the eleventh', async () => {
    const { client } = await signedIn();
    for (let index = 1; index <= 10; index += 1) {
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `app ${index}` });
      expect(error, `factor ${index}`).toBeNull();
    }
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app 11' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(10);
  });

  it('unenrolls an unverified factor from an aal1 session and refuses a factor id that is not a UUID', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id } = data as { id: string };
    expect((await client.auth.mfa.unenroll({ factorId: id })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(0);
    const malformed = await client.auth.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(malformed.error).toMatchObject({
      status: 404,
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
  });

  it('gives a challenge five minutes', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const before = Math.round(Date.now() / 1000);
    const challenge = await client.auth.mfa.challenge({ factorId: (data as { id: string }).id });
    const after = Math.round(Date.now() / 1000);
    expect(challenge.data!.expires_at - 300).toBeGreaterThanOrEqual(before);
    expect(challenge.data!.expires_at - 300).toBeLessThanOrEqual(after);
  });

  it('refuses a verification with a malformed code, an unknown challenge, another address or a stale challenge', async () => {
    const { client } = await signedIn();
    const token = await tokenOf(client);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { id: factorId, totp } = data as { id: string; totp: { secret: string } };
    const newChallenge = async () => (await client.auth.mfa.challenge({ factorId })).data!.id;
    const challengeMadeAgo = async (seconds: number) => {
      const id = await newChallenge();
      await emulator.database.query(
        `update auth.mfa_challenges set created_at = now() - make_interval(secs => $2::float8) where id = $1`,
        [id, String(seconds)],
      );
      return id;
    };
    const verify = (body: Record<string, unknown>) =>
      rawRequest(emulator.url, 'POST', `/auth/v1/factors/${factorId}/verify`, {
        apikey: emulator.keys.anonKey,
        token,
        body,
      });
    const challengeId = await newChallenge();
    expect((await verify({ challenge_id: challengeId, code: 123456 })).json).toMatchObject({
      msg: 'Code needs to be non-empty',
    });
    expect((await verify({ challenge_id: challengeId, code: '1'.repeat(17) })).json).toMatchObject({
      msg: 'Code must be at most 16 characters',
    });
    expect((await verify({ challenge_id: challengeId, code: '1'.repeat(16) })).json).toMatchObject({
      error_code: 'mfa_verification_failed',
    });
    for (const unknown of ['not-a-uuid', 42, crypto.randomUUID()]) {
      const answer = await verify({ challenge_id: unknown, code: codeNow(totp.secret) });
      expect(answer.status, String(unknown)).toBe(422);
      expect(answer.json).toMatchObject({
        error_code: 'mfa_factor_not_found',
        msg: 'MFA factor with the provided challenge ID not found',
      });
    }

    // A challenge made from another address, or over five minutes ago, is refused (a stale one for good).
    await emulator.database.query(`update auth.mfa_challenges set ip_address = '10.1.2.3' where id = $1`, [
      challengeId,
    ]);
    expect((await verify({ challenge_id: challengeId, code: codeNow(totp.secret) })).json).toMatchObject({
      error_code: 'mfa_ip_address_mismatch',
    });
    const stale = await challengeMadeAgo(300.5);
    expect((await verify({ challenge_id: stale, code: codeNow(totp.secret) })).json).toMatchObject({
      error_code: 'mfa_challenge_expired',
      msg: `MFA challenge ${stale} has expired, verify against another challenge or create a new challenge.`,
    });
    expect((await verify({ challenge_id: stale, code: codeNow(totp.secret) })).json).toMatchObject({
      error_code: 'mfa_factor_not_found',
    });
    const oldButFresh = await challengeMadeAgo(295);
    expect((await verify({ challenge_id: oldButFresh, code: codeNow(totp.secret) })).status).toBe(200);
  });

  it('lets the service role list and delete a user’s factors', async () => {
    const { client, userId } = await signedIn();
    await client.auth.mfa.enroll({ factorType: 'totp' });
    const admin = emulator.service().auth.admin;
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toHaveLength(1);
    expect(listed.data!.factors[0]).not.toHaveProperty('secret');
    const factorId = listed.data!.factors[0]!.id;
    // Another user's id does not reach this user's factor.
    const other = await emulator.createUser();
    const wrongUser = await admin.mfa.deleteFactor({ userId: other.id, id: factorId });
    expect(wrongUser.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    // The answer is the deleted factor (read raw: supabase-js wraps this answer in a second `data`).
    const deleted = await rawRequest(emulator.url, 'DELETE', `/auth/v1/admin/users/${userId}/factors/${factorId}`, {
      apikey: emulator.keys.serviceRoleKey,
      token: emulator.keys.serviceRoleKey,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: factorId, status: 'unverified', factor_type: 'totp' });
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

  it('refuses to challenge a TOTP factor enrolled before TOTP was switched off', async () => {
    const client = emulator.authClient();
    const { data } = await client.auth.signUp({ email: 'enrolled-before@example.test', password: 'secret-123' });
    const factorId = crypto.randomUUID();
    await emulator.database.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, '', 'totp', 'unverified', now(), now(), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')`,
      [factorId, data.user!.id],
    );
    const { error } = await client.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_totp_verify_not_enabled',
      message: 'MFA verification is disabled for TOTP',
    });
  });
});
