import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '../../emulator/src/testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../../emulator/src/testing/test-emulator';
import { authBody, authEndpoint, authToken } from './fuzz/auth-arbitraries';
import { authFingerprint, dataFingerprint } from './fuzz/fingerprint';
import { body, queryString, restHeaders, table } from './fuzz/rest-arbitraries';

// Property-based fuzzing of the REST grammar, request bodies and auth bodies: 10,000 cases per database.
// Whatever the request, the answer is never a 5xx, and a refused request changes no row anywhere.

const CASES = { grammar: 4_000, bodies: 3_000, auth: 3_000 };

// CI replays the same 10,000 cases, so a red run is always a change's doing and reproducible; set
// FUZZ_SEED (any integer) to explore other cases locally, and commit a regression test for what you find.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_121;

/** A refusal: a 4xx, or verify's redirect that carries the error in its fragment. */
function refused(response: RawResponse): boolean {
  if (response.status >= 400) return true;
  return response.status === 303 && /[#&?]error=/.test(response.headers.get('location') ?? '');
}

function describeCase(method: string, path: string, response: RawResponse): string {
  return `${method} ${path} → ${response.status} ${response.text.slice(0, 300)}`;
}

describe.each(BACKENDS)('fuzzing the emulator on %s', (backend) => {
  let emulator: TestEmulator;
  let token: string;
  /** How many answers of each status, printed at the end: a run that only ever hits one error is no fuzz. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, {
      auth: {
        autoconfirm: true,
        emailMinInterval: 0,
        rateLimits: { token: 1_000_000, verify: 1_000_000, email: 1_000_000, windowSeconds: 300 },
      },
    });
    const user = await emulator.createUser();
    token = user.token;
    const seeded = await emulator
      .withToken(token)
      .from('job_applications')
      .insert(['Figma', 'Stripe', 'Linear'].map((company) => ({ company, position: 'Product Designer' })));
    expect(seeded.error).toBeNull();
  });
  afterAll(async () => {
    console.log(`[fuzz ${backend}] answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    await emulator?.stop();
  });

  /** Sends one request and checks both properties, reading the fingerprint only when it matters. */
  async function check(
    method: string,
    path: string,
    options: { token?: string; headers?: Record<string, string>; rawBody?: string },
    fingerprint: () => Promise<string>,
    state: { before: string },
  ): Promise<void> {
    // fetch labels a string body text/plain; the app's client says JSON, so that is the default here too.
    const headers = { 'content-type': 'application/json', ...options.headers };
    const response = await rawRequest(emulator.url, method, path, {
      apikey: emulator.keys.anonKey,
      ...options,
      headers,
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const what = describeCase(method, path, response);
    expect(response.status, what).toBeLessThan(500);
    const after = await fingerprint();
    if (refused(response)) expect(after, `a refused request wrote: ${what}`).toBe(state.before);
    state.before = after;
  }

  it('refuses writes to a view that Postgres cannot write through with 405 (found by this fuzzing)', async () => {
    const before = await dataFingerprint(emulator.database);
    for (const [method, body] of [
      ['POST', { name: 'x' }],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await rawRequest(emulator.url, method, '/rest/v1/company_insights?id=eq.1', {
        apikey: emulator.keys.anonKey,
        token,
        body,
      });
      expect(response.status, response.text).toBe(405);
      expect(response.json).toMatchObject({ code: '55000', message: /^cannot (insert into|update|delete from) view/ });
    }
    expect(await dataFingerprint(emulator.database)).toBe(before);
  });

  it('refuses a NUL character in an auth body with 400, not 500 (found by this fuzzing)', async () => {
    const before = await authFingerprint(emulator.database);
    for (const [path, body] of [
      ['token?grant_type=password', { email: '\u0000', password: ' ' }],
      ['recover', { email: 'a\u0000@b.test' }],
      ['signup', { email: 'nul\u0000@b.test', password: 'fuzz-password' }],
    ] as const) {
      const response = await rawRequest(emulator.url, 'POST', `/auth/v1/${path}`, {
        apikey: emulator.keys.anonKey,
        body,
      });
      expect(response.status, `${path}: ${response.text}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path}: ${response.text}`).toBeLessThan(500);
    }
    expect(await authFingerprint(emulator.database)).toBe(before);
  });

  it(`never answers 5xx nor writes on a refused REST request (${CASES.grammar} grammar cases)`, async () => {
    const state = { before: await dataFingerprint(emulator.database) };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'DELETE', 'PATCH'),
        table,
        queryString,
        restHeaders,
        async (method, name, query, headers) => {
          const rawBody = method === 'PATCH' ? JSON.stringify({ position: 'Fuzzed' }) : undefined;
          const resource = name.startsWith('rpc/')
            ? `rpc/${encodeURIComponent(name.slice(4))}`
            : encodeURIComponent(name);
          const path = `/rest/v1/${resource}?${query}`;
          await check(method, path, { token, headers, rawBody }, () => dataFingerprint(emulator.database), state);
        },
      ),
      { numRuns: CASES.grammar, seed: SEED },
    );
  });

  it(`never answers 5xx nor writes on a refused insert or update (${CASES.bodies} body cases)`, async () => {
    const state = { before: await dataFingerprint(emulator.database) };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH'),
        fc.constantFrom('job_applications', 'portfolios', 'lookup_values'),
        fc.constantFrom('', 'select=*', 'columns=company,position', 'id=eq.00000000-0000-0000-0000-000000000000'),
        fc.constantFrom('company=eq.Figma', 'status=neq.rejected', 'company=like.*a*'),
        restHeaders,
        body,
        async (method, name, query, filter, headers, rawBody) => {
          const path = `/rest/v1/${name}?${method === 'PATCH' ? `${filter}&` : ''}${query}`;
          await check(method, path, { token, headers, rawBody }, () => dataFingerprint(emulator.database), state);
        },
      ),
      { numRuns: CASES.bodies, seed: SEED },
    );
  });

  it(`never answers 5xx nor writes on a refused auth request (${CASES.auth} cases)`, async () => {
    const signedUp = await rawRequest(emulator.url, 'POST', '/auth/v1/signup', {
      apikey: emulator.keys.anonKey,
      body: { email: 'fuzz-session@auth.test', password: 'fuzz-password' },
    });
    expect(signedUp.status).toBe(200);
    const session = signedUp.json as { access_token: string };
    const state = { before: await authFingerprint(emulator.database) };
    await fc.assert(
      fc.asyncProperty(authEndpoint, authToken, authBody, async ({ method, path }, who, rawBody) => {
        const bearer = {
          none: undefined,
          user: session.access_token,
          garbage: 'not.a.jwt',
          anon: undefined,
          service: emulator.keys.serviceRoleKey,
        }[who];
        await check(
          method,
          `/auth/v1/${path}`,
          {
            ...(bearer ? { token: bearer } : {}),
            headers: { 'content-type': 'application/json' },
            ...(method === 'GET' ? {} : { rawBody }),
          },
          () => authFingerprint(emulator.database),
          state,
        );
      }),
      { numRuns: CASES.auth, seed: SEED },
    );
  });
});
