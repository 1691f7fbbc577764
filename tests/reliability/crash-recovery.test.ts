import { afterAll, describe, expect, it } from 'vitest';
import { boardCalls, signUp, STATUSES, type ApiUser } from './support/api-user';
import { BACKENDS, createStorage, type TestStorage } from './support/databases';
import { freePort, startEmulatorProcess, stopEmulatorProcess, type EmulatorProcess } from './support/emulator-process';

const ROUNDS = 20;
const WRITERS = 4;
/** Operations per writer per round at most, so a round stays bounded if the kill came late. */
const MAX_OPS = 400;

/** What the client knows of one row: what the server acknowledged, and what it sent without an answer. */
interface Known {
  user: ApiUser;
  /** Acknowledged state: a status, or 'deleted'. */
  acked: string;
  /** A write that was in flight when the server died: it may or may not have committed. */
  inFlight: string | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One writer's burst: insert, move, sometimes delete, until the server stops answering. */
async function writeBurst(
  user: ApiUser,
  known: Map<string, Known>,
  round: number,
  writer: number,
  progress: { acknowledged: number },
): Promise<number> {
  let acknowledged = 0;
  const ack = () => {
    acknowledged++;
    progress.acknowledged++;
  };
  for (let op = 0; op < MAX_OPS; op++) {
    try {
      const insert = await boardCalls.insert(user, `Crash ${round}.${writer}.${op}`);
      if (insert.status !== 201) throw new Error(`insert answered ${insert.status}: ${await insert.text()}`);
      const [row] = (await insert.json()) as { id: string; status: string }[];
      known.set(row!.id, { user, acked: row!.status, inFlight: null });
      ack();
      const entry = known.get(row!.id)!;
      const status = STATUSES[(op % (STATUSES.length - 1)) + 1]!;
      entry.inFlight = status;
      const moved = await boardCalls.move(user, row!.id, status);
      if (moved.status !== 200) throw new Error(`move answered ${moved.status}: ${await moved.text()}`);
      entry.acked = status;
      entry.inFlight = null;
      ack();
      if (op % 3 === 2) {
        entry.inFlight = 'deleted';
        const removed = await boardCalls.remove(user, row!.id);
        if (removed.status !== 204) throw new Error(`delete answered ${removed.status}: ${await removed.text()}`);
        entry.acked = 'deleted';
        entry.inFlight = null;
        ack();
      }
    } catch (error) {
      // The kill shows as a network error (fetch's TypeError); anything else is a failure of its own.
      if (!(error instanceof TypeError) || error.message !== 'fetch failed') throw error;
      return acknowledged;
    }
  }
  return acknowledged;
}

/** Every row of a user, through the API, a page of 1000 at a time. */
async function listAll(user: ApiUser): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (let offset = 0; ; offset += 1000) {
    const response = await user.rest(`job_applications?select=id,status&order=id&limit=1000&offset=${offset}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { id: string; status: string }[];
    for (const row of page) rows.set(row.id, row.status);
    if (page.length < 1000) return rows;
  }
}

describe.each(BACKENDS)('the emulator killed with SIGKILL during a burst of writes (%s)', (backend) => {
  let storage: TestStorage | undefined;
  let emulator: EmulatorProcess | undefined;
  afterAll(async () => {
    if (emulator) await stopEmulatorProcess(emulator);
    await storage?.remove();
  });

  it(`keeps every acknowledged write and starts clean, ${ROUNDS} times`, async () => {
    storage = await createStorage(backend);
    const port = await freePort();
    // The same port each time, so the users' clients reconnect to the restarted server as the app would.
    const start = () => startEmulatorProcess({ dataDir: storage!.dataDir, databaseUrl: storage!.databaseUrl, port });
    emulator = await start();
    const { url, keys } = emulator;
    const users = await Promise.all(Array.from({ length: WRITERS }, () => signUp(url, keys.anonKey, 'crash')));
    const known = new Map<string, Known>();
    let acknowledgedTotal = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const progress = { acknowledged: 0 };
      const bursts = users.map((user, writer) => writeBurst(user, known, round, writer, progress));
      // Once writes are flowing, kill at a different moment each round: early in the burst and later.
      for (let waited = 0; progress.acknowledged === 0 && waited < 10_000; waited += 10) await sleep(10);
      await sleep(20 + ((round * 97) % 400));
      emulator.kill('SIGKILL');
      expect(await emulator.exited).toBe('SIGKILL');
      const acknowledged = (await Promise.all(bursts)).reduce((sum, count) => sum + count, 0);
      expect(acknowledged, `round ${round}: writes were acknowledged before the kill`).toBeGreaterThan(0);
      acknowledgedTotal += acknowledged;

      emulator = await start();
      expect(emulator.output(), 'a clean start: nothing on stderr or stdout but the ready banner').not.toMatch(
        /error|warn|recover|panic/i,
      );
      for (const user of users) {
        const rows = await listAll(user);
        for (const [id, entry] of known) {
          if (entry.user !== user) continue;
          const actual = rows.get(id) ?? 'deleted';
          const allowed = entry.inFlight ? [entry.acked, entry.inFlight] : [entry.acked];
          expect(allowed, `round ${round}: row ${id} after restart`).toContain(actual);
          entry.acked = actual;
          entry.inFlight = null;
        }
      }
    }
    expect(acknowledgedTotal).toBeGreaterThan(ROUNDS * WRITERS);
  });
});
