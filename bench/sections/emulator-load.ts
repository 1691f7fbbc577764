import type { Queryable, SqlParam, TransactionOptions } from '../../emulator/src/db/database';
import { startEmulator, type RunningEmulator } from '../../emulator/src/server';
import { signUp, type ApiUser } from '../../tests/reliability/support/api-user';
import { createStorage, type Backend } from '../../tests/reliability/support/databases';
import { send } from '../lib/http-client';
import { figure, quantile, type Figure } from '../lib/stats';

// The emulator under 1, 10 and 50 signed-in users, each repeating the board's three calls (list, insert,
// move) for a few seconds; and the floor: the very statements the emulator ran for those calls, recorded
// from its own database handle and replayed on the same database, with the same concurrency.

export const LEVELS = [1, 10, 50];
const RUN_MS = 3_000;
/** An untimed run of each before the first level, so that neither is measured with cold code. */
const WARM_UP_MS = 1_000;

export interface LevelReport {
  users: number;
  emulatorP50: Figure;
  emulatorP99: Figure;
  emulatorThroughput: Figure;
  floorP50: Figure;
  floorP99: Figure;
  floorThroughput: Figure;
  errors: number;
}

export interface LoadReport {
  backend: Backend;
  levels: LevelReport[];
}

type Op = 'list' | 'insert' | 'move';
interface Recorded {
  readOnly: boolean;
  queries: { sql: string; params: SqlParam[] }[];
}
interface LoadUser {
  api: ApiUser;
  id: string;
  rowId: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };

/** Wraps the emulator's database so that the statements of the next request can be recorded. */
function recorder(emulator: RunningEmulator) {
  const db = emulator.database;
  const original = db.transaction.bind(db);
  let current: Recorded | null = null;
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) =>
    original((tx) => {
      const recording = current;
      if (recording) recording.readOnly = options.readOnly ?? false;
      return work({
        query: (sql, params = []) => {
          recording?.queries.push({ sql, params: [...params] });
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      });
    }, options);
  return async (request: () => Promise<boolean>): Promise<Recorded> => {
    current = { readOnly: false, queries: [] };
    const ok = await request();
    const recorded = current;
    current = null;
    if (!ok || recorded.queries.length === 0) throw new Error('recording failed');
    return recorded;
  };
}

async function timedLoop(users: LoadUser[], call: (user: LoadUser, op: Op) => Promise<boolean>, runMs = RUN_MS) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + runMs;
  await Promise.all(
    users.map(async (user) => {
      for (let cycle = 0; cycle < 100_000 && performance.now() < deadline; cycle++) {
        for (const op of ['list', 'insert', 'move'] as Op[]) {
          const t0 = performance.now();
          const ok = await call(user, op).catch(() => false);
          latencies.push(performance.now() - t0);
          if (!ok) errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    throughput: latencies.length / seconds,
    errors,
  };
}

export async function measureEmulatorLoad(backend: Backend, repeats: number): Promise<LoadReport> {
  const storage = await createStorage(backend);
  const emulator = await startEmulator({
    port: 0,
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    auth: { autoconfirm: true, rateLimits: { token: 1e6, verify: 1e6, email: 1e6, windowSeconds: 300 } },
  });
  try {
    const record = recorder(emulator);
    const users: LoadUser[] = [];
    for (let i = 0; i < Math.max(...LEVELS); i++) {
      const api = await signUp(emulator.url, emulator.keys.anonKey, `load${i}`);
      const rows = Array.from({ length: 20 }, (_, n) => ({
        company: `Seed ${n}`,
        position: 'Designer',
        user_name: api.email,
      }));
      const seeded = await api.rest('job_applications?select=id', {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify(rows),
      });
      const [first] = (await seeded.json()) as { id: string }[];
      users.push({ api, id: claimsOf(api.token).sub, rowId: first!.id });
    }
    // The same three calls as boardCalls makes (and the app), over a keep-alive connection. A move
    // stamps last_updated with the time it is made, as the app's does.
    const viaApi = async (user: LoadUser, op: Op, now = new Date().toISOString()) => {
      const headers = {
        apikey: emulator.keys.anonKey,
        authorization: `Bearer ${user.api.token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      };
      const base = `${emulator.url}/rest/v1/job_applications`;
      const answer =
        op === 'list'
          ? await send(`${base}?select=*&order=last_updated.desc,id.asc`, 'GET', headers)
          : op === 'insert'
            ? await send(
                `${base}?select=*`,
                'POST',
                headers,
                JSON.stringify({
                  company: 'Load row',
                  position: 'Designer',
                  status: 'job_openings',
                  source: 'linkedin',
                  user_name: user.api.email,
                }),
              )
            : await send(
                `${base}?id=eq.${user.rowId}&select=*`,
                'PATCH',
                headers,
                JSON.stringify({ status: 'portfolio_presentation', last_updated: now }),
              );
      return answer.status >= 200 && answer.status < 300;
    };
    // The floor's statements are those of the very calls the load makes, recorded from the model user.
    const model = users[0]!;
    const recordedAt = new Date(Date.now() - 60_000).toISOString();
    const recorded: Record<Op, Recorded> = {
      list: await record(() => viaApi(model, 'list')),
      insert: await record(() => viaApi(model, 'insert')),
      move: await record(() => viaApi(model, 'move', recordedAt)),
    };

    // The same statements, with the model user's id, e-mail and row swapped for this user's, and the
    // move's time for the time of this move: a replayed fixed time would leave last_updated (in the
    // board's index) unchanged, an update Postgres makes cheaper than the API's moves (HOT, no new index
    // entries), so the floor would do less work than the calls it stands for.
    const direct = async (user: LoadUser, op: Op) => {
      const { readOnly, queries } = recorded[op];
      const now = new Date().toISOString();
      const swap = (param: SqlParam) =>
        param === null
          ? null
          : param
              .replaceAll(model.id, user.id)
              .replaceAll(model.api.email, user.api.email)
              .replaceAll(model.rowId, user.rowId)
              .replaceAll(recordedAt, now);
      await emulator.database.transaction(
        async (tx) => {
          for (const query of queries) await tx.query(query.sql, query.params.map(swap));
        },
        { readOnly },
      );
      return true;
    };
    const cleanUp = () => emulator.database.query(`delete from public.job_applications where company like 'Load %'`);

    // The emulator's HTTP and REST code is otherwise still being compiled in the first level's first run,
    // while the floor's (the database's) has just run in it: both are warmed up first, uncounted.
    await timedLoop(users.slice(0, 1), viaApi, WARM_UP_MS);
    await cleanUp();
    await timedLoop(users.slice(0, 1), direct, WARM_UP_MS);
    await cleanUp();

    const levels: LevelReport[] = [];
    for (const level of LEVELS) {
      const runs = {
        api: [] as Awaited<ReturnType<typeof timedLoop>>[],
        sql: [] as Awaited<ReturnType<typeof timedLoop>>[],
      };
      for (let r = 0; r < repeats; r++) {
        // Side by side: the API and the floor alternate, each from the same state of the table.
        runs.api.push(await timedLoop(users.slice(0, level), viaApi));
        await cleanUp();
        runs.sql.push(await timedLoop(users.slice(0, level), direct));
        await cleanUp();
      }
      levels.push({
        users: level,
        emulatorP50: figure(
          runs.api.map((r) => r.p50),
          'ms',
        ),
        emulatorP99: figure(
          runs.api.map((r) => r.p99),
          'ms',
        ),
        emulatorThroughput: figure(
          runs.api.map((r) => r.throughput),
          'req/s',
        ),
        floorP50: figure(
          runs.sql.map((r) => r.p50),
          'ms',
        ),
        floorP99: figure(
          runs.sql.map((r) => r.p99),
          'ms',
        ),
        floorThroughput: figure(
          runs.sql.map((r) => r.throughput),
          'req/s',
        ),
        errors: runs.api.reduce((sum, r) => sum + r.errors, 0) + runs.sql.reduce((sum, r) => sum + r.errors, 0),
      });
      console.log(
        `  ${backend} ${level} users: API p50 ${levels.at(-1)!.emulatorP50.median.toFixed(2)} ms, SQL p50 ${levels.at(-1)!.floorP50.median.toFixed(2)} ms`,
      );
    }
    return { backend, levels };
  } finally {
    await emulator.close();
    await storage.remove();
  }
}
