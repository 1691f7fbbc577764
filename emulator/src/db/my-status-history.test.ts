import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROWS } from '../rest/parse-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type Entry = [applicationId: string, status: string, changedAt: string];

/**
 * public.my_status_history(), the Insights view's one request: the caller's whole stage history as one
 * jsonb value, which the API's row limit does not cut (a select on the table stops at MAX_ROWS rows).
 */
describe.each(BACKENDS)('my_status_history on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  const APPLICATIONS = 400;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
    const client = emulator.withToken(alice.token);
    const rows = Array.from({ length: APPLICATIONS }, (_, i) => ({ company: `Studio ${i}`, position: 'Designer' }));
    expect((await client.from('job_applications').insert(rows)).error).toBeNull();
    // Every application moves twice: three entries each, 1,200 in all, past the API's row limit.
    expect(
      (await client.from('job_applications').update({ status: 'applied' }).eq('status', 'job_openings')).error,
    ).toBeNull();
    expect(
      (await client.from('job_applications').update({ status: 'hr_screen' }).eq('status', 'applied')).error,
    ).toBeNull();
    const other = emulator.withToken(bob.token);
    expect(
      (await other.from('job_applications').insert({ company: 'Elsewhere', position: 'Designer' })).error,
    ).toBeNull();
  }, 120_000);
  afterAll(() => emulator?.stop());

  it('answers every entry of the caller’s history, past the row limit, oldest first', async () => {
    const client = emulator.withToken(alice.token);
    const table = await client.from('application_status_history').select('id');
    expect(table.data).toHaveLength(MAX_ROWS);

    const { data, error } = await client.rpc('my_status_history');
    expect(error).toBeNull();
    const entries = data as unknown as Entry[];
    expect(entries).toHaveLength(APPLICATIONS * 3);
    const { data: ids } = await client.from('job_applications').select('id');
    const mine = new Set(ids!.map((row) => row.id));
    expect(entries.every(([applicationId]) => mine.has(applicationId))).toBe(true);

    const first = entries.filter(([applicationId]) => applicationId === entries[0]![0]);
    expect(first.map(([, status]) => status)).toEqual(['job_openings', 'applied', 'hr_screen']);
    const times = first.map(([, , at]) => Date.parse(at));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('leaves out applications in the trash, and anyone else’s', async () => {
    const client = emulator.withToken(alice.token);
    const { data: one } = await client.from('job_applications').select('id').limit(1).single();
    expect(
      (await client.from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', one!.id)).error,
    ).toBeNull();
    const { data } = await client.rpc('my_status_history');
    const entries = data as unknown as Entry[];
    expect(entries).toHaveLength((APPLICATIONS - 1) * 3);
    expect(entries.some(([applicationId]) => applicationId === one!.id)).toBe(false);

    const { data: theirs } = await emulator.withToken(bob.token).rpc('my_status_history');
    expect((theirs as unknown as Entry[]).map(([, status]) => status)).toEqual(['job_openings']);
  });

  it('refuses anon', async () => {
    const { error, status } = await emulator.anon().rpc('my_status_history');
    expect(error).toMatchObject({ code: '42501' });
    expect(status).toBe(401);
  });
});
