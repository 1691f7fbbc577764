import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementTimeoutFromEnv, yieldAfterFromEnv } from '../server';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const TIMEOUT_MS = 1_000;
/** How late the answer to a stopped statement may come: a loaded 2-core machine, and a worker to restart. */
const SLACK_MS = 3_000;
/** A backtracking regular expression: seconds of CPU on a 409-character note of one letter. */
const RUNAWAY = '(a*)\\1b|(a*)\\1$';
const NOTE = 'a'.repeat(409);

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

describe.each(BACKENDS)('a statement past the statement timeout on %s', (backend) => {
  let emulator: TestEmulator;
  let user: User;
  let rowId: string;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend, { statementTimeoutMs: TIMEOUT_MS });
    user = await emulator.createUser();
    const { data, error } = await emulator
      .withToken(user.token)
      .from('job_applications')
      .insert({ company: 'Backtrack Inc', position: 'Designer', notes: NOTE })
      .select('id')
      .single();
    expect(error).toBeNull();
    rowId = data!.id;
  });
  afterAll(() => emulator?.stop());

  it('is stopped at the timeout and answered as PostgREST answers it (500, 57014)', async () => {
    const started = performance.now();
    const { data, error, status } = await emulator
      .withToken(user.token)
      .from('job_applications')
      .select('id')
      .filter('notes', 'match', RUNAWAY);
    const elapsed = performance.now() - started;
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it('rolls back the stopped write and keeps everything committed before it', async () => {
    const client = emulator.withToken(user.token);
    // The note does not match, so the write would change the row if it ran to its end.
    const { error } = await client
      .from('job_applications')
      .update({ position: 'Changed by a stopped write' })
      .not('notes', 'match', RUNAWAY);
    expect(error).toMatchObject({ code: '57014' });
    const { data, error: readError } = await client.from('job_applications').select('id, position, notes');
    expect(readError).toBeNull();
    expect(data).toEqual([{ id: rowId, position: 'Designer', notes: NOTE }]);
    const added = await client.from('job_applications').insert({ company: 'After', position: 'Designer' });
    expect(added.error).toBeNull();
  });
});

describe('the PGlite database past its statement timeout', () => {
  let emulator: TestEmulator;
  const endless = 'select count(*) from generate_series(1, 10000000000)';

  beforeAll(async () => {
    emulator = await startTestEmulator('pglite', { statementTimeoutMs: TIMEOUT_MS });
  });
  afterAll(() => emulator?.stop());

  it('ends the transaction: its writes are gone and its handle refuses further statements', async () => {
    const db = emulator.database;
    let handle: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    const stopped = db.transaction(async (tx) => {
      handle = tx;
      await tx.query(`insert into emulator.meta (key, value) values ('stopped-transaction', 'written')`);
      await tx.query(endless);
    });
    await expect(stopped).rejects.toMatchObject({ code: '57014' });
    await expect(handle!.query('select 1')).rejects.toThrow();
    const { rows } = await db.query(`select count(*)::int as n from emulator.meta where key = 'stopped-transaction'`);
    expect(rows).toEqual([{ n: '0' }]);
  });

  it('keeps delivering notifications after the worker was replaced', async () => {
    const db = emulator.database;
    const received: string[] = [];
    const unlisten = await db.listen('statement_timeout_probe', (payload) => received.push(payload));
    await expect(db.query(endless)).rejects.toMatchObject({ code: '57014' });
    await db.query(`select pg_notify('statement_timeout_probe', 'after the restart')`);
    await expect.poll(() => received).toEqual(['after the restart']);
    await unlisten();
  });
});

describe('EMULATOR_STATEMENT_TIMEOUT_MS', () => {
  it('takes whole milliseconds from 100 to 600000 and refuses anything else with a sentence', () => {
    expect(statementTimeoutFromEnv(undefined)).toBeUndefined();
    expect(statementTimeoutFromEnv(' ')).toBeUndefined();
    expect(statementTimeoutFromEnv('2500')).toBe(2500);
    for (const bad of ['99', '600001', '1.5', 'eight', '-1', '1e3x']) {
      expect(() => statementTimeoutFromEnv(bad), bad).toThrow(/whole milliseconds from 100 to 600000/);
    }
  });
});

describe('EMULATOR_PGLITE_YIELD_MS', () => {
  it('takes whole milliseconds from 0 (never) to 600000 and refuses anything else with a sentence', () => {
    expect(yieldAfterFromEnv(undefined)).toBeUndefined();
    expect(yieldAfterFromEnv('0')).toBe(0);
    expect(yieldAfterFromEnv('400')).toBe(400);
    for (const bad of ['-1', '600001', '0.5', 'soon']) {
      expect(() => yieldAfterFromEnv(bad), bad).toThrow(/EMULATOR_PGLITE_YIELD_MS must be whole milliseconds from 0/);
    }
  });
});
