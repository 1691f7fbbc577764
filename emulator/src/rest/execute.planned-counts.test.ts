import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

describe.each(BACKENDS)('planned and estimated counts on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
    const rows = Array.from({ length: 40 }, (_, i) => ({ company: 'Quiet Rival Studio', position: `Role ${i}` }));
    const { error } = await emulator.withToken(alice.token).from('job_applications').insert(rows);
    expect(error).toBeNull();
    // As autovacuum would, sooner or later, on a hosted project.
    await emulator.database.query('analyze');
  });
  afterAll(() => emulator?.stop());

  /** The count Bob is told for applications matching `filter`. */
  async function countFor(column: 'user_id' | 'company_key', value: string, count: 'planned' | 'estimated') {
    const { count: total, error } = await emulator
      .withToken(bob.token)
      .from('job_applications')
      .select('id', { count, head: true })
      .eq(column, value);
    expect(error).toBeNull();
    return total;
  }

  it('tells another user nothing of how many applications someone has', async () => {
    for (const count of ['planned', 'estimated'] as const) {
      const nobody = await countFor('user_id', randomUUID(), count);
      expect(await countFor('user_id', alice.id, count), count).toBe(nobody);
    }
  });

  it('tells another user nothing of how many applications went to a company', async () => {
    const nowhere = await countFor('company_key', 'neverappliedhere', 'planned');
    expect(await countFor('company_key', 'quietrivalstudio', 'planned')).toBe(nowhere);
  });

  it('counts exactly up to the row limit, the limit itself included, when asked for an estimate', async () => {
    const carol = await emulator.createUser();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ company: 'Limit Studio', position: `Role ${i}` }));
    const { error } = await emulator.withToken(carol.token).from('job_applications').insert(rows);
    expect(error).toBeNull();
    // No ANALYZE since: the planner's guess for these rows is not the count.
    const { count, error: readError } = await emulator
      .withToken(carol.token)
      .from('job_applications')
      .select('id', { count: 'estimated', head: true })
      .eq('company_key', 'limitstudio');
    expect(readError).toBeNull();
    expect(count).toBe(1000);
  });
});
