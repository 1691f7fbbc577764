import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, SqlParam, SqlResult, TransactionOptions } from './database';

/** As the REST role's `statement_timeout` on PostgreSQL. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8_000;

export interface PgliteOptions {
  /** A statement still running after this long is stopped, and answered with Postgres's 57014. */
  statementTimeoutMs?: number;
}

type Request =
  | { op: 'query'; sql: string; params: SqlParam[] }
  | { op: 'exec' | 'commit'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' };

type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, string> }
  | { type: 'notify'; channel: string; payload: string }
  | { type?: undefined; id: number; ok: boolean; result?: unknown; error?: Record<string, string> };

/** One worker thread running PGlite on the data folder; replaced by a new one when it is stopped. */
interface Connection {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  alive: boolean;
}

const postgresError = (fields: Record<string, string>): Error =>
  Object.assign(new Error(fields.message ?? 'PGlite failed'), fields);

const statementTimeout = (): Error =>
  postgresError({ code: '57014', message: 'canceling statement due to statement timeout' });

/** What Postgres answers a statement sent after the transaction failed (here: was stopped). */
const transactionAborted = (): Error =>
  postgresError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });

// The emulator's libraries (ES2023, Node) leave WebAssembly untyped; this is the one call made of it.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

let compiled: Promise<object> | undefined;
/** PGlite's WebAssembly, compiled once per process and handed to every worker: a restart skips compiling it. */
function pgliteModule(): Promise<object> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  compiled ??= readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

async function startWorker(dataDir: string, onNotify: (channel: string, payload: string) => void): Promise<Connection> {
  const wasmModule = await pgliteModule();
  // No tsx or test-runner flags: the worker is plain JavaScript and starts faster without them.
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir, wasmModule },
    execArgv: [],
  });
  const connection: Connection = { worker, pending: new Map(), alive: true };
  const fail = (error: Error): void => {
    connection.alive = false;
    for (const { reject } of connection.pending.values()) reject(error);
    connection.pending.clear();
  };
  return new Promise((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.type === 'ready') {
        // An idle database keeps no process alive, as PGlite in the main thread did not.
        worker.unref();
        resolve(connection);
      } else if (reply.type === 'failed') reject(postgresError(reply.error));
      else if (reply.type === 'notify') onNotify(reply.channel, reply.payload);
      else {
        const waiting = connection.pending.get(reply.id);
        connection.pending.delete(reply.id);
        if (connection.pending.size === 0) worker.unref();
        if (reply.ok) waiting?.resolve(reply.result);
        else waiting?.reject(postgresError(reply.error ?? {}));
      }
    });
    worker.on('error', (error) => {
      fail(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The PGlite worker stopped (exit code ${code}).`);
      fail(error);
      reject(error);
    });
  });
}

/**
 * Opens (creating on first use) an embedded PGlite database in `dataDir`, run in a worker thread. PGlite
 * cannot cancel a running statement, so a watchdog stops the worker when one outlives the statement
 * timeout and starts a new one on the same folder: Postgres's crash recovery then rolls back the stopped
 * transaction and keeps everything committed. The emulator's main thread (auth, HTTP) never waits on SQL.
 */
export async function openPgliteDatabase(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string): void => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  let current: Connection | null = await startWorker(dataDir, notify);
  let replacing: Promise<Connection> | null = null;
  let closed = false;
  let nextId = 1;

  const connection = async (): Promise<Connection> => {
    if (closed) throw new Error('The database is closed.');
    if (current?.alive) return current;
    replacing ??= (async () => {
      if (current) await current.worker.terminate();
      current = null;
      const next = await startWorker(dataDir, notify);
      for (const channel of listeners.keys()) await call(next, { op: 'listen', channel }, false);
      current = next;
      return next;
    })().finally(() => {
      replacing = null;
    });
    return replacing;
  };

  function call(target: Connection, request: Request, bounded: boolean): Promise<unknown> {
    if (!target.alive) return Promise.reject(transactionAborted());
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = bounded
        ? setTimeout(() => {
            target.pending.delete(id);
            target.alive = false;
            reject(statementTimeout());
            // The next caller waits for the new worker; this one is gone with whatever it was running.
            if (!closed) void connection().catch((error: unknown) => console.error(error));
          }, timeoutMs)
        : undefined;
      target.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      target.worker.ref();
      target.worker.postMessage({ id, ...request });
    });
  }

  // One session at a time, as PGlite's own transaction lock has it: a query waits for an open transaction.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };

  const query = async (target: Connection, sql: string, params: readonly SqlParam[]): Promise<SqlResult> =>
    (await call(target, { op: 'query', sql, params: [...params] }, true)) as SqlResult;

  return {
    kind: 'pglite',
    query: (sql, params = []) => exclusive(async () => query(await connection(), sql, params)),
    exec: (sql) => exclusive(async () => void (await call(await connection(), { op: 'exec', sql }, false))),
    transaction: <T>(work: (tx: Queryable) => Promise<T>, txOptions: TransactionOptions = {}) =>
      exclusive(async () => {
        const target = await connection();
        let open = true;
        const inside = (): Connection => {
          if (!open) throw new Error('Transaction is closed');
          return target;
        };
        await call(target, { op: 'exec', sql: txOptions.readOnly ? 'begin read only' : 'begin' }, true);
        try {
          const result = await work({
            query: async (sql, params = []) => query(inside(), sql, params),
            exec: async (sql) => void (await call(inside(), { op: 'exec', sql }, false)),
          });
          const { aborted } = (await call(target, { op: 'commit', sql: 'commit' }, true)) as { aborted: boolean };
          open = false;
          if (aborted) throw new Error('Transaction aborted: COMMIT rolled it back.');
          return result;
        } catch (error) {
          // A failed rollback (the worker was stopped meanwhile) must not hide why the transaction failed.
          if (open && target.alive) await call(target, { op: 'exec', sql: 'rollback' }, true).catch(() => undefined);
          throw error;
        } finally {
          open = false;
        }
      }),
    listen: async (channel, onNotify) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await exclusive(async () => call(await connection(), { op: 'listen', channel }, true));
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await exclusive(async () => call(await connection(), { op: 'unlisten', channel }, true));
      };
    },
    close: () =>
      exclusive(async () => {
        if (closed) return;
        const target = current?.alive ? current : await replacing?.catch(() => null);
        closed = true;
        if (target?.alive) await call(target, { op: 'close' }, false).catch(() => undefined);
        await target?.worker.terminate();
      }),
  };
}
