import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * public.date_stage_change(entry_id, changed_at): a move logged late gets its true date. Only the caller's
 * own entries, never in the future or out of the history's order; dating the latest move moves the
 * application's stage time too.
 */
describe.each(BACKENDS)('date_stage_change on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
  }, 120_000);
  afterAll(() => emulator?.stop());

  /** An application of Alice's that went Wishlist → Applied → Exploratory call just now: its three entries. */
  async function movedTwice() {
    const client = emulator.withToken(alice.token);
    const { data: app, error } = await client
      .from('job_applications')
      .insert({ company: 'Figma', position: 'Product Designer' })
      .select('id')
      .single();
    expect(error).toBeNull();
    for (const status of ['applied', 'hr_exploratory_call']) {
      expect((await client.from('job_applications').update({ status }).eq('id', app!.id)).error).toBeNull();
    }
    const { data: entries } = await client
      .from('application_status_history')
      .select('id,status,changed_at')
      .eq('application_id', app!.id)
      .order('id');
    expect(entries!.map((entry) => entry.status)).toEqual(['job_openings', 'applied', 'hr_exploratory_call']);
    return { client, applicationId: app!.id, entries: entries! };
  }

  async function history(applicationId: string) {
    const { data } = await emulator
      .withToken(alice.token)
      .from('application_status_history')
      .select('status,changed_at')
      .eq('application_id', applicationId)
      .order('id');
    return data!.map((entry) => [entry.status, Date.parse(entry.changed_at)] as const);
  }

  async function stageTime(applicationId: string) {
    const { data } = await emulator
      .withToken(alice.token)
      .from('job_applications')
      .select('status_changed_at,revision')
      .eq('id', applicationId)
      .single();
    return { at: Date.parse(data!.status_changed_at), revision: Number(data!.revision) };
  }

  it('dates a week of replies logged on one day, each move on its own day, and the stage time with the last', async () => {
    const { client, applicationId, entries } = await movedTwice();
    const before = await stageTime(applicationId);
    // Oldest first, as a designer would correct them: the created entry, then each move.
    for (const [entry, days] of [
      [entries[0]!, 9],
      [entries[1]!, 6],
      [entries[2]!, 2],
    ] as const) {
      const { data, error } = await client.rpc('date_stage_change', { entry_id: entry.id, changed_at: daysAgo(days) });
      expect(error).toBeNull();
      expect(Math.abs(Date.parse(data as string) - (Date.now() - days * DAY))).toBeLessThan(60_000);
    }
    const dated = await history(applicationId);
    expect(dated.map(([status]) => status)).toEqual(['job_openings', 'applied', 'hr_exploratory_call']);
    expect(dated.map(([, at]) => Math.round((Date.now() - at) / DAY))).toEqual([9, 6, 2]);
    // The card's "in this stage since" follows the latest move's date, and the row's revision moves on.
    const after = await stageTime(applicationId);
    expect(after.at).toBe(dated[2]![1]);
    expect(after.revision).toBeGreaterThan(before.revision);
  });

  it('dating an earlier move leaves the stage time alone', async () => {
    const { client, applicationId, entries } = await movedTwice();
    const before = await stageTime(applicationId);
    const { error } = await client.rpc('date_stage_change', { entry_id: entries[0]!.id, changed_at: daysAgo(3) });
    expect(error).toBeNull();
    expect((await stageTime(applicationId)).at).toBe(before.at);
  });

  it('refuses the future, a date before 1990, and a date out of the history’s order, and changes nothing', async () => {
    const { client, applicationId, entries } = await movedTwice();
    expect(
      (await client.rpc('date_stage_change', { entry_id: entries[0]!.id, changed_at: daysAgo(10) })).error,
    ).toBeNull();
    expect(
      (await client.rpc('date_stage_change', { entry_id: entries[1]!.id, changed_at: daysAgo(5) })).error,
    ).toBeNull();
    const kept = await history(applicationId);
    const keptTime = await stageTime(applicationId);

    const cases = [
      { entry: entries[2]!, at: new Date(Date.now() + DAY).toISOString(), message: /in the future/ },
      { entry: entries[0]!, at: '1989-12-31T12:00:00Z', message: /before 1990/ },
      // Before the move before it (Applied, 5 days ago) …
      { entry: entries[2]!, at: daysAgo(7), message: /before it reached the stage before/ },
      // … or after the move after it (Exploratory call, just now, for Wishlist → Applied).
      { entry: entries[0]!, at: daysAgo(4), message: /after it moved on to the next stage/ },
    ];
    for (const { entry, at, message } of cases) {
      const { error, status } = await client.rpc('date_stage_change', { entry_id: entry.id, changed_at: at });
      expect(status).toBe(400);
      expect(error?.code).toBe('22008');
      expect(error?.message).toMatch(message);
    }
    expect(await history(applicationId)).toEqual(kept);
    expect(await stageTime(applicationId)).toEqual(keptTime);
  });

  it('answers only for the caller’s own entries: another user’s, an unknown one and an anonymous caller get nothing', async () => {
    const { applicationId, entries } = await movedTwice();
    const kept = await history(applicationId);
    const intruder = await emulator
      .withToken(bob.token)
      .rpc('date_stage_change', { entry_id: entries[1]!.id, changed_at: daysAgo(3) });
    expect(intruder.status).toBe(400);
    expect(intruder.error?.message).toBe('That stage change is not on your board any more.');
    const unknown = await emulator
      .withToken(alice.token)
      .rpc('date_stage_change', { entry_id: 2_000_000_000, changed_at: daysAgo(3) });
    expect(unknown.status).toBe(400);
    const anonymous = await emulator
      .anon()
      .rpc('date_stage_change', { entry_id: entries[1]!.id, changed_at: daysAgo(3) });
    expect(anonymous.status).toBe(401);
    const missing = await emulator
      .withToken(alice.token)
      .rpc('date_stage_change', { entry_id: entries[1]!.id } as never);
    expect(missing.error).not.toBeNull();
    expect(await history(applicationId)).toEqual(kept);
  });

  it('refuses to date a move of an application in the trash', async () => {
    const { client, applicationId, entries } = await movedTwice();
    expect(
      (await client.from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', applicationId))
        .error,
    ).toBeNull();
    const { status, error } = await client.rpc('date_stage_change', {
      entry_id: entries[2]!.id,
      changed_at: daysAgo(1),
    });
    expect(status).toBe(400);
    expect(error?.message).toBe('That stage change is not on your board any more.');
  });
});
