import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('autoconfirm, SMTP and rate limits on %s', (backend) => {
  let emulator: TestEmulator;
  let smtp: SmtpSink;
  const email = `instant-${backend}@example.test`;
  const post = (path: string, body: unknown) =>
    rawRequest(emulator.url, 'POST', `/auth/v1${path}`, {
      apikey: emulator.keys.anonKey,
      body,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    emulator = await startTestEmulator(backend, {
      auth: { autoconfirm: true, smtpUrl: smtp.url, rateLimits: { token: 2, verify: 1, email: 3, windowSeconds: 300 } },
    });
  });
  afterAll(async () => {
    await emulator?.stop();
    await smtp?.close();
  });

  it('signs up straight into a session with confirmation off, and refuses a repeat', async () => {
    const client = emulator.authClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Instant Person' } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.user_metadata.full_name).toBe('Instant Person');
    expect(await emulator.mailbox(email)).toEqual([]);
    const repeat = await client.auth.signUp({ email, password: 'secret-123' });
    expect(repeat.error).toMatchObject({ code: 'user_already_exists', status: 422 });
  });

  it('also delivers auth e-mail over SMTP', async () => {
    expect((await post('/recover', { email })).status).toBe(200);
    await waitFor(() => smtp.messages.length > 0);
    const [message] = smtp.messages;
    expect(message!.to).toEqual([email]);
    expect(message!.data).toContain('Subject: Reset Your Password');
    const [stored] = await emulator.mailbox(email);
    const html = Buffer.from(
      /text\/html[\s\S]*?base64\r\n\r\n([\s\S]*?)\r\n--/.exec(message!.data)![1]!.replaceAll('\r\n', ''),
      'base64',
    );
    expect(html.toString('utf8')).toBe(stored!.html);
  });

  it('limits requests per client address with over_request_rate_limit', async () => {
    const limited = await post('/signup', { email: `fourth-${backend}@example.test`, password: 'secret-123' });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('/token?grant_type=password', { email, password: 'secret-123' })).status).toBe(200);
    }
    expect((await post('/token?grant_type=password', { email, password: 'secret-123' })).status).toBe(429);
    expect((await post('/verify', { token_hash: 'nope', type: 'signup' })).json).toMatchObject({ code: 'otp_expired' });
    expect((await post('/verify', { token_hash: 'nope', type: 'signup' })).status).toBe(429);
  });
});
