import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { signedIn } from './signed-in';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The private calendar feed: create_calendar_feed makes a token (stored hashed), the calendar-feed
 * function serves the owner's upcoming events for it without a JWT, and a revoked or replaced token is 404.
 */
describe.each(BACKENDS)('calendar feed on %s', (backend) => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { functions: { env: { APP_URL: 'https://tracker.example/jobs' } } });
  });
  afterAll(() => emulator?.stop());

  const feed = (token: string) => fetch(`${emulator.url}/functions/v1/calendar-feed?token=${token}`);

  async function userWithEvents() {
    const token = await signedIn(emulator);
    const client = emulator.withToken(token);
    const followUp = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const { data: app, error } = await client
      .from('job_applications')
      .insert({ company: 'Acme, Inc.', position: 'Product Designer', follow_up_on: followUp })
      .select('id')
      .single();
    expect(error).toBeNull();
    const soon = new Date(Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000);
    const later = new Date(Math.ceil((Date.now() + 120 * DAY) / 60_000) * 60_000);
    const past = new Date(Date.now() - 3 * DAY);
    const events = await client
      .from('application_events')
      .insert([
        { application_id: app!.id, kind: 'interview', starts_at: soon.toISOString(), note: 'Room 4; bring, the deck' },
        { application_id: app!.id, kind: 'whiteboard', starts_at: later.toISOString(), note: '' },
        { application_id: app!.id, kind: 'call', starts_at: past.toISOString(), note: 'over' },
      ])
      .select('id');
    expect(events.error).toBeNull();
    // A deleted application (still within its Undo window) lists neither its event nor its follow-up.
    const { data: gone } = await client
      .from('job_applications')
      .insert({ company: 'Gone Ltd', position: 'Designer', follow_up_on: followUp })
      .select('id')
      .single();
    const goneEvent = await client
      .from('application_events')
      .insert({ application_id: gone!.id, kind: 'interview', starts_at: soon.toISOString() });
    expect(goneEvent.error).toBeNull();
    const deleted = await client
      .from('job_applications')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', gone!.id);
    expect(deleted.error).toBeNull();
    return { client, soon, later, followUp, applicationId: app!.id };
  }

  it('serves every upcoming interview and follow-up to a calendar, in the zone the feed was made in', async () => {
    const { client, soon, later, followUp, applicationId } = await userWithEvents();
    const { data: token, error } = await client.rpc('create_calendar_feed', { p_time_zone: 'Europe/Berlin' });
    expect(error).toBeNull();
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const response = await feed(token!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // Read by calendar servers, never by a web page: no CORS.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
      ['Interview: Acme, Inc. (Product Designer)', soon.toISOString()],
      ['Whiteboard session: Acme, Inc. (Product Designer)', later.toISOString()],
      ['Follow up: Acme, Inc. (Product Designer)', expect.any(String)],
    ]);
    expect(events[0]!.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(events[0]!.description).toBe('Room 4; bring, the deck\n\nOpen the tracker: https://tracker.example/jobs');
    expect(events[2]!.startDate.toString()).toBe(followUp);
    expect(events[2]!.uid).toBe(`follow-up-${applicationId}@job-tracker`);
  });

  it('keeps only the hash, answers 404 once revoked or replaced, and never shows one user another’s feed', async () => {
    const { client } = await userWithEvents();
    const first = (await client.rpc('create_calendar_feed', { p_time_zone: 'UTC' })).data!;
    const stored = await emulator.database.query('select token_hash from public.calendar_feeds');
    expect(stored.rows.length).toBeGreaterThan(0);
    expect(stored.rows.some((row) => row.token_hash === first)).toBe(false);

    const second = (await client.rpc('create_calendar_feed', { p_time_zone: 'UTC' })).data!;
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);

    const other = emulator.withToken(await signedIn(emulator));
    expect((await other.from('calendar_feeds').select('user_id')).data).toEqual([]);
    await other.from('calendar_feeds').delete().neq('time_zone', '');
    expect((await feed(second)).status).toBe(200);

    const { data: mine } = await client.from('calendar_feeds').select('time_zone');
    expect(mine).toEqual([{ time_zone: 'UTC' }]);
    expect((await client.from('calendar_feeds').delete().neq('time_zone', '')).error).toBeNull();
    const revoked = await feed(second);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({
      error: 'There is no calendar feed at this address.',
      code: 'feed_not_found',
    });
  });

  it('refuses a zone it does not know, a caller who is not signed in, and tokens that are not a feed', async () => {
    const { client } = await userWithEvents();
    const zone = await client.rpc('create_calendar_feed', { p_time_zone: 'Mars/Olympus' });
    expect(zone.error).toMatchObject({ code: '22023', message: 'The time zone "Mars/Olympus" is not one we know.' });
    const anon = await emulator.anon().rpc('create_calendar_feed', { p_time_zone: 'UTC' });
    expect(anon.error).not.toBeNull();
    const { data: real } = await client.rpc('create_calendar_feed', { p_time_zone: 'UTC' });
    const malformed = ['', 'abc', 'f'.repeat(64), `${'a'.repeat(63)}G`, "' or 1=1 --", `${real}0`, real!.repeat(100)];
    for (const token of malformed) {
      const response = await feed(encodeURIComponent(token));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'There is no calendar feed at this address.',
        code: 'feed_not_found',
      });
    }
    expect((await feed(real!)).status).toBe(200);
    const post = await fetch(`${emulator.url}/functions/v1/calendar-feed?token=${'a'.repeat(64)}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
