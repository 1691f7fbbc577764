import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const codeIn = (text: string): string => /enter the code:? (\d{6})/.exec(text)![1]!;
/** Six digits that are not `code`. */
const wrongFor = (code: string, n: number): string => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** POST /auth/v1/verify from another loopback address, as a second machine of an attacker would. */
function verifyFrom(base: string, apikey: string, from: string, body: unknown): Promise<number> {
  const url = new URL(`${base}/auth/v1/verify`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { apikey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.each(BACKENDS)('guessing an e-mailed code on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;

  const confirmedUser = async (): Promise<string> => {
    const email = `guess${(counter += 1)}-${backend}@example.test`;
    const admin = emulator.service().auth.admin;
    expect((await admin.createUser({ email, password: 'secret-123', email_confirm: true })).error).toBeNull();
    return email;
  };
  const sendCode = async (email: string): Promise<string> => {
    expect((await emulator.authClient().auth.signInWithOtp({ email })).error).toBeNull();
    return codeIn((await emulator.mailbox(email))[0]!.text);
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { emailMinInterval: 0 } });
  });
  afterAll(() => emulator?.stop());

  it('kills the code after five wrong tries, so the right one no longer signs in', async () => {
    const email = await confirmedUser();
    const code = await sendCode(email);
    const client = emulator.authClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await client.auth.verifyOtp({ email, token: wrongFor(code, attempt), type: 'email' });
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const right = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(right.data.session).toBeNull();

    // The owner asks for a new code; a typo or two on it is forgiven.
    const fresh = await sendCode(email);
    expect((await client.auth.verifyOtp({ email, token: wrongFor(fresh, 1), type: 'email' })).error).not.toBeNull();
    const owner = await client.auth.verifyOtp({ email, token: fresh, type: 'email' });
    expect(owner.error).toBeNull();
    expect(owner.data.session!.user.email).toBe(email);
  });

  it('throttles tries for one account whichever address they come from', async () => {
    const email = await confirmedUser();
    const apikey = emulator.keys.anonKey;
    // Each try from its own loopback address: no per-address limit is reached.
    const statuses: number[] = [];
    for (let machine = 2; machine <= 32; machine += 1) {
      statuses.push(
        await verifyFrom(emulator.url, apikey, `127.0.0.${machine}`, { email, token: '000000', type: 'email' }),
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another account is not held back by it.
    const other = await confirmedUser();
    expect(await verifyFrom(emulator.url, apikey, '127.0.0.40', { email: other, token: '000000', type: 'email' })).toBe(
      403,
    );
  });
});
