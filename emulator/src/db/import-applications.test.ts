import type { ImportApplicationPayload, ImportNewApplication } from '@job-tracker/supabase-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

const imported = (company: string, overrides: Partial<ImportNewApplication> = {}): ImportNewApplication => ({
  company,
  position: 'Product Designer',
  status: 'hr_exploratory_call',
  applied_date: '2025-03-01T09:00:00.000Z',
  status_changed_at: '2025-03-10T12:00:00.000Z',
  last_updated: '2025-03-10T12:00:00.000Z',
  history: [
    { status: 'applied', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' },
    { status: 'hr_exploratory_call', from_status: 'applied', changed_at: '2025-03-10T12:00:00.000Z' },
  ],
  ...overrides,
});

/**
 * public.import_applications: a whole file in one call, as the caller, all or nothing, with the
 * back-dated stage history kept; through supabase-js with users' tokens, checked in the database.
 */
describe.each(BACKENDS)('import_applications on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let bob: User;

  const as = (user: User) => emulator.withToken(user.token);
  const importAs = (user: User, applications: ImportApplicationPayload[]) =>
    as(user).rpc('import_applications', { applications });
  /** Every row the user owns in the three tables, to show that a failed import changed nothing. */
  const snapshot = async (user: User) =>
    (
      await emulator.database.query(
        `select
           (select json_agg(a order by a.id) from public.job_applications a where a.user_id = $1) as applications,
           (select json_agg(h order by h.id) from public.application_status_history h where h.user_id = $1) as history,
           (select json_agg(e order by e.id) from public.application_events e where e.user_id = $1) as events`,
        [user.id],
      )
    ).rows[0] as Record<string, unknown>;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  it('adds applications with their back-dated stage history, stage time and events', async () => {
    const { data, error } = await importAs(alice, [
      imported('Stripe', {
        location: 'Berlin',
        notes: 'Met at a meetup',
        people: [{ name: 'Ada', role: 'Recruiter', contact: 'ada@example.test' }],
        order_key: 'a5',
        events: [{ kind: 'interview', starts_at: '2025-03-12T10:00:00.000Z', note: 'Panel' }],
      }),
      imported('Figma', {
        status: 'job_openings',
        history: [{ status: 'job_openings', from_status: null, changed_at: '2025-02-01T00:00:00.000Z' }],
        status_changed_at: '2025-02-01T00:00:00.000Z',
      }),
    ]);
    expect(error).toBeNull();
    expect(data).toEqual({ added: 2, merged: 0 });

    const { data: rows } = await as(alice)
      .from('job_applications')
      .select('id, company, status, applied_date, status_changed_at, location, notes, people, order_key, revision')
      .order('company');
    expect(rows).toHaveLength(2);
    const stripe = rows!.find((row) => row.company === 'Stripe')!;
    expect(stripe).toMatchObject({
      status: 'hr_exploratory_call',
      location: 'Berlin',
      notes: 'Met at a meetup',
      people: [{ name: 'Ada', role: 'Recruiter', contact: 'ada@example.test' }],
      order_key: 'a5',
      revision: 1,
    });
    expect(new Date(stripe.applied_date).toISOString()).toBe('2025-03-01T09:00:00.000Z');
    expect(new Date(stripe.status_changed_at).toISOString()).toBe('2025-03-10T12:00:00.000Z');

    const { data: history } = await as(alice)
      .from('application_status_history')
      .select('status, from_status, changed_at')
      .eq('application_id', stripe.id)
      .order('id');
    expect(
      history!.map((entry) => [entry.status, entry.from_status, new Date(entry.changed_at).toISOString()]),
    ).toEqual([
      ['applied', null, '2025-03-01T09:00:00.000Z'],
      ['hr_exploratory_call', 'applied', '2025-03-10T12:00:00.000Z'],
    ]);
    const { data: events } = await as(alice)
      .from('application_events')
      .select('kind, note, user_id')
      .eq('application_id', stripe.id);
    expect(events).toEqual([{ kind: 'interview', note: 'Panel', user_id: alice.id }]);

    // A later move through the API is recorded by the database as usual, at the server's time.
    await as(alice).from('job_applications').update({ status: 'rejected' }).eq('id', stripe.id);
    const { data: after } = await as(alice)
      .from('application_status_history')
      .select('status, changed_at')
      .eq('application_id', stripe.id)
      .order('id');
    expect(after!.map((entry) => entry.status)).toEqual(['applied', 'hr_exploratory_call', 'rejected']);
    expect(Date.parse(after![2]!.changed_at)).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it('merges details into an application already on the board, keeping its stage and history', async () => {
    const { data: existing } = await as(alice)
      .from('job_applications')
      .insert({ company: 'Linear', position: 'Designer', notes: 'First note' })
      .select('id, status')
      .single();
    const before = await as(alice).from('application_status_history').select('*').eq('application_id', existing!.id);
    const { data, error } = await importAs(alice, [
      {
        merge_into: existing!.id,
        location: 'Remote',
        notes: 'From the spreadsheet',
        source_url: 'https://linear.app/careers',
        events: [{ kind: 'call', starts_at: '2025-04-01T10:00:00.000Z' }],
      },
    ]);
    expect(error).toBeNull();
    expect(data).toEqual({ added: 0, merged: 1 });
    const { data: merged } = await as(alice)
      .from('job_applications')
      .select('status, location, notes, source_url')
      .eq('id', existing!.id)
      .single();
    expect(merged).toEqual({
      status: existing!.status,
      location: 'Remote',
      notes: 'First note\n\nFrom the spreadsheet',
      source_url: 'https://linear.app/careers',
    });
    const after = await as(alice).from('application_status_history').select('*').eq('application_id', existing!.id);
    expect(after.data).toEqual(before.data);
    const { count } = await as(alice)
      .from('application_events')
      .select('id', { count: 'exact', head: true })
      .eq('application_id', existing!.id);
    expect(count).toBe(1);
  });

  it('keeps a salary’s period; a merged salary brings its currency and period, and never overwrites one', async () => {
    const { error } = await importAs(alice, [
      imported('Contract Co', { salary_min: 450, salary_max: 550, salary_currency: 'GBP', salary_period: 'day' }),
      imported('Yearly Co', { salary_min: 70000, salary_max: 80000, salary_currency: 'EUR' }),
    ]);
    expect(error).toBeNull();
    const { data: rows } = await as(alice)
      .from('job_applications')
      .select('company, salary_min, salary_max, salary_currency, salary_period')
      .in('company', ['Contract Co', 'Yearly Co'])
      .order('company');
    expect(rows).toEqual([
      { company: 'Contract Co', salary_min: 450, salary_max: 550, salary_currency: 'GBP', salary_period: 'day' },
      { company: 'Yearly Co', salary_min: 70000, salary_max: 80000, salary_currency: 'EUR', salary_period: 'year' },
    ]);

    const { data: bare } = await as(alice)
      .from('job_applications')
      .insert({ company: 'Bare Co', position: 'Designer' })
      .select('id')
      .single();
    const yearly = (await as(alice).from('job_applications').select('id').eq('company', 'Yearly Co').single()).data!;
    const merge = await importAs(alice, [
      { merge_into: bare!.id, salary_min: 40, salary_max: 60, salary_currency: 'CAD', salary_period: 'hour' },
      { merge_into: yearly.id, salary_min: 1, salary_max: 2, salary_currency: 'USD', salary_period: 'hour' },
    ]);
    expect(merge.error).toBeNull();
    const { data: merged } = await as(alice)
      .from('job_applications')
      .select('company, salary_min, salary_max, salary_currency, salary_period')
      .in('id', [bare!.id, yearly.id])
      .order('company');
    expect(merged).toEqual([
      { company: 'Bare Co', salary_min: 40, salary_max: 60, salary_currency: 'CAD', salary_period: 'hour' },
      { company: 'Yearly Co', salary_min: 70000, salary_max: 80000, salary_currency: 'EUR', salary_period: 'year' },
    ]);

    const bad = await importAs(alice, [imported('Bad Period Co', { salary_period: 'fortnight' as never })]);
    expect(bad.error?.message).toMatch(/salary_period_check/);
    const { count } = await as(alice)
      .from('job_applications')
      .select('id', { count: 'exact', head: true })
      .eq('company', 'Bad Period Co');
    expect(count).toBe(0);
  });

  it('changes nothing when one row of the file is bad', async () => {
    const before = await snapshot(alice);
    const { error } = await importAs(alice, [
      imported('Good Co'),
      imported('Bad Co', { source_url: 'javascript:alert(1)' }),
    ]);
    expect(error?.code).toBe('23514');
    const future = await importAs(alice, [imported('Later Co', { applied_date: '2999-01-01T00:00:00.000Z' })]);
    expect(future.error?.message).toContain('job_applications_applied_date_not_future');
    const badEvent = await importAs(alice, [
      imported('Event Co', { events: [{ kind: 'party' as never, starts_at: '2025-01-01T00:00:00Z' }] }),
    ]);
    expect(badEvent.error?.code).toBe('23514');
    const badDate = await importAs(alice, [imported('Date Co', { applied_date: 'yesterday-ish' })]);
    expect(badDate.error?.code).toBe('22007');
    expect(await snapshot(alice)).toEqual(before);
  });

  it('imports into the user’s own stages; a stage they do not have is named with its entry, and nothing changes', async () => {
    const carol = await emulator.createUser();
    // Carol's own process: Portfolio Review deleted, a stage of her own added.
    expect((await as(carol).rpc('delete_stage', { stage_key: 'portfolio' })).error).toBeNull();
    const { data: task, error: added } = await as(carol)
      .from('application_stages')
      .insert({ label: 'Design task' })
      .select('key')
      .single();
    expect(added).toBeNull();
    const { data, error } = await importAs(carol, [
      imported('Own Stage Co', {
        status: task!.key,
        history: [
          { status: 'applied', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' },
          { status: task!.key, from_status: 'applied', changed_at: '2025-03-10T12:00:00.000Z' },
        ],
      }),
    ]);
    expect(error).toBeNull();
    expect(data).toEqual({ added: 1, merged: 0 });
    const { data: rows } = await as(carol).from('job_applications').select('company,status');
    expect(rows).toEqual([{ company: 'Own Stage Co', status: task!.key }]);

    const before = await snapshot(carol);
    const refused = await importAs(carol, [
      imported('Fine Co'),
      imported('Gone Stage Co', {
        status: 'portfolio',
        history: [{ status: 'portfolio', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' }],
      }),
    ]);
    expect(refused.error).toMatchObject({
      code: '23503',
      message: 'Gone Stage Co (Product Designer): its stage is not one of your stages.',
      details: 'import_index=2 stage=portfolio',
    });
    expect(refused.error?.hint).toContain('deleted in another tab');
    expect(await snapshot(carol)).toEqual(before);
  });

  it('refuses a merge into someone else’s application, a list too long and rows without a history', async () => {
    const { data: theirs } = await as(bob)
      .from('job_applications')
      .insert({ company: 'Private', position: 'Designer' })
      .select('id, notes')
      .single();
    const before = await snapshot(alice);
    const merge = await importAs(alice, [imported('Also New'), { merge_into: theirs!.id, notes: 'mine now' }]);
    expect(merge.status).toBe(409);
    expect(merge.error).toMatchObject({
      code: '23503',
      message: 'An application to merge into is no longer on your board.',
    });
    const { data: untouched } = await as(bob).from('job_applications').select('notes').eq('id', theirs!.id).single();
    expect(untouched!.notes).toBe('');

    const many = await importAs(
      alice,
      Array.from({ length: 5001 }, (_, i) => ({
        merge_into: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    );
    expect(many.error?.message).toBe('An import holds at most 5,000 applications; this one has 5001.');
    const noHistory = await importAs(alice, [imported('No History', { history: [] })]);
    expect(noHistory.error?.code).toBe('22023');
    const wrongLast = await importAs(alice, [imported('Wrong Last', { status: 'rejected' })]);
    expect(wrongLast.error?.code).toBe('22023');
    const empty = await importAs(alice, []);
    expect(empty.error?.message).toBe('The file holds no applications to import.');
    expect(await snapshot(alice)).toEqual(before);
  });

  it('writes only the caller’s rows, and the history stays read-only outside an import', async () => {
    const anon = await emulator.anon().rpc('import_applications', { applications: [imported('Anon')] });
    expect(anon.status).toBe(401);
    const { data: app } = await as(alice).from('job_applications').select('id').limit(1).single();
    const forged = await as(alice)
      .from('application_status_history')
      .insert({ application_id: app!.id, user_id: alice.id, status: 'offer_letter' } as never);
    expect(forged.error?.code).toBe('42501');
    // The flag an import sets lives only inside its own call.
    const flag = await as(alice).rpc('job_tracker_importing' as never);
    expect(flag.data).toBe(false);
    const setConfig = await as(alice).rpc('set_config' as never, { setting_name: 'job_tracker.importing' } as never);
    expect(setConfig.status).toBe(404);
    const { count } = await as(bob).from('job_applications').select('id', { count: 'exact', head: true });
    expect(count).toBe(1);
  });

  it('writes the same rows and history the insert triggers write for applications added one by one', async () => {
    // The insert triggers skip an import's rows; the import writes what they would have, in one statement
    // per table. The same applications inserted one at a time by the database's own session (which keeps
    // the stage time given, as an import does) go through the triggers.
    const [byImport, byRows] = [await emulator.createUser(), await emulator.createUser()];
    const rows = ['job_openings', 'applied', 'rejected', 'offer_letter'].map((status, i) => ({
      company: `  Studio ${i}  `,
      position: ` Designer ${i} `,
      status,
      source_url: ` https://jobs.example.test/${i} `,
      status_changed_at: `2025-0${i + 1}-15T08:30:00.000Z`,
    }));
    const { error } = await importAs(
      byImport,
      rows.map((row) =>
        imported(row.company, {
          ...row,
          history: [{ status: row.status, from_status: null, changed_at: row.status_changed_at }],
        }),
      ),
    );
    expect(error).toBeNull();
    for (const row of rows) {
      await emulator.database.query(
        `insert into public.job_applications (user_id, company, position, status, source_url, status_changed_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [byRows.id, row.company, row.position, row.status, row.source_url, row.status_changed_at],
      );
    }
    const written = async (user: User) =>
      (
        await emulator.database.query(
          `select a.company, a.position, a.source_url, a.status, a.status_changed_at::text, a.revision::text,
             a.deleted_at, json_agg(json_build_array(h.status, h.from_status, h.changed_at::text) order by h.id)
               as history
           from public.job_applications a
           join public.application_status_history h on h.application_id = a.id
           where a.user_id = $1
           group by a.id order by a.company`,
          [user.id],
        )
      ).rows;
    const fromRows = await written(byRows);
    expect(fromRows).toHaveLength(4);
    expect(fromRows[0]).toMatchObject({ company: 'Studio 0', position: 'Designer 0', revision: '1' });
    expect(await written(byImport)).toEqual(fromRows);
  });

  it('takes a file of 1,000 applications larger than a table request may be, in one call', async () => {
    const notes = 'n'.repeat(1500);
    const rows = Array.from({ length: 1000 }, (_, i) => imported(`Bulk ${i}`, { notes }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024 * 1024);
    const { data, error } = await importAs(bob, rows);
    expect(error).toBeNull();
    expect(data).toEqual({ added: 1000, merged: 0 });
    const counts = await emulator.database.query(
      `select (select count(*) from public.job_applications where user_id = $1)::int as apps,
              (select count(*) from public.application_status_history where user_id = $1)::int as history`,
      [bob.id],
    );
    const { apps, history } = counts.rows[0] as { apps: number | string; history: number | string };
    expect([Number(apps), Number(history)]).toEqual([1001, 2001]);
  }, 60_000);

  it('refuses a call body over 16 MiB with 413', async () => {
    const response = await fetch(`${emulator.url}/rest/v1/rpc/import_applications`, {
      method: 'POST',
      headers: {
        apikey: emulator.keys.anonKey,
        authorization: `Bearer ${alice.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ applications: [imported('Huge', { notes: 'x'.repeat(17 * 1024 * 1024) })] }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
  });
});
