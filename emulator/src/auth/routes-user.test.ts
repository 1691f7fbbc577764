import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
