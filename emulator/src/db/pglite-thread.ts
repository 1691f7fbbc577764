import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { SqlParam } from './database';
import { withSharedMemory } from './pglite-shared-memory.js';

export type Request =
  | { op: 'query'; sql: string; params: SqlParam[] }
  | { op: 'exec' | 'commit'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' };

type Reply =
  | { type: 'ready'; cancel: { memory: SharedArrayBuffer; flags: number[] } | null }
  | { type: 'step'; step: string }
  | { type: 'failed'; error: Record<string, string> }
  | { type: 'notify'; channel: string; payload: string }
  | { type?: undefined; id: number; ok: boolean; result?: unknown; error?: Record<string, string> };

/** One worker thread running PGlite on the data folder; replaced by a new one when it is stopped. */
export interface PgliteThread {
  alive: boolean;
  /** Whether a running statement can be cancelled in place; else only stopping the thread ends it. */
  readonly cancellable: boolean;
  /** Sends a request; `id` names it for `cancel`. */
  send(request: Request): { id: number; reply: Promise<unknown> };
  /** Asks Postgres to cancel request `id` if it is running now (false when it is not, or cannot be). */
  cancel(id: number): boolean;
  /** Marks the thread dead, fails what it was running, and ends it. */
  stop(error: Error): Promise<void>;
}

export const postgresError = (fields: Record<string, string>): Error =>
  Object.assign(new Error(fields.message ?? 'PGlite failed'), fields);

// The emulator's libraries (ES2023, Node) leave WebAssembly untyped; this is the one call made of it.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

/** PGlite's WebAssembly as shipped, and with its memory shared: each compiled once per process, when needed. */
let plainModule: Promise<object> | undefined;
let sharedModule: Promise<object | null> | undefined;
/** Once a shared start failed, later threads start without: the database works, only not cancellable. */
let sharingFailed = false;

function pgliteBytes(): Promise<Uint8Array> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return readFile(join(dist, 'pglite.wasm'));
}

/** Handed to every worker, so that a restart skips compiling it. */
function pgliteModule(shared: boolean): Promise<object | null> {
  if (!shared) return (plainModule ??= pgliteBytes().then((bytes) => WebAssembly.compile(bytes)));
  sharedModule ??= pgliteBytes().then(async (bytes) => {
    try {
      const sharedBytes = withSharedMemory(bytes);
      return sharedBytes ? await WebAssembly.compile(sharedBytes) : null;
    } catch (error) {
      console.error(`PGlite: statements cannot be cancelled in place (${String(error)}).`);
      return null;
    }
  });
  return sharedModule;
}

/**
 * V8 compiles a WebAssembly function with its fast compiler first and again with its optimising one once
 * the function has run enough: its "tiering budget", about the bytes of code executed (1.8 M by default).
 * Opening Postgres runs enough of PGlite's code to have V8 optimise much of it at the default: 0.7 s of
 * CPU more, on a start that shares two cores with the development servers. At 20 M the board's query
 * for 5,000 rows answers as fast from its first call as at the default; at 100 M the first calls took a
 * third longer. Process-wide, and read when a module is compiled, so set before the first.
 */
export const WASM_TIERING_BUDGET = 20_000_000;
setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);

const LOCKED = -1;

/**
 * How long a worker may take to open the database, for each try: one that has not opened by then is stopped
 * and, the first time, another started. A warm start opens in about a second and initdb in a few; a worker
 * that has not answered in a minute will not. A fresh-clone CI run once waited out a test's two-minute limit
 * on an emulator's start with no word from PGlite: a start that hangs now costs a minute and a line on
 * stderr (with the step it stopped at), not the run.
 */
export const OPEN_TIMEOUTS_MS: readonly number[] = [60_000, 60_000];

/** A worker that did not open its database in time (it has been stopped). */
export class OpenTimeout extends Error {}

/**
 * Starts a worker on `dataDir`; one that can cancel in place unless told not to, or that cannot be had.
 * A worker that does not open in time is stopped and another started, as `openTimeoutsMs` says.
 */
export async function startThread(
  dataDir: string,
  onNotify: (channel: string, payload: string) => void,
  cancelInPlace = true,
  openTimeoutsMs = OPEN_TIMEOUTS_MS,
): Promise<PgliteThread> {
  for (const [attempt, timeoutMs] of openTimeoutsMs.entries()) {
    try {
      return await startThreadOnce(dataDir, onNotify, cancelInPlace, timeoutMs);
    } catch (error) {
      if (!(error instanceof OpenTimeout) || attempt === openTimeoutsMs.length - 1) throw error;
      console.error(`PGlite: ${error.message}; starting it again.`);
    }
  }
  throw new Error('PGlite: no attempt to open the database was allowed.');
}

async function startThreadOnce(
  dataDir: string,
  onNotify: (channel: string, payload: string) => void,
  cancelInPlace: boolean,
  openTimeoutMs: number,
): Promise<PgliteThread> {
  const shared = cancelInPlace && !sharingFailed ? await pgliteModule(true) : null;
  if (shared) {
    try {
      return await startWorker(dataDir, shared, true, onNotify, openTimeoutMs);
    } catch (error) {
      if (error instanceof OpenTimeout) throw error;
      sharingFailed = true;
      console.error(`PGlite: statements cannot be cancelled in place (${String(error)}); trying without.`);
    }
  }
  return startWorker(dataDir, (await pgliteModule(false))!, false, onNotify, openTimeoutMs);
}

async function startWorker(
  dataDir: string,
  wasmModule: object,
  share: boolean,
  onNotify: (channel: string, payload: string) => void,
  openTimeoutMs: number,
): Promise<PgliteThread> {
  const runningBuffer = share ? new SharedArrayBuffer(4) : null;
  const running = runningBuffer ? new Int32Array(runningBuffer) : null;
  // No tsx or test-runner flags: the worker is plain JavaScript and starts faster without them.
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir, wasmModule, running: runningBuffer },
    execArgv: [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let heap: Int32Array | null = null;
  let flags: number[] = [];
  let nextId = 1;
  const fail = (error: Error): void => {
    thread.alive = false;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const thread: PgliteThread = {
    alive: true,
    get cancellable() {
      return heap !== null;
    },
    send(request) {
      const id = nextId++;
      const reply = new Promise<unknown>((resolve, reject) => {
        if (!thread.alive) return reject(new Error('The PGlite worker stopped.'));
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, ...request });
      });
      return { id, reply };
    },
    cancel(id) {
      if (!heap || !running || !thread.alive) return false;
      if (Atomics.compareExchange(running, 0, id, LOCKED) !== id) return false;
      // As Postgres's SIGINT handler does; the worker clears both once the statement is over.
      for (const flag of flags.toReversed()) Atomics.store(heap, flag, 1);
      Atomics.store(running, 0, id);
      Atomics.notify(running, 0);
      return true;
    },
    async stop(error) {
      fail(error);
      await worker.terminate();
    },
  };
  return new Promise((resolve, reject) => {
    let step = 'none: its script had not started';
    const started = Date.now();
    const watchdog = setTimeout(() => {
      const error = new OpenTimeout(
        `the worker did not open ${dataDir} within ${((Date.now() - started) / 1000).toFixed(1)} s (its last step: ${step})`,
      );
      reject(error);
      void thread.stop(error);
    }, openTimeoutMs);
    const opened = (value: PgliteThread): void => {
      clearTimeout(watchdog);
      resolve(value);
    };
    const failed = (error: Error): void => {
      clearTimeout(watchdog);
      reject(error);
    };
    worker.on('message', (reply: Reply) => {
      if (reply.type === 'step') step = reply.step;
      else if (reply.type === 'ready') {
        if (reply.cancel) {
          heap = new Int32Array(reply.cancel.memory);
          flags = reply.cancel.flags;
        }
        // An idle database keeps no process alive, as PGlite in the main thread did not.
        worker.unref();
        opened(thread);
      } else if (reply.type === 'failed') failed(postgresError(reply.error));
      else if (reply.type === 'notify') onNotify(reply.channel, reply.payload);
      else {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (pending.size === 0) worker.unref();
        if (reply.ok) waiting?.resolve(reply.result);
        else waiting?.reject(postgresError(reply.error ?? {}));
      }
    });
    worker.on('error', (error) => {
      fail(error);
      failed(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The PGlite worker stopped (exit code ${code}).`);
      fail(error);
      failed(error);
    });
  });
}
