import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { MIGRATIONS_DIR } from './migrate';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

const DEFAULT_KEYS = [
  'job_openings',
  'applied',
  'hr_exploratory_call',
  'hr_screen',
  'portfolio',
  'portfolio_presentation',
  'whiteboarding_assignment',
  'product_discussion_culture_fit',
  'rejected',
  'offer_letter',
];

/**
 * Each user's own stages (application_stages), as the migration defines them, through supabase-js with
 * users' tokens: the defaults a user starts with, the rules on labels, the limit, Row Level Security, the
 * key job_applications.status now holds, delete_stage and set_stage_order.
 */
describe.each(BACKENDS)('application stages on %s', (backend) => {
  let emulator: TestEmulator;

  const as = (user: User) => emulator.withToken(user.token);
  const stagesOf = async (user: User) => {
    const { data, error } = await as(user)
      .from('application_stages')
      .select('key,label,position,kind,hidden')
      .order('position');
    expect(error).toBeNull();
    return data!;
  };
  const addStage = (user: User, label: string, kind: 'active' | 'rejected' | 'offer' | 'closed' = 'active') =>
    as(user).from('application_stages').insert({ label, kind }).select().single();
  const addApplication = async (user: User, status?: string) => {
    const { data, error } = await as(user)
      .from('job_applications')
      .insert({ company: 'Stripe', position: 'Product Designer', ...(status ? { status } : {}) })
      .select('id,status')
      .single();
    expect(error).toBeNull();
    return data!;
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.stop());

  it('gives a new user the ten stages of the product, in order, Applied shown and two hidden', async () => {
    const alice = await emulator.createUser();
    const stages = await stagesOf(alice);
    expect(stages.map((stage) => stage.key)).toEqual(DEFAULT_KEYS);
    expect(stages[0]).toEqual({ key: 'job_openings', label: 'Wishlist', position: 0, kind: 'active', hidden: false });
    expect(stages[1]).toEqual({ key: 'applied', label: 'Applied', position: 1, kind: 'active', hidden: false });
    expect(stages.filter((stage) => stage.hidden).map((stage) => stage.label)).toEqual([
      'HR Screen',
      'Portfolio Review',
    ]);
    expect(stages.filter((stage) => stage.kind !== 'active').map((stage) => [stage.label, stage.kind])).toEqual([
      ['Rejected', 'rejected'],
      ['Selected/Offered', 'offer'],
    ]);
  });

  it('adds a stage at the end with a generated key, trims its label and keeps labels 1-40 characters', async () => {
    const alice = await emulator.createUser();
    const { data, error } = await addStage(alice, '  Ghosted  ', 'closed');
    expect(error).toBeNull();
    expect(data).toMatchObject({ label: 'Ghosted', kind: 'closed', position: 10, hidden: false });
    expect(data!.key).toMatch(/^stage_[0-9a-f]{12}$/);

    const empty = await addStage(alice, '   ');
    expect(empty.error).toMatchObject({ code: '23514' });
    const long = await addStage(alice, 'x'.repeat(41));
    expect(long.error).toMatchObject({ code: '23514' });
    expect((await addStage(alice, 'y'.repeat(40))).error).toBeNull();
    const control = await addStage(alice, 'Tab\there');
    expect(control.error).toMatchObject({ code: '23514' });
    const kind = await as(alice)
      .from('application_stages')
      .insert({ label: 'Odd', kind: 'maybe' as 'active' });
    expect(kind.error).toMatchObject({ code: '23514' });
    expect(await stagesOf(alice)).toHaveLength(12);
  });

  it('keeps labels unique per user whatever the case, but not across users', async () => {
    const alice = await emulator.createUser();
    const bob = await emulator.createUser();
    const duplicate = await addStage(alice, 'wishlist');
    expect(duplicate.error).toMatchObject({ code: '23505' });
    expect(duplicate.error!.message).toContain('application_stages_label_key');
    const rename = await as(alice).from('application_stages').update({ label: 'REJECTED' }).eq('key', 'offer_letter');
    expect(rename.error).toMatchObject({ code: '23505' });
    expect((await addStage(alice, 'Ghosted', 'closed')).error).toBeNull();
    expect((await addStage(bob, 'Ghosted', 'closed')).error).toBeNull();
  });

  it('holds at most 20 stages per user', async () => {
    const alice = await emulator.createUser();
    for (let n = 1; n <= 10; n += 1) expect((await addStage(alice, `Round ${n}`)).error).toBeNull();
    const over = await addStage(alice, 'Round 11');
    expect(over.error).toMatchObject({ code: '23514', message: 'A board holds at most 20 stages.' });
    expect(await stagesOf(alice)).toHaveLength(20);
  });

  it('lets a user rename, hide and re-kind their stages but never change a key or the owner', async () => {
    const alice = await emulator.createUser();
    const { error } = await as(alice)
      .from('application_stages')
      .update({ label: 'Intro call', hidden: true, kind: 'active' })
      .eq('key', 'hr_exploratory_call');
    expect(error).toBeNull();
    const stages = await stagesOf(alice);
    expect(stages[2]).toMatchObject({ key: 'hr_exploratory_call', label: 'Intro call', hidden: true });

    const rekey = await as(alice)
      .from('application_stages')
      .update({ key: 'other' } as never)
      .eq('key', 'applied');
    expect(rekey.error).toMatchObject({ code: '42501' });
  });

  it('keeps at least one active stage', async () => {
    const alice = await emulator.createUser();
    const actives = (await stagesOf(alice)).filter((stage) => stage.kind === 'active').map((stage) => stage.key);
    const { error } = await as(alice).from('application_stages').update({ kind: 'closed' }).in('key', actives);
    expect(error).toMatchObject({ code: '23514' });
    expect((await stagesOf(alice)).filter((stage) => stage.kind === 'active')).toHaveLength(actives.length);
  });

  it('shows and changes only a user’s own stages, gives anon nothing and deletes only through delete_stage', async () => {
    const alice = await emulator.createUser();
    const bob = await emulator.createUser();
    const ghosted = (await addStage(alice, 'Ghosted', 'closed')).data!;

    const seen = await as(bob).from('application_stages').select('user_id').neq('user_id', bob.id);
    expect(seen.data).toEqual([]);
    const renamed = await as(bob)
      .from('application_stages')
      .update({ label: 'Mine now' })
      .eq('user_id', alice.id)
      .select();
    expect(renamed.data).toEqual([]);
    const forged = await as(bob).from('application_stages').insert({ user_id: alice.id, label: 'Planted' });
    expect(forged.error).toMatchObject({ code: '42501' });
    const anon = await emulator.anon().from('application_stages').select('key');
    expect(anon.status).toBe(401);

    const direct = await as(alice).from('application_stages').delete().eq('key', ghosted.key);
    expect(direct.error).toMatchObject({ code: '42501' });
    const others = await as(bob).rpc('delete_stage', { stage_key: ghosted.key });
    expect(others.error).toMatchObject({ code: '22023', message: 'This stage no longer exists.' });
    const anonymous = await emulator.anon().rpc('delete_stage', { stage_key: ghosted.key });
    expect(anonymous.status).toBe(401);
    expect((await stagesOf(alice)).map((stage) => stage.label)).toContain('Ghosted');
  });

  it('puts an application only in one of its owner’s stages', async () => {
    const alice = await emulator.createUser();
    const bob = await emulator.createUser();
    const bobs = (await addStage(bob, 'Ghosted', 'closed')).data!;
    const alices = (await addStage(alice, 'Ghosted', 'closed')).data!;

    expect((await addApplication(alice)).status).toBe('job_openings');
    expect((await addApplication(alice, alices.key)).status).toBe(alices.key);
    for (const status of [bobs.key, 'on_hold']) {
      const { error } = await as(alice)
        .from('job_applications')
        .insert({ company: 'Figma', position: 'Designer', status });
      expect(error).toMatchObject({ code: '23503' });
    }
    const app = await addApplication(alice, 'applied');
    const move = await as(alice).from('job_applications').update({ status: bobs.key }).eq('id', app.id);
    expect(move.error).toMatchObject({ code: '23503' });
  });

  it('deletes a stage only after moving its applications, recording each move in their history', async () => {
    const alice = await emulator.createUser();
    const ghosted = (await addStage(alice, 'Ghosted', 'closed')).data!;
    const kept = await addApplication(alice, 'hr_screen');
    const gone = await addApplication(alice, 'hr_screen');
    await as(alice).from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', gone.id);

    const refused = await as(alice).rpc('delete_stage', { stage_key: 'hr_screen' });
    expect(refused.error).toMatchObject({
      code: '23503',
      message: 'This stage holds 2 applications: choose a stage to move them to first.',
    });
    for (const move_to of ['hr_screen', 'nowhere']) {
      const bad = await as(alice).rpc('delete_stage', { stage_key: 'hr_screen', move_to });
      expect(bad.error).toMatchObject({ code: '22023' });
    }
    expect((await stagesOf(alice)).map((stage) => stage.key)).toContain('hr_screen');

    const moved = await as(alice).rpc('delete_stage', { stage_key: 'hr_screen', move_to: ghosted.key });
    expect(moved).toMatchObject({ error: null, data: 2 });
    expect((await stagesOf(alice)).map((stage) => stage.key)).not.toContain('hr_screen');
    const { rows } = await emulator.database.query(
      `select a.id, a.status, h.from_status from public.job_applications a
       join public.application_status_history h on h.application_id = a.id and h.status = a.status
       where a.id in ($1, $2) order by a.id`,
      [kept.id, gone.id],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ status: ghosted.key, from_status: 'hr_screen' });

    const empty = await as(alice).rpc('delete_stage', { stage_key: 'portfolio' });
    expect(empty).toMatchObject({ error: null, data: 0 });
  });

  it('never deletes the last active stage', async () => {
    const alice = await emulator.createUser();
    const actives = (await stagesOf(alice)).filter((stage) => stage.kind === 'active').map((stage) => stage.key);
    for (const key of actives.slice(1))
      expect((await as(alice).rpc('delete_stage', { stage_key: key })).error).toBeNull();
    const last = await as(alice).rpc('delete_stage', { stage_key: actives[0]! });
    expect(last.error).toMatchObject({ code: '23514' });
    expect((await stagesOf(alice)).map((stage) => stage.key)).toEqual([actives[0], 'rejected', 'offer_letter']);
  });

  it('orders all stages at once, and refuses a list from a stale copy without changing anything', async () => {
    const alice = await emulator.createUser();
    const reordered = [...DEFAULT_KEYS].reverse();
    expect((await as(alice).rpc('set_stage_order', { stage_keys: reordered })).error).toBeNull();
    expect((await stagesOf(alice)).map((stage) => stage.key)).toEqual(reordered);

    await addStage(alice, 'Ghosted', 'closed'); // as if from another tab
    for (const stale of [DEFAULT_KEYS, [...DEFAULT_KEYS, 'applied'], [...DEFAULT_KEYS.slice(1), 'x', 'y']]) {
      const { error } = await as(alice).rpc('set_stage_order', { stage_keys: stale });
      expect(error).toMatchObject({ code: '23514', message: 'Your stages changed since this list was loaded.' });
    }
    expect((await stagesOf(alice)).map((stage) => stage.key).slice(0, 10)).toEqual(reordered);
  });

  it('reads a board in one request: the stages in order, each with its applications', async () => {
    const alice = await emulator.createUser();
    const bob = await emulator.createUser();
    await addApplication(alice, 'rejected');
    await addApplication(alice);
    await addApplication(bob);
    const { data, error } = await as(alice)
      .from('application_stages')
      .select('key,label,kind,hidden,job_applications(id,status)')
      .eq('user_id', alice.id)
      .is('job_applications.deleted_at', null)
      .order('position');
    expect(error).toBeNull();
    expect(data!.map((stage) => stage.job_applications.length)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(data![8]!.job_applications[0]!.status).toBe('rejected');
  });

  it('moves existing data: every user gets the default stages and every application keeps its status', async () => {
    const file = await readFile(join(MIGRATIONS_DIR, '20261122060000_add_application_stages.sql'), 'utf8');
    const backfill = /^insert into public\.application_stages[\s\S]*?;$/m.exec(file)![0];
    const constraint =
      /^alter table public\.job_applications\n {2}add constraint job_applications_stage_fkey[\s\S]*?;$/m.exec(file)![0];
    const alice = await emulator.createUser();
    const rolledBack = new Error('roll back');
    let found: { users: string; stages: string; orphans: string; demo: string } | undefined;
    await emulator.database
      .transaction(async (tx) => {
        // The state before the migration: applications in all ten statuses, no stages at all.
        await tx.exec('alter table public.job_applications drop constraint job_applications_stage_fkey');
        await tx.query('delete from public.job_applications where status <> all ($1::text[])', [
          `{${DEFAULT_KEYS.join(',')}}`,
        ]);
        await tx.exec('delete from public.application_stages');
        await tx.query(
          `insert into public.job_applications (user_id, company, position, status)
           select $1, 'Company ' || s, 'Designer', s from unnest($2::text[]) s`,
          [alice.id, `{${DEFAULT_KEYS.join(',')}}`],
        );
        await tx.exec(backfill);
        await tx.exec(constraint);
        found = (
          await tx.query(
            `select (select count(*) from auth.users) as users,
                    (select count(*) from public.application_stages) as stages,
                    (select count(*) from public.job_applications a where not exists (
                       select 1 from public.application_stages s where s.user_id = a.user_id and s.key = a.status
                     )) as orphans,
                    (select string_agg(label, '|' order by position) from public.application_stages
                      where user_id = $1) as demo`,
            [alice.id],
          )
        ).rows[0] as typeof found;
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(Number(found!.stages)).toBe(Number(found!.users) * 10);
    expect(found!.orphans).toBe('0');
    expect(found!.demo).toBe(
      'Wishlist|Applied|Exploratory Call|HR Screen|Portfolio Review|Portfolio Presentation|' +
        'Whiteboarding / Assignment|Product Discussion & Culture Fit|Rejected|Selected/Offered',
    );
  });
});
