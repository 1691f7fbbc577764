import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteTemplateCopy } from '../testing/pglite-template';
import { OpenTimeout, startThread, type PgliteThread } from './pglite-thread';

/** Seconds of work, whatever the machine: it ends only when it is cancelled. */
const ENDLESS = 'select count(*) from generate_series(1, 10000000000)';

describe('a PGlite worker thread', () => {
  let dir: string;
  let thread: PgliteThread;

  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-thread-');
    thread = await startThread(dir, () => undefined);
  });
  afterAll(async () => {
    await thread?.stop(new Error('The test is over.'));
    await rm(dir, { recursive: true, force: true });
  });

  const query = (sql: string) => thread.send({ op: 'query', sql, params: [] });

  it('cancels the statement running now in place; the session goes on', async () => {
    expect(thread.cancellable).toBe(true);
    await query(`set application_name = 'kept'`).reply;
    const { id, reply } = query(ENDLESS);
    const failed = reply.catch((error: unknown) => error);
    // False until the request has reached the thread; then true.
    await expect.poll(() => thread.cancel(id)).toBe(true);
    // Postgres drops a cancel that comes while it still reads the request, as it drops one that comes while
    // it waits for a command, and the request reaches the thread a moment before Postgres begins it: on a
    // busy machine the first cancel can land there, and the statement runs on. So ask again until it ends
    // (the database's caller stops the thread when a cancel has not ended a statement within a second).
    let ended = false;
    void failed.then(() => (ended = true));
    await expect
      .poll(
        () => {
          if (!ended) thread.cancel(id);
          return ended;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    expect(await failed).toMatchObject({ code: '57014' });
    expect(thread.cancel(id)).toBe(false);
    expect(await query('show application_name').reply).toMatchObject({ rows: [{ application_name: 'kept' }] });
  });

  it('refuses to cancel a statement that has finished, and the next one runs untouched', async () => {
    const done = query('select 1 as one');
    await done.reply;
    expect(thread.cancel(done.id)).toBe(false);
    expect(thread.cancel(done.id + 1000)).toBe(false);
    expect(await query('select 2 as two').reply).toMatchObject({ rows: [{ two: '2' }] });
  });

  it("opens Postgres with a 16MB buffer cache, not initdb's 128MB (cleared at every start)", async () => {
    expect(await query('show shared_buffers').reply).toMatchObject({ rows: [{ shared_buffers: '16MB' }] });
  });
});

describe('a PGlite worker thread that does not open in time', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-thread-slow-');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is stopped and another started, which opens; stderr says so, with the step it had reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // No database opens within 1 ms: the first worker is stopped; the second has the usual minute.
      const thread = await startThread(dir, () => undefined, true, [1, 60_000]);
      expect(await thread.send({ op: 'query', sql: 'select 1 as one', params: [] }).reply).toMatchObject({
        rows: [{ one: '1' }],
      });
      await thread.stop(new Error('The test is over.'));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toMatch(
        /^PGlite: the worker did not open .+ within \d+\.\d s \(its last step: .+\); starting it again\.$/,
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('fails with where it had got to when the last try does not open either', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failure = await startThread(dir, () => undefined, true, [1, 1]).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OpenTimeout);
      expect((failure as Error).message).toMatch(/^the worker did not open .+ within \d+\.\d s \(its last step: .+\)$/);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
