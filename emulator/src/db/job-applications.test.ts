import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

const DEMO_USER_ID = 'de000000-0000-4000-8000-000000000001';

/**
 * The details, status history, events, soft delete and revision of job applications, as the migrations
 * define them, through supabase-js with users' tokens: every trigger, constraint and policy.
 */
describe.each(BACKENDS)('application details, history and events on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let bob: User;

  const as = (user: User) => emulator.withToken(user.token);
  const addApplication = async (user: User, company = 'Stripe') => {
    const { data, error } = await as(user)
      .from('job_applications')
      .insert({ company, position: 'Product Designer' })
      .select()
      .single();
    expect(error).toBeNull();
    return data!;
  };
  const historyOf = async (id: string) =>
    (
      await emulator.database.query(
        `select status, from_status, changed_at from public.application_status_history
         where application_id = $1 order by id`,
        [id],
      )
    ).rows as { status: string; from_status: string | null; changed_at: Date | string }[];
  const rowOf = async (id: string) =>
    (await emulator.database.query('select * from public.job_applications where id = $1', [id])).rows[0] as Record<
      string,
      unknown
    >;
  /** Moves the history and stage time back, as if the last change happened `seconds` ago. */
  const age = async (id: string, seconds: number) => {
    await emulator.database.query(
      `update public.application_status_history set changed_at = changed_at - make_interval(secs => $2)
       where application_id = $1`,
      [id, String(seconds)],
    );
    await emulator.database.query(
      `update public.job_applications set status_changed_at = status_changed_at - make_interval(secs => $2)
       where id = $1`,
      [id, String(seconds)],
    );
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  describe('status history', () => {
    it('records the first stage when an application is created, at the server’s time', async () => {
      const before = Date.now();
      const app = await addApplication(alice);
      const { data, error } = await as(alice)
        .from('application_status_history')
        .select('application_id, user_id, status, from_status, changed_at')
        .eq('application_id', app.id);
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          application_id: app.id,
          user_id: alice.id,
          status: 'job_openings',
          from_status: null,
          changed_at: app.status_changed_at,
        },
      ]);
      expect(Date.parse(app.status_changed_at)).toBeGreaterThanOrEqual(before - 5000);
    });

    it('ignores a stage time or revision sent by a client', async () => {
      const { data } = await as(alice)
        .from('job_applications')
        .insert({
          company: 'Figma',
          position: 'Designer',
          status_changed_at: '2001-01-01T00:00:00Z',
          revision: 99,
        } as never)
        .select('status_changed_at, revision')
        .single();
      expect(Date.parse(data!.status_changed_at)).toBeGreaterThan(Date.parse('2020-01-01'));
      expect(data!.revision).toBe(1);
    });

    it('records each stage change with where it came from, and nothing for other edits', async () => {
      const app = await addApplication(alice);
      await age(app.id, 3600);
      const base = Number((await rowOf(app.id)).revision);
      const moved = await as(alice)
        .from('job_applications')
        .update({ status: 'hr_exploratory_call' })
        .eq('id', app.id)
        .select('status_changed_at, revision')
        .single();
      expect(moved.error).toBeNull();
      expect(moved.data!.revision).toBe(base + 1);
      const edited = await as(alice)
        .from('job_applications')
        .update({ notes: 'Called the recruiter', status_changed_at: '2001-01-01T00:00:00Z' } as never)
        .eq('id', app.id)
        .select('status_changed_at, revision')
        .single();
      expect(edited.error).toBeNull();
      expect(edited.data).toEqual({ status_changed_at: moved.data!.status_changed_at, revision: base + 2 });
      const history = await historyOf(app.id);
      expect(history.map(({ status, from_status }) => [status, from_status])).toEqual([
        ['job_openings', null],
        ['hr_exploratory_call', 'job_openings'],
      ]);
      expect(new Date(history[1]!.changed_at).toISOString()).toBe(
        new Date(moved.data!.status_changed_at).toISOString(),
      );
    });

    it('takes a move back (Undo) when the application returns to its stage within a minute', async () => {
      const app = await addApplication(alice);
      await age(app.id, 7200);
      const entered = (await rowOf(app.id)).status_changed_at as Date;
      await as(alice).from('job_applications').update({ status: 'rejected' }).eq('id', app.id);
      const { data, error } = await as(alice)
        .from('job_applications')
        .update({ status: 'job_openings' })
        .eq('id', app.id)
        .select('status, status_changed_at')
        .single();
      expect(error).toBeNull();
      expect(data!.status).toBe('job_openings');
      expect(new Date(data!.status_changed_at).toISOString()).toBe(new Date(entered).toISOString());
      expect((await historyOf(app.id)).map((entry) => entry.status)).toEqual(['job_openings']);
    });

    it('records a return to an earlier stage after the minute as a move of its own', async () => {
      const app = await addApplication(alice);
      await as(alice).from('job_applications').update({ status: 'rejected' }).eq('id', app.id);
      await age(app.id, 61);
      await as(alice).from('job_applications').update({ status: 'job_openings' }).eq('id', app.id);
      expect((await historyOf(app.id)).map((entry) => [entry.status, entry.from_status])).toEqual([
        ['job_openings', null],
        ['rejected', 'job_openings'],
        ['job_openings', 'rejected'],
      ]);
    });

    it('refuses every write to the history through the API, for users and the service role', async () => {
      const app = await addApplication(alice);
      const before = await historyOf(app.id);
      const insert = await as(alice)
        .from('application_status_history')
        .insert({ application_id: app.id, status: 'offer_letter' });
      expect(insert.status).toBe(403);
      expect(insert.error?.code).toBe('42501');
      const update = await as(alice)
        .from('application_status_history')
        .update({ changed_at: '2020-01-01T00:00:00Z' })
        .eq('application_id', app.id);
      expect(update.error?.code).toBe('42501');
      const remove = await as(alice).from('application_status_history').delete().eq('application_id', app.id);
      expect(remove.error?.code).toBe('42501');
      const service = await emulator
        .service()
        .from('application_status_history')
        .insert({ application_id: app.id, user_id: alice.id, status: 'offer_letter' });
      expect(service.error?.code).toBe('42501');
      const anon = await emulator.anon().from('application_status_history').select('*');
      expect(anon.status).toBe(401);
      expect(await historyOf(app.id)).toEqual(before);
    });

    it('shows a user only their own history', async () => {
      const app = await addApplication(alice);
      const { data, error } = await as(bob).from('application_status_history').select('*').eq('application_id', app.id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const timeline = await as(bob).from('application_timeline').select('*').eq('application_id', app.id);
      expect(timeline.data).toEqual([]);
    });

    it('goes with its application when the application is deleted', async () => {
      const app = await addApplication(alice);
      await as(alice).from('application_events').insert({
        application_id: app.id,
        kind: 'call',
        starts_at: '2030-01-01T10:00:00Z',
      });
      await as(alice).from('job_applications').delete().eq('id', app.id);
      expect(await historyOf(app.id)).toEqual([]);
      const events = await emulator.database.query(
        'select 1 from public.application_events where application_id = $1',
        [app.id],
      );
      expect(events.rows).toEqual([]);
    });
  });

  describe('details', () => {
    const valid = {
      location: 'Berlin, Germany',
      work_mode: 'hybrid' as const,
      salary_min: 70000,
      salary_max: 90000,
      salary_currency: 'EUR',
      salary_period: 'month' as const,
      job_description: 'x'.repeat(50_000),
      notes: 'Line one\nLine two'.padEnd(20_000, '.'),
      people: [
        { name: 'Ana', role: 'Recruiter', contact: 'ana@example.com' },
        { name: 'Ben', role: 'Hiring manager', contact: 'https://www.linkedin.com/in/ben' },
        { name: 'Cy' },
      ],
      portfolio_links: [{ url: 'https://me.example.com/v2', label: 'Portfolio v2' }],
      follow_up_on: '2030-02-01',
      applied_date: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    };

    it('stores every detail at its limit and reads it back', async () => {
      const app = await addApplication(alice);
      const { data, error } = await as(alice).from('job_applications').update(valid).eq('id', app.id).select().single();
      expect(error).toBeNull();
      const stored = Object.fromEntries(Object.keys(valid).map((key) => [key, data![key as keyof typeof data]]));
      expect({ ...stored, applied_date: new Date(data!.applied_date).toISOString() }).toEqual(valid);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      [
        'an applied date in the future',
        { applied_date: new Date(Date.now() + 86_400_000).toISOString() },
        'applied_date_not_future',
      ],
      ['a location over 200 characters', { location: 'x'.repeat(201) }, 'location_length'],
      ['an unknown work mode', { work_mode: 'office' }, 'work_mode_check'],
      ['a negative salary', { salary_min: -1 }, 'salary_min_range'],
      ['a minimum above the maximum', { salary_min: 100, salary_max: 99 }, 'salary_order'],
      ['a currency that is not a code', { salary_currency: 'euro' }, 'salary_currency_check'],
      ['a period that is not one of ours', { salary_period: 'fortnight' }, 'salary_period_check'],
      ['a job description over 50,000 characters', { job_description: 'x'.repeat(50_001) }, 'job_description_length'],
      ['notes over 20,000 characters', { notes: 'x'.repeat(20_001) }, 'notes_length'],
      ['a person without a name', { people: [{ name: ' ', role: 'Recruiter' }] }, 'people_check'],
      ['a person with a javascript: link', { people: [{ name: 'A', contact: 'javascript:alert(1)' }] }, 'people_check'],
      ['a person with an invalid e-mail', { people: [{ name: 'A', contact: 'ana@' }] }, 'people_check'],
      ['a person with an unknown field', { people: [{ name: 'A', phone: '1' }] }, 'people_check'],
      ['21 people', { people: Array.from({ length: 21 }, () => ({ name: 'A' })) }, 'people_check'],
      ['people that are not a list', { people: { name: 'A' } }, 'people_check'],
      [
        'a portfolio link that is not http(s)',
        { portfolio_links: [{ url: 'data:text/html,hi' }] },
        'portfolio_links_check',
      ],
      ['a portfolio link without a URL', { portfolio_links: [{ label: 'v2' }] }, 'portfolio_links_check'],
      ['a follow-up date out of range', { follow_up_on: '1999-12-31' }, 'follow_up_on_range'],
    ];

    it.each(invalid)('refuses %s with 400 and changes nothing', async (_, change, constraint) => {
      const app = await addApplication(alice);
      const before = await rowOf(app.id);
      const { error, status } = await as(alice)
        .from('job_applications')
        .update(change as never)
        .eq('id', app.id);
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: '23514',
        message: expect.stringContaining(`job_applications_${constraint}`),
      });
      expect(await rowOf(app.id)).toEqual(before);
    });

    it('refuses an invalid detail on insert too', async () => {
      const { error } = await as(alice)
        .from('job_applications')
        .insert({ company: 'A', position: 'B', salary_min: 10, salary_max: 5 });
      expect(error?.code).toBe('23514');
    });
  });

  describe('revision (conflict detection)', () => {
    it('bumps the revision on every update, so an edit from a stale copy matches nothing', async () => {
      const app = await addApplication(alice);
      expect(app.revision).toBe(1);
      const first = await as(alice)
        .from('job_applications')
        .update({ notes: 'from tab A' })
        .eq('id', app.id)
        .eq('revision', 1)
        .select('revision');
      expect(first.data).toEqual([{ revision: 2 }]);
      const stale = await as(alice)
        .from('job_applications')
        .update({ notes: 'from tab B' })
        .eq('id', app.id)
        .eq('revision', 1)
        .select('revision');
      expect(stale.data).toEqual([]);
      expect((await rowOf(app.id)).notes).toBe('from tab A');
    });
  });

  describe('soft delete (Undo)', () => {
    it('stamps the deletion with the server’s time and restores everything with one update', async () => {
      const app = await addApplication(alice);
      await as(alice).from('job_applications').update({ status: 'hr_screen', notes: 'keep me' }).eq('id', app.id);
      await as(alice)
        .from('application_events')
        .insert({ application_id: app.id, kind: 'interview', starts_at: '2030-01-01T10:00:00Z' });
      const before = await rowOf(app.id);
      const history = await historyOf(app.id);
      const deleted = await as(alice)
        .from('job_applications')
        .update({ deleted_at: '2001-01-01T00:00:00Z' })
        .eq('id', app.id)
        .select('deleted_at')
        .single();
      expect(Math.abs(Date.parse(deleted.data!.deleted_at!) - Date.now())).toBeLessThan(60_000);
      const restored = await as(alice)
        .from('job_applications')
        .update({ deleted_at: null })
        .eq('id', app.id)
        .not('deleted_at', 'is', null)
        .select('id');
      expect(restored.data).toEqual([{ id: app.id }]);
      const after = await rowOf(app.id);
      expect({ ...after, revision: before.revision }).toEqual(before);
      expect(await historyOf(app.id)).toEqual(history);
      const { data: events } = await as(alice).from('application_events').select('kind').eq('application_id', app.id);
      expect(events).toEqual([{ kind: 'interview' }]);
    });

    it('purges applications deleted over ten minutes ago at their owner’s next write, and only theirs', async () => {
      const old = await addApplication(alice, 'Old Co');
      const recent = await addApplication(alice, 'Recent Co');
      const bobs = await addApplication(bob, 'Bob Co');
      for (const [user, id] of [
        [alice, old.id],
        [alice, recent.id],
        [bob, bobs.id],
      ] as const) {
        await as(user).from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', id);
      }
      await emulator.database.query(
        `update public.job_applications set deleted_at = now() - interval '11 minutes' where id in ($1, $2)`,
        [old.id, bobs.id],
      );
      await addApplication(alice, 'Next Co');
      expect(await rowOf(old.id)).toBeUndefined();
      expect(await rowOf(recent.id)).toBeDefined();
      expect(await rowOf(bobs.id)).toBeDefined();
    });
  });

  describe('events', () => {
    it('lets a user schedule, change and remove events on their own applications', async () => {
      const app = await addApplication(alice);
      const added = await as(alice)
        .from('application_events')
        .insert({
          application_id: app.id,
          kind: 'portfolio_presentation',
          starts_at: '2030-03-01T09:30:00+01:00',
          note: 'Panel',
        })
        .select()
        .single();
      expect(added.error).toBeNull();
      expect(added.data).toMatchObject({ user_id: alice.id, starts_at: '2030-03-01T08:30:00+00:00', note: 'Panel' });
      const changed = await as(alice)
        .from('application_events')
        .update({ kind: 'whiteboard' })
        .eq('id', added.data!.id)
        .select('kind')
        .single();
      expect(changed.data).toEqual({ kind: 'whiteboard' });
      const timeline = await as(alice)
        .from('application_timeline')
        .select('entry, status, kind, at')
        .eq('application_id', app.id)
        .order('at');
      expect(timeline.data).toEqual([
        { entry: 'stage', status: 'job_openings', kind: null, at: app.status_changed_at },
        { entry: 'event', status: null, kind: 'whiteboard', at: '2030-03-01T08:30:00+00:00' },
      ]);
      const removed = await as(alice).from('application_events').delete().eq('id', added.data!.id).select('id');
      expect(removed.data).toEqual([{ id: added.data!.id }]);
    });

    it('refuses an event on another user’s application, and hides, keeps and protects each user’s events', async () => {
      const app = await addApplication(alice);
      const { data: event } = await as(alice)
        .from('application_events')
        .insert({ application_id: app.id, kind: 'call', starts_at: '2030-01-01T10:00:00Z' })
        .select()
        .single();
      const forged = await as(bob)
        .from('application_events')
        .insert({ application_id: app.id, kind: 'call', starts_at: '2030-01-01T10:00:00Z' });
      expect(forged.error?.code).toBe('23503');
      const inHerName = await as(bob)
        .from('application_events')
        .insert({ application_id: app.id, user_id: alice.id, kind: 'call', starts_at: '2030-01-01T10:00:00Z' });
      expect(inHerName.error?.code).toBe('42501');
      expect((await as(bob).from('application_events').select('*').eq('id', event!.id)).data).toEqual([]);
      expect(
        (await as(bob).from('application_events').update({ note: 'x' }).eq('id', event!.id).select()).data,
      ).toEqual([]);
      await as(bob).from('application_events').delete().eq('id', event!.id);
      const still = await as(alice).from('application_events').select('note').eq('id', event!.id).single();
      expect(still.data).toEqual({ note: '' });
      const anon = await emulator.anon().from('application_events').select('*');
      expect(anon.status).toBe(401);
    });

    it.each([
      ['an unknown kind', { kind: 'lunch' }, 'kind_check'],
      ['a note over 2,000 characters', { note: 'x'.repeat(2001) }, 'note_length'],
      ['a time out of range', { starts_at: '1990-01-01T00:00:00Z' }, 'starts_at_range'],
    ])('refuses %s', async (_, change, constraint) => {
      const app = await addApplication(alice);
      const { error, status } = await as(alice)
        .from('application_events')
        .insert({ application_id: app.id, kind: 'call', starts_at: '2030-01-01T10:00:00Z', ...change } as never);
      expect(status).toBe(400);
      expect(error?.message).toContain(`application_events_${constraint}`);
    });
  });

  describe('the demo seed', () => {
    it('gives the demo user histories over the last three months that end where each application is', async () => {
      const { rows } = await emulator.database.query(
        `select a.status, a.status_changed_at, h.status as last_status, h.changed_at as last_changed,
           (select min(changed_at) from public.application_status_history where application_id = a.id) as first,
           (select count(*) from public.application_status_history where application_id = a.id)::int as entries
         from public.job_applications a
         join lateral (select * from public.application_status_history where application_id = a.id
                       order by id desc limit 1) h on true
         where a.user_id = $1`,
        [DEMO_USER_ID],
      );
      expect(rows).toHaveLength(20);
      for (const row of rows) {
        expect(row.last_status).toBe(row.status);
        expect(new Date(String(row.last_changed)).getTime()).toBe(new Date(String(row.status_changed_at)).getTime());
      }
      const oldest = Math.min(...rows.map((row) => new Date(String(row.first)).getTime()));
      expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
      expect(Date.now() - oldest).toBeLessThan(92 * 86_400_000);
      expect(rows.filter((row) => Number(row.entries) >= 3).length).toBeGreaterThanOrEqual(8);
      const events = await emulator.database.query(
        `select count(*)::int as n from public.application_events where user_id = $1 and starts_at > now()`,
        [DEMO_USER_ID],
      );
      expect(Number(events.rows[0]!.n)).toBeGreaterThanOrEqual(4);
    });
  });
});
