import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const SITE = 'http://localhost:3000';

/** The edges of /otp, /resend, /invite and /admin/generate_link: what each creates, keeps and refuses. */
describe.each(BACKENDS)('e-mail links at their edges on %s', (backend) => {
  let emulator: TestEmulator;
  let counter = 0;
  const newEmail = (): string => `edge${(counter += 1)}-${backend}@example.test`;
  const admin = () => emulator.service().auth.admin;
  const post = (path: string, body: Record<string, unknown>, key = emulator.keys.anonKey) =>
    rawRequest(emulator.url, 'POST', `/auth/v1${path}`, { apikey: key, token: key, body });

  beforeAll(async () => {
    // No interval between e-mails, so one address can be sent several in a test.
    emulator = await startTestEmulator(backend, { auth: { siteUrl: SITE, emailMinInterval: 0 } });
  });
  afterAll(() => emulator?.stop());

  it('refuses a create_user that is not a boolean, and a signup resend without an address', async () => {
    const email = newEmail();
    const otp = await post('/otp', { email, create_user: 'no' });
    expect(otp.status).toBe(400);
    expect(otp.json).toMatchObject({ msg: 'create_user must be true or false' });
    expect(await emulator.mailbox(email)).toEqual([]);
    const resend = await post('/resend', { type: 'signup' });
    expect(resend.status).toBe(400);
    expect(resend.json).toMatchObject({ msg: 'Type provided requires an email address' });
  });

  it('creates an invited or generated user unconfirmed, with only the metadata given', async () => {
    const invited = newEmail();
    const invite = await admin().inviteUserByEmail(invited, { data: { team: 'design' } });
    expect(invite.error).toBeNull();
    expect(invite.data.user!.email_confirmed_at).toBeUndefined();
    expect(invite.data.user!.user_metadata).toEqual({ team: 'design' });

    const generated = newEmail();
    const signup = await admin().generateLink({
      type: 'signup',
      email: generated,
      password: 'secret-123',
      options: { data: { status: 'alpha' } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.email_confirmed_at).toBeUndefined();
    expect(signup.data.user!.user_metadata).toEqual({ status: 'alpha' });
    // The password given with the link is the user's once the address is confirmed.
    const client = emulator.authClient();
    const verified = await client.auth.verifyOtp({
      email: generated,
      token: signup.data.properties!.email_otp,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    const signIn = await emulator.authClient().auth.signInWithPassword({ email: generated, password: 'secret-123' });
    expect(signIn.error).toBeNull();
  });

  it('merges a sign-up link’s metadata into a pending user, and leaves an invite’s alone', async () => {
    const email = newEmail();
    const created = await admin().createUser({ email, password: 'secret-123', user_metadata: { first: 1 } });
    expect(created.error).toBeNull();
    const signup = await admin().generateLink({
      type: 'signup',
      email,
      password: 'secret-456',
      options: { data: { second: 2 } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.user_metadata).toEqual({ first: 1, second: 2 });
    const invite = await admin().generateLink({ type: 'invite', email, options: { data: { third: 3 } } });
    expect(invite.error).toBeNull();
    expect(invite.data.user!.user_metadata).toEqual({ first: 1, second: 2 });
  });

  it('reads redirect_to from the body when the query does not name one', async () => {
    const email = newEmail();
    const link = await post(
      '/admin/generate_link',
      { type: 'magiclink', email, redirect_to: `${SITE}/from-body` },
      emulator.keys.serviceRoleKey,
    );
    expect(link.status).toBe(200);
    expect(link.json).toMatchObject({ redirect_to: `${SITE}/from-body` });
  });

  it('gives each side of an e-mail change its own code, and refuses an address someone holds', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    const other = newEmail();
    await admin().createUser({ email: other, password: 'secret-123', email_confirm: true });
    const taken = await admin().generateLink({ type: 'email_change_current', email, newEmail: other });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const next = newEmail();
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail: next });
    expect(current.error).toBeNull();
    const fresh = await admin().generateLink({ type: 'email_change_new', email, newEmail: next });
    expect(fresh.error).toBeNull();
    const client = emulator.authClient();
    // The current address's code is checked against the current address, the new one's against the new.
    const one = await client.auth.verifyOtp({ email, token: current.data.properties!.email_otp, type: 'email_change' });
    expect(one.error).toBeNull();
    const two = await client.auth.verifyOtp({
      email: next,
      token: fresh.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(two.error).toBeNull();
    expect(two.data.user!.email).toBe(next);
  });

  it('resends an e-mail change link in the flow the client asked for', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: 'secret-123', email_confirm: true });
    // A pending change, as the admin API starts one (users cannot change their address here).
    const next = newEmail();
    expect((await admin().generateLink({ type: 'email_change_new', email, newEmail: next })).error).toBeNull();
    const tokenOfNewest = async (): Promise<string> => {
      const [mail] = await emulator.mailbox(next);
      return new URL(mail!.links[0]!).searchParams.get('token')!;
    };
    expect((await emulator.authClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await tokenOfNewest()).not.toMatch(/^pkce_/);
    const pkce = emulator.authClient({ flowType: 'pkce' });
    expect((await pkce.auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await tokenOfNewest()).toMatch(/^pkce_/);
  });
});
