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
});
