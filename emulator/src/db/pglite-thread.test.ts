import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplateCopy } from '../testing/pglite-template';
import { startThread, type PgliteThread } from './pglite-thread';

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

  it("opens Postgres with a 32MB buffer cache, not initdb's 128MB (cleared at every start)", async () => {
    expect(await query('show shared_buffers').reply).toMatchObject({ rows: [{ shared_buffers: '32MB' }] });
  });
});
