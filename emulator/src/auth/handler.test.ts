import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
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

  it('matches a path parameter only as a whole, non-empty segment of at most 100 characters', async () => {
    const admin = (method: string, path: string) =>
      rawRequest(emulator.url, method, `/auth/v1${path}`, {
        apikey: emulator.keys.serviceRoleKey,
        token: emulator.keys.serviceRoleKey,
      });
    const user = await emulator.createUser();
    // A segment of 100 characters reaches the route, which refuses it as an id; one longer is no route.
    expect((await admin('GET', `/admin/users/${'u'.repeat(100)}`)).json).toMatchObject({
      error_code: 'validation_failed',
      msg: 'user_id must be an UUID',
    });
    for (const [method, path] of [
      ['GET', `/admin/users/${'u'.repeat(101)}`],
      ['GET', '/admin/users/'],
      ['GET', `/admin/users/${user.id}/extra`],
      ['PATCH', `/admin/users/${user.id}`],
      ['GET', '/nowhere'],
    ]) {
      const answer = await admin(method!, path!);
      expect({ method, path, status: answer.status, json: answer.json }).toMatchObject({
        status: 404,
        json: { error_code: 'not_found', msg: 'Not Found' },
      });
    }
    expect((await admin('GET', `/admin/users/${user.id}/factors`)).json).toEqual([]);
  });

  it('answers its health, settings and signing keys, to HEAD as to GET', async () => {
    const anon = { apikey: emulator.keys.anonKey };
    const health = await rawRequest(emulator.url, 'GET', '/auth/v1/health', anon);
    expect(health.json).toEqual({
      version: 'emulator',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
    expect((await rawRequest(emulator.url, 'HEAD', '/auth/v1/health', anon)).status).toBe(200);
    const settings = await rawRequest(emulator.url, 'GET', '/auth/v1/settings', anon);
    expect(settings.json).toEqual({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        google: false,
        apple: false,
        azure: false,
        github: false,
        gitlab: false,
        facebook: false,
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
    const jwks = await rawRequest(emulator.url, 'GET', '/auth/v1/.well-known/jwks.json', anon);
    expect(jwks.json).toEqual({ keys: [] });
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('refuses a body that is too large, too deep, not JSON or not an object, and a query over 8 KiB', async () => {
    const post = (options: { rawBody?: string; query?: string }) =>
      rawRequest(emulator.url, 'POST', `/auth/v1/admin/users${options.query ?? ''}`, {
        apikey: emulator.keys.serviceRoleKey,
        token: emulator.keys.serviceRoleKey,
        headers: { 'content-type': 'application/json' },
        rawBody: options.rawBody,
      });
    const refusals: Array<[string, number, string, string]> = [
      [`{"a":"${'x'.repeat(64 * 1024)}"}`, 413, 'request_too_large', 'Request body is larger than 64 KiB'],
      ['['.repeat(101) + ']'.repeat(101), 400, 'bad_json', 'The request body is nested more than 100 levels deep'],
      ['{"email":', 400, 'bad_json', 'Could not parse request body as JSON'],
      ['[]', 400, 'bad_json', 'The request body must be a JSON object'],
      ['null', 400, 'bad_json', 'The request body must be a JSON object'],
      ['"text"', 400, 'bad_json', 'The request body must be a JSON object'],
    ];
    for (const [rawBody, status, code, msg] of refusals) {
      const answer = await post({ rawBody });
      expect({ rawBody: rawBody.slice(0, 20), status: answer.status, json: answer.json }).toMatchObject({
        status,
        json: { error_code: code, msg },
      });
    }
    // An empty body is an empty object: this one is refused for what it lacks, not for its form.
    expect((await post({ rawBody: '' })).json).toMatchObject({
      msg: 'Cannot create a user without either an email or phone',
    });
    const longQuery = await post({ rawBody: '{}', query: `?q=${'q'.repeat(8190)}` });
    expect(longQuery.json).toMatchObject({
      error_code: 'validation_failed',
      msg: 'The query string is longer than 8 KiB',
    });
    const longestQuery = await post({ rawBody: '{}', query: `?q=${'q'.repeat(8189)}` });
    expect(longestQuery.json).toMatchObject({ msg: 'Cannot create a user without either an email or phone' });
  });

  it('refuses text the database cannot store with 400, never a 500', async () => {
    const answer = await rawRequest(emulator.url, 'POST', '/auth/v1/admin/users', {
      apikey: emulator.keys.serviceRoleKey,
      token: emulator.keys.serviceRoleKey,
      body: { email: 'nul@example.test', user_metadata: { note: 'a\u0000b' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error_code: 'validation_failed',
      msg: expect.stringMatching(/^Invalid input: /),
    });
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
