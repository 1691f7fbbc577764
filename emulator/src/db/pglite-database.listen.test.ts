import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplateCopy } from '../testing/pglite-template';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

/** LISTEN on PGlite's one session, shared by every subscriber of a channel. */
describe('PGlite notifications', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await pgliteTemplateCopy('jt-listen-');
    db = await openPgliteDatabase(dir);
  });
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const notify = (channel: string, payload: string) => db.query('select pg_notify($1, $2)', [channel, payload]);

  it('keeps a channel for the subscribers still on it, and listens again once a new one comes', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const leaveFirst = await db.listen('listen_probe', (payload) => first.push(payload));
    const leaveSecond = await db.listen('listen_probe', (payload) => second.push(payload));
    await notify('listen_probe', 'both');
    await expect.poll(() => [first, second]).toEqual([['both'], ['both']]);

    await leaveFirst();
    await notify('listen_probe', 'second only');
    await expect.poll(() => second).toEqual(['both', 'second only']);
    expect(first).toEqual(['both']);

    await leaveSecond();
    const third: string[] = [];
    const leaveThird = await db.listen('listen_probe', (payload) => third.push(payload));
    await notify('listen_probe', 'third');
    await expect.poll(() => third).toEqual(['third']);
    expect([first, second]).toEqual([['both'], ['both', 'second only']]);
    await leaveThird();
  });
});
