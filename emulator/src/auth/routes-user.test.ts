import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const codeIn = (text: string): string => /(\d{6})/.exec(text)![1]!;

/** GoTrue's secure password change: a session older than a day needs the e-mailed nonce to set a password. */
describe.each(BACKENDS)('secure password change on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;

  const signedIn = async () => {
    const email = `secure${(counter += 1)}-${backend}@example.test`;
    const admin = emulator.service().auth.admin;
    expect((await admin.createUser({ email, password: 'secret-123', email_confirm: true })).error).toBeNull();
    const client = emulator.authClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(error).toBeNull();
    return { client, email, sessionToken: data.session!.access_token };
  };
  /** Makes the client's session look as if it began 25 hours ago. */
  const age = async (accessToken: string) => {
    const sessionId = (
      JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
        session_id: string;
      }
    ).session_id;
    await emulator.database.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      sessionId,
    ]);
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { emailMinInterval: 0 } });
  });
  afterAll(() => emulator?.stop());

  it('lets a session of the last day change the password without a nonce', async () => {
    const { client, email } = await signedIn();
    expect((await client.auth.updateUser({ password: 'fresh-secret-1' })).error).toBeNull();
    const again = await emulator.authClient().auth.signInWithPassword({ email, password: 'fresh-secret-1' });
    expect(again.error).toBeNull();
  });

  it('refuses the same password, and a new one ends the user’s other sessions only', async () => {
    const { client, email } = await signedIn();
    const other = await emulator.authClient().auth.signInWithPassword({ email, password: 'secret-123' });
    const otherUser = () =>
      rawRequest(emulator.url, 'GET', '/auth/v1/user', {
        apikey: emulator.keys.anonKey,
        token: other.data.session!.access_token,
      });
    const same = await client.auth.updateUser({ password: 'secret-123' });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    expect((await otherUser()).status).toBe(200);
    expect((await client.auth.updateUser({ password: 'brand-new-1' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await otherUser()).json).toMatchObject({ error_code: 'session_not_found' });
  });

  it('lets an older session change metadata without a nonce', async () => {
    const { client, sessionToken } = await signedIn();
    await age(sessionToken);
    const { data, error } = await client.auth.updateUser({ data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ theme: 'dark' });
  });

  it('refuses an empty or non-text nonce, an expired one, and any after five wrong ones', async () => {
    const { client, email, sessionToken } = await signedIn();
    await age(sessionToken);
    const update = (body: Record<string, unknown>) =>
      rawRequest(emulator.url, 'PUT', '/auth/v1/user', { apikey: emulator.keys.anonKey, token: sessionToken, body });
    for (const nonce of ['', 123456]) {
      expect((await update({ password: 'stolen-token-1', nonce })).json).toMatchObject({
        error_code: 'reauthentication_needed',
      });
    }
    // A nonce is good for the e-mail link lifetime (an hour here).
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const expired = codeIn((await emulator.mailbox(email))[0]!.text);
    await emulator.database.query(
      `update auth.users set reauthentication_sent_at = now() - interval '3602 seconds' where email = $1`,
      [email],
    );
    expect((await update({ password: 'stolen-token-1', nonce: expired })).json).toMatchObject({
      error_code: 'reauthentication_not_valid',
    });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await emulator.mailbox(email))[0]!.text);
    const wrong = nonce === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await update({ password: 'stolen-token-1', nonce: wrong })).json, `attempt ${attempt}`).toMatchObject({
        error_code: 'reauthentication_not_valid',
      });
    }
    expect((await update({ password: 'owner-chose-1', nonce })).json).toMatchObject({
      error_code: 'reauthentication_not_valid',
    });
  });

  it('refuses an unknown sign-out scope and keeps the session', async () => {
    const { sessionToken } = await signedIn();
    const answer = await rawRequest(emulator.url, 'POST', '/auth/v1/logout?scope=everywhere', {
      apikey: emulator.keys.anonKey,
      token: sessionToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ msg: 'Unsupported logout scope "everywhere"' });
    const user = await rawRequest(emulator.url, 'GET', '/auth/v1/user', {
      apikey: emulator.keys.anonKey,
      token: sessionToken,
    });
    expect(user.status).toBe(200);
  });

  it('refuses to change the e-mail address, and keeps the one the user has', async () => {
    const { client, email } = await signedIn();
    const changed = await client.auth.updateUser({ email: `moved-${email}` });
    expect(changed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Changing the e-mail address is not supported by the emulator',
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ email, data: { name: 'Same address' } })).error).toBeNull();
  });

  it('asks an older session for the e-mailed nonce, and takes it once', async () => {
    const { client, email, sessionToken } = await signedIn();
    await age(sessionToken);
    const bare = await client.auth.updateUser({ password: 'stolen-token-1' });
    expect(bare.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const noneSent = await client.auth.updateUser({ password: 'stolen-token-1', nonce: '123456' });
    expect(noneSent.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await emulator.mailbox(email))[0]!.text);
    const wrong = await client.auth.updateUser({
      password: 'stolen-token-1',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    const old = await emulator.authClient().auth.signInWithPassword({ email, password: 'secret-123' });
    expect(old.error).toBeNull();

    expect((await client.auth.updateUser({ password: 'owner-chose-1', nonce })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'owner-chose-2', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const changed = await emulator.authClient().auth.signInWithPassword({ email, password: 'owner-chose-1' });
    expect(changed.error).toBeNull();
  });
});
