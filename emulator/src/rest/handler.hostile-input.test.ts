import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** `{"a":{"a":…}}` nested `depth` levels deep, as text (JSON.stringify would recurse as deep). */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe.each(BACKENDS)('hostile input gets a 4xx, never a 5xx, on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  it('refuses JSON nested 10,000 deep on every endpoint that reads a body', async () => {
    const deep = nested(10_000);
    const anon = { apikey: emulator.keys.anonKey };
    const signedIn = { apikey: emulator.keys.anonKey, token: user.token };
    const admin = { apikey: emulator.keys.serviceRoleKey, token: emulator.keys.serviceRoleKey };
    const calls: Array<[string, string, typeof anon, string]> = [
      ['POST', '/rest/v1/job_applications', signedIn, `{"company":"A","position":"B","people":[${deep}]}`],
      ['PATCH', `/rest/v1/job_applications?id=eq.${user.id}`, signedIn, `{"people":[${deep}]}`],
      ['POST', '/rest/v1/rpc/import_applications', signedIn, `{"applications":[${deep}]}`],
      ['POST', '/rest/v1/rpc/company_insights_for', anon, `{"company_keys":${deep}}`],
      ['POST', '/auth/v1/signup', anon, `{"email":"deep@example.test","password":"secret-123","data":${deep}}`],
      ['PUT', '/auth/v1/user', signedIn, `{"data":${deep}}`],
      ['POST', '/auth/v1/admin/users', admin, `{"email":"deep2@example.test","user_metadata":${deep}}`],
      ['POST', '/auth/v1/otp', anon, `{"email":"deep3@example.test","data":${deep}}`],
    ];
    for (const [method, path, auth, rawBody] of calls) {
      const response = await rawRequest(emulator.url, method, path, {
        ...auth,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${method} ${path}: ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
    }
    const anonymous = await rawRequest(emulator.url, 'POST', '/rest/v1/rpc/import_applications', {
      ...anon,
      rawBody: `{"applications":[${deep}]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a NUL or other control character in a JSON path, wherever the path is read', async () => {
    for (const query of [
      'select=people->>%00',
      'select=people->%01->>name',
      'select=id&order=people->>%00',
      'select=id&people->>%00=eq.x',
    ]) {
      const response = await rawRequest(emulator.url, 'GET', `/rest/v1/job_applications?${query}`, {
        apikey: emulator.keys.anonKey,
        token: user.token,
      });
      expect(response.status, `${query}: ${response.text}`).toBe(400);
      expect(response.json, query).toMatchObject({ code: 'PGRST100' });
    }
  });
});
