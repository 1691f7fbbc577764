import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

type User = { id: string; token: string };

/**
 * The table view's bulk actions, one request each: public.move_applications and its undo, and
 * public.delete_applications / restore_applications. All or nothing, the caller's own rows only.
 */
describe.each(BACKENDS)('bulk move and delete on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
  }, 120_000);
  afterAll(() => emulator?.stop());

  async function addApplications(user: User, count: number, status = 'job_openings'): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({ company: `Co ${i}`, position: 'Designer', status }));
    const { data, error } = await emulator.withToken(user.token).from('job_applications').insert(rows).select('id');
    expect(error).toBeNull();
    return data!.map((row) => row.id);
  }

  /** Makes the applications a week old: created, and in their stage, since then. */
  async function age(ids: string[]) {
    const list = ids.map((id) => `'${id}'`).join(',');
    const week = `'${daysAgo(7)}'::timestamptz`;
    await emulator.database.query(
      `update public.job_applications set status_changed_at = ${week}, last_updated = ${week},
         applied_date = ${week} where id in (${list})`,
    );
    await emulator.database.query(
      `update public.application_status_history set changed_at = ${week} where application_id in (${list})`,
    );
  }

  /** Everything a move or a delete may change, per application, in id order. */
  async function snapshot(user: User, ids: string[]) {
    const client = emulator.withToken(user.token);
    const { data: apps } = await client
      .from('job_applications')
      .select('id,status,status_changed_at,last_updated,order_key,deleted_at')
      .in('id', ids)
      .order('id');
    const { data: history } = await client
      .from('application_status_history')
      .select('id,application_id,status,from_status,changed_at')
      .in('application_id', ids)
      .order('id');
    return { apps: apps!, history: history! };
  }

  it('moves 26 applications in one call, dated, with one history entry each, and one undo puts all back', async () => {
    const ids = await addApplications(alice, 26);
    const already = (await addApplications(alice, 1, 'applied'))[0]!;
    await age(ids);
    const client = emulator.withToken(alice.token);
    const before = await snapshot(alice, [...ids, already]);
    const at = daysAgo(2);

    const { data, error } = await client.rpc('move_applications', { ids: [...ids, already], stage: 'applied', at });
    expect(error).toBeNull();
    expect(Date.parse(data!.at)).toBe(Date.parse(at));
    expect(data!.unchanged).toEqual([already]);
    expect(data!.moved.map((move) => move.id).sort()).toEqual([...ids].sort());
    for (const move of data!.moved) {
      const was = before.apps.find((app) => app.id === move.id)!;
      expect(move.from).toBe('job_openings');
      expect(Date.parse(move.last_updated)).toBe(Date.parse(was.last_updated));
      expect(move.entry).toEqual(expect.any(Number));
    }

    const after = await snapshot(alice, [...ids, already]);
    for (const app of after.apps) {
      const was = before.apps.find((row) => row.id === app.id)!;
      if (app.id === already) {
        expect(app).toEqual(was);
        continue;
      }
      expect(app.status).toBe('applied');
      expect(Date.parse(app.status_changed_at)).toBe(Date.parse(at));
      expect(Date.parse(app.last_updated)).toBe(Date.parse(at));
      expect(app.order_key).toBe(was.order_key);
      const entries = after.history.filter((entry) => entry.application_id === app.id);
      expect(entries.map((entry) => [entry.from_status, entry.status])).toEqual([
        [null, 'job_openings'],
        ['job_openings', 'applied'],
      ]);
      expect(Date.parse(entries[1]!.changed_at)).toBe(Date.parse(at));
    }

    const undo = await client.rpc('undo_move_applications', { moves: data!.moved });
    expect(undo.error).toBeNull();
    expect(undo.data).toBe(26);
    const undone = await snapshot(alice, [...ids, already]);
    // Field by field as before; only the revision (not read here) moves on.
    expect(undone.history).toEqual(before.history);
    expect(
      undone.apps.map(({ status, status_changed_at, last_updated, order_key, deleted_at }) => ({
        status,
        at: Date.parse(status_changed_at),
        last: Date.parse(last_updated),
        order_key,
        deleted_at,
      })),
    ).toEqual(
      before.apps.map(({ status, status_changed_at, last_updated, order_key, deleted_at }) => ({
        status,
        at: Date.parse(status_changed_at),
        last: Date.parse(last_updated),
        order_key,
        deleted_at,
      })),
    );
  });

  it('a move dated now and undone at once leaves no history behind', async () => {
    const ids = await addApplications(alice, 3);
    const client = emulator.withToken(alice.token);
    const before = await snapshot(alice, ids);
    const { data, error } = await client.rpc('move_applications', { ids, stage: 'rejected' });
    expect(error).toBeNull();
    expect(Math.abs(Date.parse(data!.at) - Date.now())).toBeLessThan(60_000);
    expect((await client.rpc('undo_move_applications', { moves: data!.moved })).error).toBeNull();
    expect((await snapshot(alice, ids)).history).toEqual(before.history);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const ids = await addApplications(alice, 3);
    const [bobs] = await addApplications(bob, 1);
    const client = emulator.withToken(alice.token);
    const before = await snapshot(alice, ids);
    const many = Array.from({ length: 5001 }, () => crypto.randomUUID());
    const cases = [
      { args: { ids: [], stage: 'applied' }, message: /at least one application/, code: '22023' },
      { args: { ids: many, stage: 'applied' }, message: /At most 5,000 .* 5001 were chosen/, code: '22023' },
      { args: { ids: [ids[0]!, ids[0]!], stage: 'applied' }, message: /listed twice/, code: '22023' },
      { args: { ids, stage: 'no_such_stage' }, message: /not on your board/, code: '22023' },
      {
        args: { ids, stage: 'applied', at: new Date(Date.now() + DAY).toISOString() },
        message: /future/,
        code: '22008',
      },
      { args: { ids, stage: 'applied', at: '1989-12-31T00:00:00Z' }, message: /before 1990/, code: '22008' },
      { args: { ids: [...ids, bobs!], stage: 'applied' }, message: /1 of these applications are not/, code: '22023' },
      { args: { ids: [...ids, crypto.randomUUID()], stage: 'applied' }, message: /1 of these/, code: '22023' },
      // Created just now: a move dated yesterday would come before the stage was reached.
      {
        args: { ids, stage: 'applied', at: daysAgo(1) },
        message: /reached its stage on .*cannot be dated before/,
        code: '22008',
      },
    ];
    for (const { args, message, code } of cases) {
      const { error, status } = await client.rpc('move_applications', args);
      expect(status, String(message)).toBe(400);
      expect(error?.code).toBe(code);
      expect(error?.message).toMatch(message);
    }
    for (const args of [{ ids: [] }, { ids: [ids[1]!, ids[1]!] }, { ids: [...ids, bobs!] }]) {
      const { error } = await client.rpc('delete_applications', args);
      expect(error?.code).toBe('22023');
    }
    // Not deleted, so nothing to restore.
    const restore = await client.rpc('restore_applications', { ids });
    expect(restore.error?.message).toMatch(/3 of these applications can no longer be restored/);
    expect(await snapshot(alice, ids)).toEqual(before);
    // Bob's application is as it was too.
    expect((await snapshot(bob, [bobs!])).apps[0]).toMatchObject({ status: 'job_openings', deleted_at: null });
  });

  it("Bob cannot move, delete or undo Alice's applications", async () => {
    const ids = await addApplications(alice, 2);
    const client = emulator.withToken(alice.token);
    const before = await snapshot(alice, ids);
    const { data: moved } = await client.rpc('move_applications', { ids, stage: 'applied' });
    const asBob = emulator.withToken(bob.token);
    const moves = await asBob.rpc('move_applications', { ids, stage: 'applied' });
    expect(moves.error?.message).toMatch(/2 of these applications are not on your board/);
    const deletes = await asBob.rpc('delete_applications', { ids });
    expect(deletes.error?.message).toMatch(/2 of these applications are not on your board/);
    const undo = await asBob.rpc('undo_move_applications', { moves: moved!.moved });
    expect(undo.error?.message).toMatch(/2 of these applications are not on your board/);
    expect((await snapshot(alice, ids)).apps.map((app) => app.status)).toEqual(['applied', 'applied']);
    // Alice's own undo still works after Bob's tries.
    expect((await client.rpc('undo_move_applications', { moves: moved!.moved })).error).toBeNull();
    expect((await snapshot(alice, ids)).history).toEqual(before.history);
  });

  it('refuses to undo a move when an application moved again since, and undoes nothing', async () => {
    const ids = await addApplications(alice, 2);
    const client = emulator.withToken(alice.token);
    const { data: moved } = await client.rpc('move_applications', { ids, stage: 'applied' });
    expect((await client.from('job_applications').update({ status: 'rejected' }).eq('id', ids[1]!)).error).toBeNull();
    const after = await snapshot(alice, ids);
    const { error } = await client.rpc('undo_move_applications', { moves: moved!.moved });
    expect(error?.message).toMatch(/at Co 1 has changed since it was moved/);
    expect(await snapshot(alice, ids)).toEqual(after);
  });

  it('sets and clears the follow-up of a selection in one call, all or none', async () => {
    const ids = await addApplications(alice, 3);
    const [bobs] = await addApplications(bob, 1);
    const client = emulator.withToken(alice.token);
    const followUps = async () =>
      (await client.from('job_applications').select('follow_up_on').in('id', ids).order('id')).data!.map(
        (row) => row.follow_up_on,
      );
    expect(await client.rpc('set_follow_ups', { ids, day: '2026-12-01' })).toMatchObject({ error: null, data: 3 });
    expect(await followUps()).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
    const refused = await client.rpc('set_follow_ups', { ids: [...ids, bobs!], day: '2027-01-05' });
    expect(refused.error?.message).toMatch(/1 of these applications are not on your board/);
    expect(await followUps()).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
    expect((await snapshot(bob, [bobs!])).apps).toHaveLength(1);
    expect(await client.rpc('set_follow_ups', { ids, day: null })).toMatchObject({ error: null, data: 3 });
    expect(await followUps()).toEqual([null, null, null]);
  });

  it('deletes a selection in one call and one restore brings it back whole', async () => {
    const ids = await addApplications(alice, 4);
    const client = emulator.withToken(alice.token);
    const before = await snapshot(alice, ids);
    const deleted = await client.rpc('delete_applications', { ids });
    expect(deleted).toMatchObject({ error: null, data: 4 });
    const { data: board } = await client.from('job_applications').select('id').in('id', ids).is('deleted_at', null);
    expect(board).toEqual([]);
    // Deleting again refuses: they are not on the board any more.
    expect((await client.rpc('delete_applications', { ids })).error?.message).toMatch(/4 of these/);
    expect(await client.rpc('restore_applications', { ids })).toMatchObject({ error: null, data: 4 });
    expect(await snapshot(alice, ids)).toEqual(before);
  });

  it("reads an application's latest history entries from an index in id order, with no statistics", async () => {
    // The stage trigger's question at every move, and the bulk Undo's for each application it takes back.
    // Sequential scans are off so that the tables' few rows here do not decide the plan: an index in
    // (application_id, id) order answers each with no sort and no walk through other applications' entries.
    const [id] = await addApplications(alice, 1);
    const lookups = [
      `select * from public.application_status_history where application_id = '${id}' order by id desc limit 1`,
      `select changed_at from public.application_status_history where application_id = '${id}' and id < 1000
         order by id desc limit 1`,
      `select 1 from public.application_status_history where application_id = '${id}' and id > 1 limit 1`,
    ];
    type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };
    const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
    for (const sql of lookups) {
      const plan = await emulator.database.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        const { rows } = await tx.query(`explain (format json) ${sql}`);
        const text = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
        // The plan as text or as parsed JSON, whichever the database driver hands over.
        return (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: PlanNode }];
      });
      const all = nodes(plan[0].Plan);
      expect(
        all.map((node) => node['Node Type']),
        sql,
      ).not.toContain('Sort');
      const scan = all.find((node) => node['Index Name'] !== undefined);
      expect(scan?.['Index Name'], sql).toBe('application_status_history_application_id_idx');
      expect(scan?.['Index Cond'], sql).toMatch(/application_id =/);
    }
  });

  it('moves and deletes 5,000 applications, one request each', async () => {
    const user = await emulator.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(...(await addApplications(user, 1000)));
    const client = emulator.withToken(user.token);
    let started = performance.now();
    const { data, error } = await client.rpc('move_applications', { ids, stage: 'applied' });
    const moveMs = performance.now() - started;
    expect(error).toBeNull();
    expect(data!.moved).toHaveLength(5000);
    started = performance.now();
    expect((await client.rpc('undo_move_applications', { moves: data!.moved })).data).toBe(5000);
    const undoMs = performance.now() - started;
    started = performance.now();
    const deleted = await client.rpc('delete_applications', { ids });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toBe(5000);
    const deleteMs = performance.now() - started;
    expect((await client.rpc('restore_applications', { ids })).data).toBe(5000);
    // How long these take is the bench's to say; within the statement timeout the suites set (30 s) is what
    // matters here.
    expect(Math.max(moveMs, undoMs, deleteMs)).toBeLessThan(30_000);
  }, 240_000);
});
