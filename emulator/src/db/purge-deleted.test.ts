import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

/** A deleted application is erased after its Undo window on a schedule, with no further write by anyone. */
describe.each(BACKENDS)('deleted applications are purged on a schedule on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { purgeIntervalMs: 200 });
    user = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  const rowsOf = async (id: string) =>
    (
      await emulator.database.query(
        `select (select count(*) from public.job_applications where id = $1)::int as apps,
                (select count(*) from public.application_status_history where application_id = $1)::int as history`,
        [id],
      )
    ).rows[0] as { apps: number | string; history: number | string };

  it('erases an application deleted and abandoned past its 10-minute window, and keeps a recent one', async () => {
    const client = emulator.withToken(user.token);
    const { data, error } = await client
      .from('job_applications')
      .insert([
        { company: 'Abandoned', position: 'Designer' },
        { company: 'Recent', position: 'Designer' },
      ])
      .select('id, company');
    expect(error).toBeNull();
    const abandoned = data!.find((row) => row.company === 'Abandoned')!.id;
    const recent = data!.find((row) => row.company === 'Recent')!.id;
    const deleted = await client
      .from('job_applications')
      .update({ deleted_at: new Date().toISOString() })
      .in('id', [abandoned, recent]);
    expect(deleted.error).toBeNull();
    // Eleven minutes pass for the abandoned one; its owner never writes again.
    await emulator.database.query(
      `update public.job_applications set deleted_at = now() - interval '11 minutes' where id = $1`,
      [abandoned],
    );
    await expect.poll(async () => Number((await rowsOf(abandoned)).apps), { timeout: 5000 }).toBe(0);
    expect(Number((await rowsOf(abandoned)).history)).toBe(0);
    // A few more runs of the purge leave the one still inside its Undo window, and Undo brings it back.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(Number((await rowsOf(recent)).apps)).toBe(1);
    const undo = await client.from('job_applications').update({ deleted_at: null }).eq('id', recent).select('id');
    expect(undo.data).toEqual([{ id: recent }]);
  });
});
