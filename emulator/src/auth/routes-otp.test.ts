import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SITE = 'http://localhost:3000';

/** The six-digit code of the newest e-mail to `to`. */
const codeIn = (text: string): string => /enter the code:? (\d{6})/.exec(text)![1]!;

describe.each(BACKENDS)('e-mail codes, magic links, invites and generated links on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const newEmail = (): string => `otp${(counter += 1)}-${backend}@example.test`;
  const admin = () => emulator.service().auth.admin;
  const confirmedUser = async (): Promise<string> => {
    const email = newEmail();
    const { error } = await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    expect(error).toBeNull();
    return email;
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { auth: { siteUrl: SITE } });
  });
  afterAll(() => emulator?.stop());

  it('signs a known address in with the e-mailed code, once', async () => {
    const email = await confirmedUser();
    const client = emulator.authClient();
    const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const [mail] = await emulator.mailbox(email);
    expect(mail!.subject).toBe('Your Magic Link');
    expect(new URL(mail!.links[0]!).searchParams.get('type')).toBe('magiclink');
    const code = codeIn(mail!.text);
    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    const again = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('follows a magic link, and verifies its token hash from the client', async () => {
    const email = await confirmedUser();
    await emulator.authClient().auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/board` } });
    const link = new URL((await emulator.mailbox(email))[0]!.links[0]!);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get('location')!);
    expect(landing.pathname).toBe('/board');
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('magiclink');

    const other = await confirmedUser();
    const generated = await admin().generateLink({ type: 'magiclink', email: other });
    expect(generated.error).toBeNull();
    const client = emulator.authClient();
    const byHash = await client.auth.verifyOtp({
      token_hash: generated.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user!.email).toBe(other);
    const reused = await client.auth.verifyOtp({
      token_hash: generated.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(reused.error).toMatchObject({ status: 403, message: 'Email link is invalid or has expired' });
  });

  it('signs a new address up by code, and refuses unknown ones when asked not to create users', async () => {
    const email = newEmail();
    const client = emulator.authClient();
    const refused = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(await emulator.mailbox(email)).toHaveLength(0);
    expect((await client.auth.signInWithOtp({ email, options: { data: { hello: 'world' } } })).error).toBeNull();
    const [mail] = await emulator.mailbox(email);
    expect(mail!.subject).toBe('Confirm Your Signup');
    const { data, error } = await client.auth.verifyOtp({ email, token: codeIn(mail!.text), type: 'signup' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { hello: 'world' } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    // The e-mail identity says so too, as GoTrue's does.
    expect(data.user!.identities).toMatchObject([
      { provider: 'email', identity_data: { email, email_verified: true } },
    ]);
    const phone = await client.auth.signInWithOtp({ phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });

  it('resends a pending confirmation, within the interval, and says nothing about other addresses', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: 'secret-123' });
    const client = emulator.authClient();
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await emulator.mailbox(email)).toHaveLength(1);
    const soon = await client.auth.resend({ type: 'signup', email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const unknown = newEmail();
    expect((await client.auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await emulator.mailbox(unknown)).toHaveLength(0);
    const confirmed = await confirmedUser();
    expect((await client.auth.resend({ type: 'signup', email: confirmed })).error).toBeNull();
    expect(await emulator.mailbox(confirmed)).toHaveLength(0);
    const badType = await rawRequest(emulator.url, 'POST', '/auth/v1/resend', {
      apikey: emulator.keys.anonKey,
      body: { type: 'recovery', email },
    });
    expect(badType.status).toBe(400);
    expect(badType.json).toMatchObject({ msg: 'Missing one of these types: signup, email_change, sms, phone_change' });
  });

  it('invites a user by e-mail: the link signs them in and they set a password', async () => {
    const email = newEmail();
    const { data, error } = await admin().inviteUserByEmail(email, { data: { team: 'design' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'design' } });
    expect(data.user!.invited_at).toBeTruthy();
    const [mail] = await emulator.mailbox(email);
    expect(mail!.subject).toBe('You have been invited');
    const response = await fetch(mail!.links[0]!, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const client = emulator.authClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'chosen-123' })).error).toBeNull();
    expect((await emulator.authClient().auth.signInWithPassword({ email, password: 'chosen-123' })).error).toBeNull();
    const twice = await admin().inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
    const invalid = await admin().inviteUserByEmail('xx:;x@x.x');
    expect(invalid.error).toMatchObject({ message: 'Unable to validate email address: invalid format' });
  });

  it('generates sign-up, recovery and e-mail change links without sending mail', async () => {
    const email = newEmail();
    const signup = await admin().generateLink({
      type: 'signup',
      email,
      password: 'secret-123',
      options: { data: { status: 'alpha' }, redirectTo: `${SITE}/welcome` },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup', redirect_to: `${SITE}/welcome` });
    expect(signup.data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(signup.data.properties!.action_link).toMatch(/\/auth\/v1\/verify\?token=.+&type=signup&redirect_to=/);
    expect(await emulator.mailbox(email)).toHaveLength(0);
    const client = emulator.authClient();
    const confirmed = await client.auth.verifyOtp({ email, token: signup.data.properties!.email_otp, type: 'signup' });
    expect(confirmed.error).toBeNull();

    const recovery = await admin().generateLink({ type: 'recovery', email });
    const reset = await client.auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(reset.error).toBeNull();
    const unknown = await admin().generateLink({ type: 'recovery', email: newEmail() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const newAddress = newEmail();
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail: newAddress });
    expect(current.data.user!.new_email).toBe(newAddress);
    expect(current.data.properties!.action_link).toMatch(/type=email_change/);
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail: newAddress });
    const first = await client.auth.verifyOtp({ token_hash: next.data.properties!.hashed_token, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await admin().getUserById(signup.data.user!.id)).data.user!.email).toBe(email);
    const second = await client.auth.verifyOtp({
      token_hash: current.data.properties!.hashed_token,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user!.email).toBe(newAddress);
    const invalid = await admin().generateLink({ type: 'signup', email: 'xx:;x@x.x', password: 'password123' });
    expect(invalid.error).toMatchObject({ message: 'Unable to validate email address: invalid format' });
    expect(invalid.data).toEqual({ properties: null, user: null });
  });

  it('answers malformed verifications with GoTrue’s errors', async () => {
    const client = emulator.authClient();
    const phone = await client.auth.verifyOtp({ phone: '+15555550100', token: '123456', type: 'sms' });
    expect(phone.error).toMatchObject({ status: 403, message: 'Token has expired or is invalid' });
    const badPhone = await client.auth.verifyOtp({ phone: '555-invalid', token: '123456', type: 'sms' });
    expect(badPhone.error).toMatchObject({ status: 400, message: 'Invalid phone number format (E.164 required)' });
    const badHash = await client.auth.verifyOtp({ token_hash: 'nothing-like-it', type: 'email' });
    expect(badHash.error).toMatchObject({ status: 403, message: 'Email link is invalid or has expired' });
    const noType = await rawRequest(emulator.url, 'POST', '/auth/v1/verify', {
      apikey: emulator.keys.anonKey,
      body: { token_hash: 'x' },
    });
    expect(noType.json).toMatchObject({ msg: 'Verify requires a verification type' });
    const both = await rawRequest(emulator.url, 'POST', '/auth/v1/verify', {
      apikey: emulator.keys.anonKey,
      body: { token_hash: 'x', token: '123456', email: 'a@example.test', type: 'email' },
    });
    expect(both.json).toMatchObject({ msg: 'Verify requires either a token or a token hash' });
  });

  it('e-mails a reauthentication code to a signed-in user', async () => {
    const email = await confirmedUser();
    const client = emulator.authClient();
    await client.auth.signInWithPassword({ email, password: 'secret-123' });
    const { data, error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const [mail] = await emulator.mailbox(email);
    expect(mail!.subject).toBe('Confirm reauthentication');
    expect(mail!.text).toMatch(/\d{6}/);
  });
});
