import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementTimeoutFromEnv, yieldAfterFromEnv } from '../server';
import { pgliteTemplateCopy } from '../testing/pglite-template';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

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

describe.each([
  ['cancelled in place', true],
  ['stopped with its worker (the fallback)', false],
])('the PGlite database past its statement timeout, %s', (_how, cancelInPlace) => {
  let dir: string;
  let db: Database;
  const endless = 'select count(*) from generate_series(1, 10000000000)';

  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-timeout-');
    db = await openPgliteDatabase(dir, { statementTimeoutMs: TIMEOUT_MS, cancelInPlace });
    await db.exec(`set application_name = 'the first session'`);
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('ends the transaction: its writes are gone and its handle refuses further statements', async () => {
    let handle: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    const started = performance.now();
    const stopped = db.transaction(async (tx) => {
      handle = tx;
      await tx.query(`insert into emulator.meta (key, value) values ('stopped-transaction', 'written')`);
      await tx.query(endless);
    });
    await expect(stopped).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    await expect(handle!.query('select 1')).rejects.toThrow();
    const { rows } = await db.query(`select count(*)::int as n from emulator.meta where key = 'stopped-transaction'`);
    expect(rows).toEqual([{ n: '0' }]);
    // Cancelled in place, the session goes on; a new worker starts a new one.
    const { rows: session } = await db.query('show application_name');
    expect(session).toEqual([{ application_name: cancelInPlace ? 'the first session' : '' }]);
  });

  it('keeps delivering notifications after the statement was stopped', async () => {
    const received: string[] = [];
    const unlisten = await db.listen('statement_timeout_probe', (payload) => received.push(payload));
    await expect(db.query(endless)).rejects.toMatchObject({ code: '57014' });
    await db.query(`select pg_notify('statement_timeout_probe', 'after the stop')`);
    await expect.poll(() => received).toEqual(['after the stop']);
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
