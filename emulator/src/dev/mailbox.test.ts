import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { mailboxEnabled } from './mailbox';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (fetch would not let a test choose Host). */
function send(base: string, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(BACKENDS)('dev mailbox on %s', (backend) => {
  let emulator: TestEmulator;
  let host: string;
  const email = `mailbox-${backend}@example.test`;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    host = new URL(emulator.url).host;
    await emulator.anon().auth.signUp({ email, password: 'secret-123' });
  });
  afterAll(() => emulator?.stop());

  it('answers its own page and local tools, with no CORS', async () => {
    for (const headers of <Record<string, string>[]>[
      { host },
      { host: `localhost:${emulator.port}` },
      { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { host, 'sec-fetch-site': 'none' },
    ]) {
      const answer = await send(emulator.url, 'GET', '/_dev/mailbox.json', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(JSON.parse(answer.body)).toContainEqual(expect.objectContaining({ to: email }));
    }
    const page = await send(emulator.url, 'GET', '/_dev/mailbox', { host });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain(email);
  });

  it('answers a HEAD, and refuses any method that is not a read', async () => {
    expect((await send(emulator.url, 'HEAD', '/_dev/mailbox.json', { host })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await send(emulator.url, method, '/_dev/mailbox.json', { host });
      expect(answer.status, method).toBe(405);
      expect(JSON.parse(answer.body), method).toEqual({ message: 'Method not allowed' });
    }
  });

  it("refuses other origins' pages, rebound host names and preflights", async () => {
    for (const [path, method, headers] of [
      ['/_dev/mailbox.json', 'GET', { host, origin: 'http://evil.example' }],
      ['/_dev/mailbox.json', 'GET', { host, origin: 'null' }],
      ['/_dev/mailbox.json', 'GET', { host, origin: `http://localhost:${emulator.port + 1}` }],
      ['/_dev/mailbox.json', 'GET', { host, 'sec-fetch-site': 'cross-site' }],
      ['/_dev/mailbox.json', 'GET', { host, 'sec-fetch-site': 'same-site' }],
      ['/_dev/mailbox.json', 'GET', { host: `evil.example:${emulator.port}` }],
      ['/_dev/mailbox.json', 'GET', { host: `127.0.0.1.nip.io:${emulator.port}` }],
      ['/_dev/mailbox', 'GET', { host: `rebind.evil.example:${emulator.port}`, 'sec-fetch-site': 'none' }],
      [
        '/_dev/mailbox.json',
        'OPTIONS',
        { host, origin: 'http://evil.example', 'access-control-request-method': 'GET' },
      ],
    ] as const) {
      const answer = await send(emulator.url, method, path, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain(email);
    }
  });
});

// The switch does not depend on the database: PGlite only.
describe('dev mailbox switched off', () => {
  it('answers 404 and shows nothing', async () => {
    const quiet = await startTestEmulator('pglite', { mailbox: false });
    try {
      await quiet.anon().auth.signUp({ email: 'quiet@example.test', password: 'secret-123' });
      for (const path of ['/_dev/mailbox', '/_dev/mailbox.json']) {
        const answer = await send(quiet.url, 'GET', path, { host: new URL(quiet.url).host });
        expect(answer.status).toBe(404);
        expect(answer.body).not.toContain('quiet@example.test');
      }
    } finally {
      await quiet.stop();
    }
  });
});

describe('mailboxEnabled', () => {
  it('is on by default and off with --no-mailbox or EMULATOR_MAILBOX=off', () => {
    expect(mailboxEnabled(false, undefined)).toBe(true);
    expect(mailboxEnabled(false, 'on')).toBe(true);
    expect(mailboxEnabled(true, undefined)).toBe(false);
    expect(mailboxEnabled(false, 'off')).toBe(false);
    expect(mailboxEnabled(false, 'FALSE')).toBe(false);
    expect(() => mailboxEnabled(false, 'of')).toThrow(/EMULATOR_MAILBOX must be on or off/);
  });
});
