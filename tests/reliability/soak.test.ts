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
/** A bound on each user's cycles, so the loop ends even on a much faster machine. */
const MAX_CYCLES = 5_000;
const SAMPLE_EVERY_MS = 1_000;
const WINDOW_MS = 10_000;
/**
 * RSS climbs while the first connections, statements and JIT work warm up; flatness is judged after. How
 * long that takes depends on the machine, not only on the runtime: the PGlite emulator's settled within
 * 20 s on Node 20 and 25–31 s on Node 24 in quiet runs, and was still climbing at 35–40 s in two runs of
 * `.ci/run` (441.7 MiB in the 10 s after 30 s, 491.6 MiB at 80 s; 575.4 then 618.8). So the warm-up ends
 * when it has: at the first second, 40 s in or later, at which the median RSS of the last 10 s is at most
 * SETTLED_BYTES above that of the 10 s before. A leak never settles: the test fails if the warm-up has not
 * ended after MAX_WARM_UP_MS.
 */
const MIN_WARM_UP_MS = 40_000;
const MAX_WARM_UP_MS = 100_000;
/** A quarter of the bound below: the same growth rate over 10 s as the bound allows over 40 s. */
const SETTLED_BYTES = 8 * 1024 * 1024;
/** How long the soak goes on once warmed up: the end window's start is this long after the settled window's. */
const JUDGED_MS = 40_000;
/**
 * "Flat": the median RSS of the last 10 s is at most 32 MiB above the median of the 10 s that ended the
 * warm-up. On this machine the soak makes ~170 requests a second on PGlite and more on PostgreSQL, so
 * keeping ~5 KiB per request (one request's body and answer) adds more than that in the 40 s between the
 * two windows; allocator and JIT noise measured here stay within a few MiB.
 */
const FLAT_BOUND_BYTES = 32 * 1024 * 1024;
/**
 * The emulator's young generation, fixed from the start. V8 sizes it from the machine's memory and doubles it
 * whenever a scavenge finds enough survivors: on Node 24 here a busy script's new space grows to 128 MiB (32 on
 * Node 20), and the steps can come late. In one CI run the RSS rose 32 then 16 MiB at 81–86 s, 40 s after it
 * had settled; traced here (`--trace-gc`), the main thread's heap went from 90 to 154 MiB committed at 90 s
 * while both threads held 15 MiB after every full collection, from the warm-up to the end. That is V8's
 * policy, not memory kept. Fixed at Node 20's ceiling, the young generation is all there before the warm-up
 * ends, and what grows after is what the old generation and PGlite keep: 4 KiB kept per request still fails
 * this test (+67 MiB), and without a leak the PGlite soak stays within 15 MiB over 120 s.
 */
const YOUNG_GENERATION_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16'];

interface Sample {
  at: number;
  rss: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One user's loop: add, list, move, delete, as the board does, until the deadline. */
async function userLoop(user: ApiUser, index: number, end: { at: number }, errors: string[]): Promise<number> {
  let requests = 0;
  const check = async (what: string, response: Response, expected: number): Promise<Response> => {
    requests++;
    if (response.status !== expected) errors.push(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };
  for (let cycle = 0; cycle < MAX_CYCLES && Date.now() < end.at; cycle++) {
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

describe.each(BACKENDS)(`a soak of ${USERS} users, ${JUDGED_MS / 1000} s once warmed up (%s)`, (backend) => {
  let storage: TestStorage | undefined;
  let emulator: EmulatorProcess | undefined;
  afterAll(async () => {
    if (emulator) await stopEmulatorProcess(emulator);
    await storage?.remove();
  });

  it('creates, lists, moves and deletes with zero errors and flat memory', { timeout: 240_000 }, async () => {
    storage = await createStorage(backend);
    emulator = await startEmulatorProcess({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      nodeFlags: YOUNG_GENERATION_FLAGS,
    });
    const { url, keys, pid } = emulator;
    const users: ApiUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(url, keys.anonKey, `soak${i}`));

    const started = Date.now();
    const samples: Sample[] = [];
    const window = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss);
    // Until the warm-up has ended, the loops run to its limit; then for JUDGED_MS more.
    const end = { at: started + MAX_WARM_UP_MS };
    let warmedUpAt: number | null = null;
    const sampler = setInterval(() => {
      void residentBytes(pid).then((rss) => {
        const at = Date.now() - started;
        samples.push({ at, rss });
        if (warmedUpAt !== null || at < MIN_WARM_UP_MS) return;
        const last = median(window(at - WINDOW_MS, at + 1));
        const before = median(window(at - 2 * WINDOW_MS, at - WINDOW_MS));
        if (last - before <= SETTLED_BYTES) {
          warmedUpAt = at;
          end.at = started + at + JUDGED_MS;
        }
      });
    }, SAMPLE_EVERY_MS);
    const errors: string[] = [];
    const requests = (await Promise.all(users.map((user, i) => userLoop(user, i, end, errors)))).reduce(
      (sum, n) => sum + n,
      0,
    );
    clearInterval(sampler);

    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
    const trace = samples.filter((_, i) => i % 5 === 0).map((s) => `${Math.round(s.at / 1000)}s ${mib(s.rss)}`);
    expect(warmedUpAt, `RSS still climbing after ${MAX_WARM_UP_MS / 1000} s: ${trace.join(', ')}`).not.toBeNull();
    const afterWarmUp = median(window(warmedUpAt! - WINDOW_MS, warmedUpAt! + 1));
    const atEnd = median(window(warmedUpAt! + JUDGED_MS - WINDOW_MS, warmedUpAt! + JUDGED_MS + 5_000));
    console.log(
      `[soak ${backend}] ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, warmed up at ` +
        `${(warmedUpAt! / 1000).toFixed(0)} s, RSS ${mib(afterWarmUp)} then, ${mib(atEnd)} at the end, ` +
        `peak ${mib(Math.max(...samples.map((s) => s.rss)))}`,
    );

    expect(errors.slice(0, 5), `${errors.length} errors`).toEqual([]);
    expect(requests).toBeGreaterThan(USERS * 4);
    expect(samples.length).toBeGreaterThan((MIN_WARM_UP_MS + JUDGED_MS) / SAMPLE_EVERY_MS / 2);
    expect(atEnd - afterWarmUp, `RSS growth after warm-up: ${trace.join(', ')}`).toBeLessThanOrEqual(FLAT_BOUND_BYTES);
  });
});
