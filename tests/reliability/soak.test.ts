import { afterAll, describe, expect, it } from 'vitest';
import { boardCalls, signUp, STATUSES, type ApiUser } from './support/api-user';
import { BACKENDS, createStorage, type TestStorage } from './support/databases';
import {
  residentBytes,
  startEmulatorProcess,
  stopEmulatorProcess,
  type EmulatorProcess,
} from './support/emulator-process';

const USERS = 50;
const DURATION_MS = 80_000;
/** A bound on each user's cycles, so the loop ends even on a much faster machine. */
const MAX_CYCLES = 5_000;
const SAMPLE_EVERY_MS = 1_000;
/**
 * RSS settles while the first connections, statements and JIT work warm up; flatness is judged after.
 * The PGlite emulator's settles within 20 s on Node 20 and about 30 s on Node 24 (400 MiB at the start,
 * 550–575 at 20 s, 595 from 31 s on, and no higher in three minutes), where `.ci/run` runs this suite.
 */
const WARM_UP_MS = 30_000;
/**
 * "Flat": the median RSS of the last 10 s is at most 32 MiB above the median of the 10 s after warm-up.
 * On this machine the soak makes ~170 requests a second on PGlite and more on PostgreSQL, so keeping
 * ~5 KiB per request (one request's body and answer) adds more than that in the 40 s between the two
 * windows; allocator and JIT noise measured here stay within a few MiB.
 */
const FLAT_BOUND_BYTES = 32 * 1024 * 1024;

interface Sample {
  at: number;
  rss: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One user's loop: add, list, move, delete, as the board does, until the deadline. */
async function userLoop(user: ApiUser, index: number, deadline: number, errors: string[]): Promise<number> {
  let requests = 0;
  const check = async (what: string, response: Response, expected: number): Promise<Response> => {
    requests++;
    if (response.status !== expected) errors.push(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };
  for (let cycle = 0; cycle < MAX_CYCLES && Date.now() < deadline; cycle++) {
    try {
      const inserted = await check('insert', await boardCalls.insert(user, `Soak ${index}.${cycle}`), 201);
      if (!inserted.ok) continue;
      const [row] = (await inserted.json()) as { id: string }[];
      const listed = await check('list', await boardCalls.list(user), 200);
      if (listed.ok) {
        const rows = (await listed.json()) as { id: string }[];
        if (!rows.some((r) => r.id === row!.id)) errors.push(`list: the new row ${row!.id} is missing`);
      }
      await check('move', await boardCalls.move(user, row!.id, STATUSES[(cycle % 6) + 1]!), 200);
      await check('delete', await boardCalls.remove(user, row!.id), 204);
    } catch (error) {
      errors.push(`network: ${(error as Error).message}`);
    }
  }
  return requests;
}

describe.each(BACKENDS)(`a ${DURATION_MS / 1000}-second soak of ${USERS} users (%s)`, (backend) => {
  let storage: TestStorage | undefined;
  let emulator: EmulatorProcess | undefined;
  afterAll(async () => {
    if (emulator) await stopEmulatorProcess(emulator);
    await storage?.remove();
  });

  it('creates, lists, moves and deletes with zero errors and flat memory', { timeout: 180_000 }, async () => {
    storage = await createStorage(backend);
    emulator = await startEmulatorProcess({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    const { url, keys, pid } = emulator;
    const users: ApiUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(url, keys.anonKey, `soak${i}`));

    const started = Date.now();
    const deadline = started + DURATION_MS;
    const samples: Sample[] = [];
    const sampler = setInterval(() => {
      void residentBytes(pid).then((rss) => samples.push({ at: Date.now() - started, rss }));
    }, SAMPLE_EVERY_MS);
    const errors: string[] = [];
    const requests = (await Promise.all(users.map((user, i) => userLoop(user, i, deadline, errors)))).reduce(
      (sum, n) => sum + n,
      0,
    );
    clearInterval(sampler);

    const window = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss);
    const afterWarmUp = median(window(WARM_UP_MS, WARM_UP_MS + 10_000));
    const atEnd = median(window(DURATION_MS - 10_000, DURATION_MS + 5_000));
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    console.log(
      `[soak ${backend}] ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `RSS ${mib(afterWarmUp)} after warm-up, ${mib(atEnd)} at the end, peak ${mib(Math.max(...samples.map((s) => s.rss)))}`,
    );

    expect(errors.slice(0, 5), `${errors.length} errors`).toEqual([]);
    expect(requests).toBeGreaterThan(USERS * 4);
    expect(samples.length).toBeGreaterThan(DURATION_MS / SAMPLE_EVERY_MS / 2);
    expect(atEnd - afterWarmUp, 'RSS growth after warm-up').toBeLessThanOrEqual(FLAT_BOUND_BYTES);
  });
});
