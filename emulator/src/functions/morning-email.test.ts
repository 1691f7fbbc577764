import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const APP_URL = 'https://tracker.example/jobs';
const DAY = 24 * 60 * 60 * 1000;

/** An Etc/GMT zone whose local hour now lies in [from, to] (Etc/GMT-5 is UTC+5). */
function zoneWithLocalHour(from: number, to: number): string {
  const utcHour = new Date().getUTCHours();
  for (let offset = -12; offset <= 14; offset += 1) {
    const hour = (((utcHour + offset) % 24) + 24) % 24;
    if (hour >= from && hour <= to)
      return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  }
  throw new Error(`No zone has a local hour from ${from} to ${to}.`);
}

const dayIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The morning e-mail job over the real emulator: set_morning_email opts in, POST /_dev/jobs/morning-email
 * runs the function as the schedule does, mail lands in the dev mailbox, the unsubscribe function turns it off.
 */
describe.each(BACKENDS)('morning e-mail on %s', (backend) => {
  let emulator: TestEmulator;
  const morning = zoneWithLocalHour(9, 20);
  const night = zoneWithLocalHour(1, 5);

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { functions: { env: { APP_URL } } });
  });
  afterAll(() => emulator?.stop());

  const runJob = async () => {
    const response = await fetch(`${emulator.url}/_dev/jobs/morning-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emulator.keys.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as {
      claimed: number;
      sent: number;
      nothing_to_say: number;
      failed: number;
    };
    // Every morning claimed is accounted for once: sent, with nothing to say, or failed.
    expect(outcome.sent + outcome.nothing_to_say + outcome.failed).toBe(outcome.claimed);
    return outcome;
  };

  async function user(zone: string | null) {
    const created = await emulator.createUser();
    const client = emulator.withToken(created.token);
    if (zone) {
      const { error } = await client.rpc('set_morning_email', { p_enabled: true, p_time_zone: zone });
      expect(error).toBeNull();
    }
    const add = async (fields: { company: string; follow_up_on?: string; status?: string }) => {
      const { data, error } = await client
        .from('job_applications')
        .insert({ position: 'Product Designer', ...fields })
        .select('id')
        .single();
      expect(error).toBeNull();
      return data!.id;
    };
    return { ...created, client, add };
  }

  const quietSince = (id: string, days: number) =>
    emulator.database.query(
      `update public.job_applications set status_changed_at = now() - make_interval(days => $2::int) where id = $1`,
      [id, String(days)],
    );

  it('sends an opted-in user one e-mail with today’s events, follow-ups due and quiet applications', async () => {
    const today = dayIn(morning);
    const me = await user(morning);
    const acme = await me.add({ company: 'Acme, Inc.' });
    const soon = new Date(Date.now() + 30 * 60 * 1000);
    const tomorrow = new Date(Date.now() + 30 * 60 * 60 * 1000);
    const events = await me.client.from('application_events').insert([
      { application_id: acme, kind: 'interview', starts_at: soon.toISOString(), note: 'Room 4' },
      { application_id: acme, kind: 'call', starts_at: tomorrow.toISOString(), note: '' },
    ]);
    expect(events.error).toBeNull();
    await me.add({ company: 'Due Co', follow_up_on: addDays(today, -2) });
    await me.add({ company: 'Later Co', follow_up_on: addDays(today, 3) });
    await quietSince(await me.add({ company: 'Quiet Co' }), 20);
    await quietSince(await me.add({ company: 'Recent Co' }), 5);
    await quietSince(await me.add({ company: 'Thirteen Co' }), 13);
    await quietSince(await me.add({ company: 'Fourteen Co' }), 14);
    await quietSince(await me.add({ company: 'Turned Down Co', status: 'rejected' }), 30);
    await quietSince(await me.add({ company: 'Planned Co', follow_up_on: addDays(today, 5) }), 30);
    const gone = await me.add({ company: 'Deleted Co', follow_up_on: today });
    expect(
      (await me.client.from('job_applications').update({ deleted_at: soon.toISOString() }).eq('id', gone)).error,
    ).toBeNull();

    const first = await runJob();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mail = await emulator.mailbox(me.email);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.subject).toBe('Your job search today: 1 event today, 1 follow-up due, 2 applications gone quiet');
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: morning, hour: '2-digit', minute: '2-digit' }).format(
      soon,
    );
    const unsubscribe = /Unsubscribe: (\S+)/.exec(message!.text)![1]!;
    expect(unsubscribe).toMatch(
      new RegExp(`^${emulator.url}/functions/v1/unsubscribe\\?token=${me.id}\\.[A-Za-z0-9_-]{43}$`),
    );
    expect(message!.text.split('\n\n').slice(1)).toEqual([
      `Today\n- ${time} Interview: Acme, Inc. (Product Designer) – Room 4\nOpen the board: ${APP_URL}`,
      `Follow-ups due\n- Due Co (Product Designer), since ${new Date(`${addDays(today, -2)}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })}\nSee the follow-ups due: ${APP_URL}?due=1`,
      `Gone quiet\n- Quiet Co (Product Designer): no news for 20 days\n- Fourteen Co (Product Designer): no news for 14 days\nSee the quiet applications: ${APP_URL}?quiet=1`,
      `You get this e-mail because you turned on the morning e-mail in Job Tracker.\nUnsubscribe: ${unsubscribe}\n`,
    ]);
    expect(message!.html).toContain('Acme, Inc. (Product Designer)');
    expect(message!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message!.links).toEqual(
      expect.arrayContaining([APP_URL, `${APP_URL}?due=1`, `${APP_URL}?quiet=1`, unsubscribe]),
    );

    await runJob();
    await Promise.all([runJob(), runJob()]);
    expect(await emulator.mailbox(me.email)).toHaveLength(1);
  });

  it('sends nothing to those not opted in, opted out, before 07:00 or with nothing to say', async () => {
    const today = dayIn(morning);
    const never = await user(null);
    await never.add({ company: 'Due Co', follow_up_on: today });
    const off = await user(morning);
    await off.add({ company: 'Due Co', follow_up_on: today });
    expect((await off.client.rpc('set_morning_email', { p_enabled: false, p_time_zone: morning })).error).toBeNull();
    const early = await user(night);
    await early.add({ company: 'Due Co', follow_up_on: dayIn(night) });
    const idle = await user(morning);
    await idle.add({ company: 'Fresh Co' });

    const outcome = await runJob();
    expect(outcome.failed).toBe(0);
    expect(outcome.nothing_to_say).toBeGreaterThanOrEqual(1);
    for (const someone of [never, off, early, idle]) expect(await emulator.mailbox(someone.email)).toEqual([]);
    // The one with nothing to say had their morning handled: a follow-up set later today waits for tomorrow.
    await idle.add({ company: 'Due Co', follow_up_on: today });
    await runJob();
    expect(await emulator.mailbox(idle.email)).toEqual([]);
    const { data } = await off.client.from('morning_emails').select('enabled,time_zone');
    expect(data).toEqual([{ enabled: false, time_zone: morning }]);
  });

  it('hands a morning back when the mail API refuses its e-mail, so the next run tries again', async () => {
    // An address the mail API refuses (a local part over 64 characters).
    const created = await emulator.createUser(`${'a'.repeat(70)}@example.test`);
    const client = emulator.withToken(created.token);
    expect((await client.rpc('set_morning_email', { p_enabled: true, p_time_zone: morning })).error).toBeNull();
    const added = await client
      .from('job_applications')
      .insert({ company: 'Due Co', position: 'Designer', follow_up_on: dayIn(morning) });
    expect(added.error).toBeNull();
    const handled = () =>
      emulator.database
        .query('select last_morning_on::text as day from public.morning_emails where user_id = $1', [created.id])
        .then((result) => result.rows[0]!.day);
    expect((await runJob()).failed).toBe(1);
    expect(await handled()).toBe(addDays(dayIn(morning), -1));
    expect((await runJob()).failed).toBe(1);
    await emulator.database.query('update public.morning_emails set enabled = false where user_id = $1', [created.id]);
  });

  it('unsubscribes from the link without a session, by GET or one-click POST; a bad token is a 400', async () => {
    const today = dayIn(morning);
    const me = await user(morning);
    await me.add({ company: 'Due Co', follow_up_on: today });
    const other = await user(morning);
    await other.add({ company: 'Due Co', follow_up_on: today });
    await runJob();
    const link = (to: string) =>
      emulator.mailbox(to).then((mail) => /<(.+)>/.exec(mail[0]!.headers['List-Unsubscribe']!)![1]!);
    const mine = await link(me.email);
    const theirs = await link(other.email);
    const signature = mine.split('.').at(-1)!;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const base = `${emulator.url}/functions/v1/unsubscribe?token=`;
    const bad = [
      '',
      'abc',
      `${me.id}.${tampered}`,
      `${other.id}.${signature}`,
      `${me.id}.${signature}x`,
      'a'.repeat(10_000),
    ];
    for (const token of bad) {
      const response = await fetch(`${base}${encodeURIComponent(token)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/^This unsubscribe link is not complete or not ours\./);
    }
    const enabled = async (client: typeof me.client) =>
      (await client.from('morning_emails').select('enabled').single()).data?.enabled;
    expect(await enabled(me.client)).toBe(true);

    const viaLink = await fetch(mine);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await viaLink.text()).toMatch(/^You will get no more morning e-mails/);
    expect(await enabled(me.client)).toBe(false);
    expect(await enabled(other.client)).toBe(true);

    const oneClick = await fetch(theirs, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await enabled(other.client)).toBe(false);

    // A new day: neither gets the e-mail any more.
    await emulator.database.query('update public.morning_emails set last_morning_on = null where user_id in ($1, $2)', [
      me.id,
      other.id,
    ]);
    await runJob();
    expect(await emulator.mailbox(me.email)).toHaveLength(1);
    expect(await emulator.mailbox(other.email)).toHaveLength(1);
  });

  it('runs the job for the service role only, and refuses a zone it does not know', async () => {
    const me = await user(null);
    const asUser = await fetch(`${emulator.url}/functions/v1/morning-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(asUser.status).toBe(401);
    expect(await asUser.json()).toEqual({
      error: 'The morning e-mail job runs with the service-role key.',
      code: 'not_allowed',
    });
    const asGet = await fetch(`${emulator.url}/functions/v1/morning-email`, {
      headers: { Authorization: `Bearer ${emulator.keys.serviceRoleKey}` },
    });
    expect(asGet.status).toBe(405);
    expect(await asGet.json()).toEqual({ error: 'The morning e-mail job runs with POST.', code: 'method_not_allowed' });
    const unknown = await me.client.rpc('set_morning_email', { p_enabled: true, p_time_zone: 'Mars/Olympus' });
    expect(unknown.error).toMatchObject({ code: '22023', message: 'The time zone "Mars/Olympus" is not one we know.' });
    const long = await me.client.rpc('set_morning_email', { p_enabled: true, p_time_zone: 'x'.repeat(65) });
    expect(long.error).toMatchObject({ code: '22023' });
    expect((await me.client.from('morning_emails').select('enabled')).data).toEqual([]);
    const anon = await emulator.anon().rpc('set_morning_email', { p_enabled: true, p_time_zone: 'UTC' });
    expect(anon.error).not.toBeNull();
  });

  it('takes mail for the dev mailbox only with the functions’ key and a well-formed message', async () => {
    const send = (key: string, body: unknown) =>
      fetch(`${emulator.url}/_dev/mail/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const message = { from: 'a@example.test', to: ['b@example.test'], subject: 'Hi', text: 'Hello' };
    expect((await send(emulator.keys.serviceRoleKey, message)).status).toBe(401);
    expect(await emulator.mailbox('b@example.test')).toEqual([]);
  });
});
