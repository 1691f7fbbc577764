import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SITE = 'http://localhost:3000';

/** Follows an e-mailed link as a browser would, without following the redirect to the app. */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe.each(BACKENDS)('e-mail sign-up, sign-in and password reset on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const newEmail = (): string => `person${(counter += 1)}-${backend}@example.test`;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { siteUrl: SITE } });
  });
  afterAll(() => emulator?.stop());

  it('signs up, refuses sign-in until the mailbox link is opened, then signs in', async () => {
    const client = emulator.authClient();
    const email = newEmail();
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Ada Designer' }, emailRedirectTo: `${SITE}/login` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', phone: '' });
    expect(signUp.data.user!.identities).toHaveLength(1);
    expect(signUp.data.user!.user_metadata).toMatchObject({ full_name: 'Ada Designer', email_verified: false });
    expect(signUp.data.user!.confirmation_sent_at).toBeDefined();

    const early = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });

    const [mail] = await emulator.mailbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm Your Signup' });
    // The link is the way in: no code the app has nowhere to enter.
    expect(mail!.text).not.toMatch(/enter the code/i);
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(mail!.html).toContain(mail!.links[0]!.replaceAll('&', '&amp;'));

    const landing = await openLink(link.toString());
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/login`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(fragment.get('refresh_token')).toBeTruthy();

    const signIn = await client.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(signIn.data.user!.email_confirmed_at).toBeDefined();
    expect(signIn.data.user!.user_metadata).toMatchObject({ full_name: 'Ada Designer', email_verified: true });
    const again = await openLink(link.toString());
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('answers wrong passwords, unknown addresses, weak passwords and bad addresses as GoTrue does', async () => {
    const client = emulator.authClient();
    const wrong = await client.auth.signInWithPassword({ email: 'demo@jobtracker.test', password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({ email: 'nobody@example.test', password: 'whatever' });
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
    const weak = await client.auth.signUp({ email: newEmail(), password: '12345' });
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['length'] });
    const long = await client.auth.signUp({ email: newEmail(), password: 'é'.repeat(37) });
    expect(long.error).toMatchObject({ code: 'validation_failed', status: 400 });
    const invalid = await client.auth.signUp({ email: 'not-an-address', password: 'secret-123' });
    expect(invalid.error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('refuses a sign-up without a password, or with both an address and a phone number', async () => {
    const signup = (body: Record<string, unknown>) =>
      rawRequest(emulator.url, 'POST', '/auth/v1/signup', { apikey: emulator.keys.anonKey, body });
    const email = newEmail();
    for (const password of [undefined, null, '']) {
      expect((await signup({ email, password })).json, String(password)).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Signup requires a valid password',
      });
    }
    expect((await signup({ email, phone: '+15555550100', password: 'secret-123' })).json).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Only an email address or phone number should be provided on signup.',
    });
    // Neither an address nor a number is an anonymous sign-in, which is off here.
    for (const blank of [{ email: '' }, { email: null }, { phone: '' }, { email: '', phone: null }]) {
      expect((await signup({ ...blank, password: 'secret-123' })).json, JSON.stringify(blank)).toMatchObject({
        error_code: 'anonymous_provider_disabled',
      });
    }
    // A blank phone number beside an address is no number; the password is kept as a cost-10 bcrypt hash.
    const created = await signup({ email, phone: '', password: 'secret-123' });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ email, identities: [{ provider: 'email' }] });
    const { rows } = await emulator.database.query('select encrypted_password from auth.users where email = $1', [
      email,
    ]);
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('answers a repeat sign-up of a confirmed address like a new one, with no identities and no e-mail', async () => {
    const client = emulator.authClient();
    const before = await emulator.mailbox('demo@jobtracker.test');
    const repeat = await client.auth.signUp({ email: 'demo@jobtracker.test', password: 'another-password' });
    expect(repeat.error).toBeNull();
    expect(repeat.data.user!.identities).toEqual([]);
    expect(repeat.data.user).toMatchObject({
      email: 'demo@jobtracker.test',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(repeat.data.user!.id).not.toBe('de000000-0000-4000-8000-000000000001');
    expect(await emulator.mailbox('demo@jobtracker.test')).toHaveLength(before.length);
    const demo = await client.auth.signInWithPassword({ email: 'demo@jobtracker.test', password: 'demo-password' });
    expect(demo.error).toBeNull();
  });

  it('leaves a pending account as it is when someone signs up again: only the confirmation goes out again', async () => {
    const victim = emulator.authClient();
    const email = newEmail();
    const first = await victim.auth.signUp({
      email,
      password: 'victim-password',
      options: { data: { full_name: 'Victim' } },
    });
    expect(first.error).toBeNull();

    // Within the e-mail interval: refused as GoTrue refuses a resend, and nothing changes.
    const attacker = emulator.authClient();
    const tooSoon = await attacker.auth.signUp({
      email,
      password: 'attacker-password',
      options: { data: { full_name: 'Attacker' } },
    });
    expect(tooSoon.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });

    // After it: the same answer as a first sign-up, a fresh link, and still the victim's password and name.
    await emulator.database.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`,
      [email],
    );
    const again = await attacker.auth.signUp({
      email,
      password: 'attacker-password',
      options: { data: { full_name: 'Attacker' } },
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user).toMatchObject({ id: first.data.user!.id, email });
    expect(again.data.user!.identities).toEqual([expect.objectContaining({ provider: 'email' })]);
    expect(again.data.user!.user_metadata.full_name).toBe('Victim');
    const mails = await emulator.mailbox(email);
    expect(mails).toHaveLength(2);

    await openLink(mails[0]!.links[0]!);
    const asAttacker = await attacker.auth.signInWithPassword({ email, password: 'attacker-password' });
    expect(asAttacker.error).toMatchObject({ code: 'invalid_credentials' });
    const asVictim = await victim.auth.signInWithPassword({ email, password: 'victim-password' });
    expect(asVictim.error).toBeNull();
    expect(asVictim.data.user!.user_metadata.full_name).toBe('Victim');
  });

  it('sends confirmation links only to allowed redirect targets', async () => {
    const client = emulator.authClient();
    const allowed = newEmail();
    await client.auth.signUp({
      email: allowed,
      password: 'secret-123',
      options: { emailRedirectTo: 'http://127.0.0.1:3000/x' },
    });
    const [allowedMail] = await emulator.mailbox(allowed);
    expect(new URL(allowedMail!.links[0]!).searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000/x');
    const foreign = newEmail();
    await client.auth.signUp({
      email: foreign,
      password: 'secret-123',
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    const [foreignMail] = await emulator.mailbox(foreign);
    expect(new URL(foreignMail!.links[0]!).searchParams.get('redirect_to')).toBe(SITE);
    const landing = await openLink(
      `${emulator.url}/auth/v1/verify?token=nope&type=signup&redirect_to=https://evil.example/`,
    );
    expect(landing.origin).toBe(SITE);
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
  });

  it('refuses a link older than one hour', async () => {
    const client = emulator.authClient();
    const email = newEmail();
    await client.auth.signUp({ email, password: 'secret-123' });
    await emulator.database.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    const [mail] = await emulator.mailbox(email);
    const landing = await openLink(mail!.links[0]!);
    expect(new URLSearchParams(landing.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('resets a password through the e-mailed link: PASSWORD_RECOVERY, updateUser, sign-in with the new one', async () => {
    const email = newEmail();
    const setup = emulator.authClient();
    await setup.auth.signUp({ email, password: 'old-password' });
    await openLink((await emulator.mailbox(email))[0]!.links[0]!);

    const client = emulator.authClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` });
    expect(sent).toEqual({ data: {}, error: null });
    expect((await emulator.mailbox(email))[0]!.text).not.toMatch(/enter the code/);
    const tooSoon = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` });
    expect(tooSoon.error).toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
    const unknown = await client.auth.resetPasswordForEmail('unknown-person@example.test');
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await emulator.mailbox('unknown-person@example.test')).toEqual([]);

    const [mail] = await emulator.mailbox(email);
    expect(mail!.subject).toBe('Reset Your Password');
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(verified.error).toBeNull();
    const same = await client.auth.updateUser({ password: 'old-password' });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
    const updated = await client.auth.updateUser({ password: 'new-password' });
    expect(updated.error).toBeNull();
    await client.auth.signOut();
    expect(events).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY', 'USER_UPDATED', 'SIGNED_OUT']);

    const old = await client.auth.signInWithPassword({ email, password: 'old-password' });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await client.auth.signInWithPassword({ email, password: 'new-password' });
    expect(fresh.error).toBeNull();
  });

  it('confirms through PKCE: the link returns a code the client exchanges', async () => {
    const client = emulator.authClient({ flowType: 'pkce' });
    const email = newEmail();
    const signUp = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: `${SITE}/login` },
    });
    expect(signUp.error).toBeNull();
    const landing = await openLink((await emulator.mailbox(email))[0]!.links[0]!);
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user!.email).toBe(email);
    const replay = await client.auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });
});

describe.each(BACKENDS)('sign-up with autoconfirm and anonymous users on %s', (backend) => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { autoconfirm: true, anonymousUsers: true } });
  });
  afterAll(() => emulator?.stop());

  it('signs the new user straight in, and refuses a second sign-up of the address', async () => {
    const email = `auto-${backend}@example.test`;
    const first = await emulator.authClient().auth.signUp({ email, password: 'secret-123' });
    expect(first.error).toBeNull();
    expect(first.data.session).not.toBeNull();
    expect(first.data.user!.email_confirmed_at).toBeTruthy();
    expect(first.data.user!.identities![0]!.identity_data).toMatchObject({ email_verified: true });
    const again = await emulator.authClient().auth.signUp({ email, password: 'secret-123' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('signs in anonymously: an unconfirmed user with only the given metadata and no identity', async () => {
    const { data, error } = await emulator
      .authClient()
      .auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, user_metadata: { theme: 'dark' }, identities: [] });
    expect(data.user!.user_metadata).toEqual({ theme: 'dark' });
    expect(data.user!.email_confirmed_at).toBeUndefined();
  });
});
