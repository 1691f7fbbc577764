import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplateCopy } from '../testing/pglite-template';
import { asUser } from './callers';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

const TIMEOUT_MS = 1_500;
const YIELD_MS = 250;
/** Seconds of work, whatever the machine: it ends only when it is stopped. */
const ENDLESS = 'select count(*) from generate_series(1, 10000000000)';
const STATEMENT_TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout' };

async function timed<T>(work: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await work;
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * PGlite's one session, shared fairly: a long statement of a yielding transaction (REST's) is cancelled
 * in place once another caller has waited `yieldAfterMs` for it. The session itself survives a cancel: a
 * setting made before it is still there after, which a restarted worker would have lost.
 */
describe('PGlite statements that keep another caller waiting', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-yield-');
    db = await openPgliteDatabase(dir, { statementTimeoutMs: TIMEOUT_MS, yieldAfterMs: YIELD_MS });
    await db.exec(`set application_name = 'the same session'`);
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const sessionKept = async () =>
    expect((await db.query('show application_name')).rows).toEqual([{ application_name: 'the same session' }]);

  it('are cancelled in place for another caller, who is answered at once', async () => {
    const long = timed(asUser('a', () => db.transaction((tx) => tx.query(ENDLESS), { yields: true })));
    await sleep(100);
    const other = await timed(asUser('b', () => db.query(`select 'b' as who`)));
    expect(other.value?.rows).toEqual([{ who: 'b' }]);
    expect(other.ms).toBeGreaterThanOrEqual(YIELD_MS - 10);
    expect(other.ms).toBeLessThan(1_000);
    const stopped = await long;
    expect(stopped.error).toMatchObject({ ...STATEMENT_TIMEOUT, detail: expect.stringContaining('250 ms') });
    expect(stopped.ms).toBeLessThan(TIMEOUT_MS);
    await sessionKept();
  });

  it('run on while only the same caller waits, until the statement timeout cancels them in place', async () => {
    const long = timed(asUser('a', () => db.transaction((tx) => tx.query(ENDLESS), { yields: true })));
    await sleep(100);
    const same = await timed(asUser('a', () => db.query(`select 'a' as who`)));
    expect(same.value?.rows).toEqual([{ who: 'a' }]);
    const stopped = await long;
    expect(stopped.error).toMatchObject(STATEMENT_TIMEOUT);
    expect((stopped.error as { detail?: string }).detail).toBeUndefined();
    expect(stopped.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(same.ms).toBeGreaterThan(TIMEOUT_MS - 200);
    await sessionKept();
  });

  it("run on when they do not yield (writes the project bounds), or when the waiting work is no caller's", async () => {
    const writes = timed(asUser('a', () => db.transaction((tx) => tx.query(ENDLESS))));
    await sleep(100);
    const other = await timed(asUser('b', () => db.query('select 1')));
    expect((await writes).error).toMatchObject(STATEMENT_TIMEOUT);
    expect(other.ms).toBeGreaterThan(TIMEOUT_MS - 200);

    const read = timed(asUser('a', () => db.transaction((tx) => tx.query(ENDLESS), { yields: true })));
    await sleep(100);
    // The emulator's own work (a purge, a migration) runs outside any request.
    const own = await timed(db.query('select 1'));
    expect((await read).error).toMatchObject(STATEMENT_TIMEOUT);
    expect(own.ms).toBeGreaterThan(TIMEOUT_MS - 200);
    await sessionKept();
  });
});

describe('PGlite with yielding switched off (yieldAfterMs 0)', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-no-yield-');
    db = await openPgliteDatabase(dir, { statementTimeoutMs: TIMEOUT_MS, yieldAfterMs: 0 });
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a yielding statement run on while another caller waits, until the statement timeout', async () => {
    const long = timed(asUser('a', () => db.transaction((tx) => tx.query(ENDLESS), { yields: true })));
    await sleep(100);
    const other = await timed(asUser('b', () => db.query(`select 'b' as who`)));
    expect(other.value?.rows).toEqual([{ who: 'b' }]);
    const stopped = await long;
    expect(stopped.error).toMatchObject(STATEMENT_TIMEOUT);
    expect((stopped.error as { detail?: string }).detail).toBeUndefined();
    expect(other.ms).toBeGreaterThan(TIMEOUT_MS - 200);
  });
});
