import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { devMailKey } from './mail-api';

describe.each(BACKENDS)('the dev mail API (Resend-shaped) on %s', (backend) => {
  let emulator: TestEmulator;
  let key: string;
  const send = (body: unknown, authorization = `Bearer ${key}`) =>
    fetch(`${emulator.url}/_dev/mail/emails`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const message = { from: 'Job Tracker <hello@example.test>', subject: 'Your morning', text: 'See https://x.test/a' };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    key = devMailKey(emulator.keys.jwtSecret);
  });
  afterAll(() => emulator?.stop());

  it('puts a copy for each recipient in the mailbox, with its links and headers', async () => {
    const response = await send({
      ...message,
      to: ['ada@example.test', 'bob@example.test'],
      headers: { 'List-Unsubscribe': '<https://x.test/u>' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.any(String) });
    for (const to of ['ada@example.test', 'bob@example.test']) {
      const [mail] = await emulator.mailbox(to);
      expect(mail).toMatchObject({ subject: 'Your morning', text: 'See https://x.test/a' });
    }
    // One address on its own is a list of one, as Resend takes it.
    expect((await send({ ...message, to: 'cy@example.test' })).status).toBe(200);
    expect(await emulator.mailbox('cy@example.test')).toHaveLength(1);
  });

  it('refuses a recipient that is not an address, and stores nothing of the message', async () => {
    for (const to of [['dee@example.test', 'not an address'], ['dee@example.test', 42], 'no-at-sign', []]) {
      const response = await send({ ...message, to });
      expect(response.status, JSON.stringify(to)).toBe(422);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /is not an e-mail address|must be an address or a list/,
      );
    }
    const many = Array.from({ length: 51 }, (_, i) => `r${i}@example.test`);
    expect((await send({ ...message, to: many })).status).toBe(422);
    expect(await emulator.mailbox('dee@example.test')).toEqual([]);
    expect(await emulator.mailbox('r0@example.test')).toEqual([]);
  });

  it('refuses a header that would split a line, a message with no body, and a key not its own', async () => {
    const split = await send({ ...message, to: 'eve@example.test', headers: { 'X-Note': 'a\r\nBcc: z@x.test' } });
    expect(split.status).toBe(422);
    expect(await split.json()).toEqual({ message: 'The header "X-Note" must be one line of at most 2000 characters.' });
    const bodiless = await send({ from: message.from, subject: 'Hi', to: 'eve@example.test' });
    expect(await bodiless.json()).toEqual({ message: 'Send "text", "html" or both.' });
    expect((await send('{"to": ', `Bearer ${key}`)).status).toBe(422);
    expect((await send({ ...message, to: 'eve@example.test' }, `Bearer ${emulator.keys.serviceRoleKey}`)).status).toBe(
      401,
    );
    expect(await emulator.mailbox('eve@example.test')).toEqual([]);
  });
  it('takes a message at every limit: 50 recipients, 20 headers, a 2000-character header, a 998-character subject', async () => {
    const to = Array.from({ length: 50 }, (_, i) => `edge${i}@example.test`);
    const extra = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`X-H${i}`, 'v']));
    extra['X-H0'] = 'v'.repeat(2000);
    const response = await send({ ...message, subject: 's'.repeat(998), from: 'f'.repeat(320), to, headers: extra });
    expect(response.status).toBe(200);
    const [first] = await emulator.mailbox('edge0@example.test');
    expect(first).toMatchObject({ subject: 's'.repeat(998), headers: extra });
    expect(await emulator.mailbox('edge49@example.test')).toHaveLength(1);
  });

  it('refuses each field one past its limit or of the wrong shape, with a sentence naming it', async () => {
    const to = 'fay@example.test';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...message, to, subject: 's'.repeat(999) }, '"subject" must be at most 998 characters.'],
      [{ ...message, to, from: 'f'.repeat(321) }, '"from" must be at most 320 characters.'],
      [{ ...message, to, from: '   ' }, '"from" must be a string.'],
      [{ ...message, to, subject: 7 }, '"subject" must be a string.'],
      [{ ...message, to, text: 7 }, '"text" must be a string.'],
      [{ ...message, to, headers: ['X-A'] }, '"headers" must be an object of header names and string values.'],
      [{ ...message, to, headers: null }, '"headers" must be an object of header names and string values.'],
      [{ ...message, to, headers: 'X-A: 1' }, '"headers" must be an object of header names and string values.'],
      [
        { ...message, to, headers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, 'v'])) },
        'At most 20 headers.',
      ],
      [{ ...message, to, headers: { 'X Bad': 'v' } }, '"X Bad" is not a header name.'],
      [
        { ...message, to, headers: { 'X-Long': 'v'.repeat(2001) } },
        'The header "X-Long" must be one line of at most 2000 characters.',
      ],
      [{ ...message, to, headers: { 'X-Num': 1 } }, 'The header "X-Num" must be one line of at most 2000 characters.'],
    ];
    for (const [body, sentence] of cases) {
      const response = await send(body);
      expect(response.status, sentence).toBe(422);
      expect(await response.json(), sentence).toEqual({ message: sentence });
    }
    for (const body of ['[1, 2]', 'null', '"text"']) {
      const response = await send(body);
      expect(response.status, body).toBe(422);
      expect(await response.json(), body).toEqual({ message: 'The body must be a JSON object.' });
    }
    expect(await emulator.mailbox(to)).toEqual([]);
  });

  it('answers a GET with 405, a message over 512 KB with 413, and a request without a key with 401', async () => {
    const get = await fetch(`${emulator.url}/_dev/mail/emails`, { headers: { authorization: `Bearer ${key}` } });
    expect(get.status).toBe(405);
    const large = await send({ ...message, to: 'gus@example.test', text: 'x'.repeat(512 * 1024) });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: 'A message must be at most 512 KB.' });
    expect((await send({ ...message, to: 'gus@example.test' }, '')).status).toBe(401);
    expect(await emulator.mailbox('gus@example.test')).toEqual([]);
  });

  it('keeps an HTML-only message, its links read once each from the HTML', async () => {
    const html = '<a href="https://x.test/b">b</a> <a href="https://x.test/b">again</a> http://x.test/c';
    const response = await send({ from: message.from, subject: 'Links', to: 'hal@example.test', html });
    expect(response.status).toBe(200);
    const [mail] = await emulator.mailbox('hal@example.test');
    expect(mail).toMatchObject({ text: '', html, links: ['https://x.test/b', 'http://x.test/c'] });
    // With both bodies, the links come from the text.
    await send({ ...message, to: 'ida@example.test', html });
    expect((await emulator.mailbox('ida@example.test'))[0]!.links).toEqual(['https://x.test/a']);
  });
});
