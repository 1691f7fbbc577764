import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/**
 * Every route that can send an e-mail (a confirmation, a magic link, a code, a recovery, a change of
 * address, a reauthentication nonce) draws from the e-mail bucket, so no route can be used to flood a
 * mailbox past the limit. Each route is walked from its own loopback address, so each has a bucket of its
 * own: the limit's worth of requests pass the limiter, the next one is refused with 429.
 */
const EMAIL_ROUTES: [method: string, path: string][] = [
  ['POST', '/signup'],
  ['PUT', '/user'],
  ['POST', '/recover'],
  ['POST', '/otp'],
  ['POST', '/magiclink'],
  ['POST', '/resend'],
  ['GET', '/reauthenticate'],
];
const LIMIT = 2;

/** The error code of the answer ('' for a success): the limiter's is `over_request_rate_limit`. */
function send(url: string, method: string, path: string, apikey: string, from: string, n: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/auth/v1${path}`,
      {
        method,
        localAddress: from,
        headers: { apikey, 'content-type': 'application/json', authorization: `Bearer ${apikey}` },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const code = (JSON.parse(text || '{}') as { error_code?: string }).error_code ?? '';
          resolve(res.statusCode === 429 ? `429 ${code}` : code);
        });
      },
    );
    req.on('error', reject);
    // A new address each time: one address may be mailed only once a minute (another limit, not this one).
    req.end(method === 'GET' ? undefined : JSON.stringify({ email: `nobody-${n}@example.test`, type: 'signup' }));
  });
}

describe('the auth route table', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator('pglite');
  });
  afterAll(() => emulator?.stop());

  it('answers 404 for a path parameter that is not valid percent-encoding, and reads one that is', async () => {
    const service = emulator.keys.serviceRoleKey;
    const get = (path: string) =>
      fetch(`${emulator.url}/auth/v1${path}`, { headers: { apikey: service, authorization: `Bearer ${service}` } });
    const malformed = await get('/admin/users/%E0%A4%A');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error_code: 'not_found' });
    const user = await emulator.createUser();
    const found = await get(`/admin/users/${encodeURIComponent(user.id)}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: user.id });
  });
});

describe('the auth route table: e-mail routes are rate-limited', () => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator('pglite', {
      auth: { rateLimits: { token: 100, verify: 100, email: LIMIT, windowSeconds: 300 } },
    });
  });
  afterAll(() => emulator?.stop());

  it.each(EMAIL_ROUTES.map(([method, path], index) => [method, path, `127.0.0.${index + 2}`] as const))(
    '%s %s: the e-mail limit, then 429',
    async (method, path, from) => {
      const answers: string[] = [];
      for (let i = 0; i <= LIMIT; i += 1)
        answers.push(await send(emulator.url, method, path, emulator.keys.anonKey, from, i));
      expect(answers.slice(0, LIMIT)).not.toContain('429 over_request_rate_limit');
      expect(answers[LIMIT]).toBe('429 over_request_rate_limit');
    },
  );
});
