import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** Postgres's memory as PGlite declares it (one module per process) and as shared memory (see the worker). */
let compiled: Promise<{ plain: object; shared: object | null }> | undefined;
/** Once a shared start failed, later threads start without: the database works, only not cancellable. */
let sharingFailed = false;

/** PGlite's WebAssembly, compiled once per process and handed to every worker: a restart skips compiling it. */
function pgliteModules(): Promise<{ plain: object; shared: object | null }> {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  compiled ??= readFile(join(dist, 'pglite.wasm')).then(async (bytes) => {
    const plain = await WebAssembly.compile(bytes);
    let shared: object | null = null;
    try {
      const sharedBytes = withSharedMemory(bytes);
      if (sharedBytes) shared = await WebAssembly.compile(sharedBytes);
    } catch (error) {
      console.error(`PGlite: statements cannot be cancelled in place (${String(error)}).`);
    }
    return { plain, shared };
  });
  return compiled;
}

const LOCKED = -1;

/** Starts a worker on `dataDir`; one that can cancel in place unless told not to, or that cannot be had. */
export async function startThread(
  dataDir: string,
  onNotify: (channel: string, payload: string) => void,
  cancelInPlace = true,
): Promise<PgliteThread> {
  const modules = await pgliteModules();
  if (cancelInPlace && modules.shared && !sharingFailed) {
    try {
      return await startWorker(dataDir, modules.shared, true, onNotify);
    } catch (error) {
      sharingFailed = true;
      console.error(`PGlite: statements cannot be cancelled in place (${String(error)}); trying without.`);
    }
  }
  return startWorker(dataDir, modules.plain, false, onNotify);
}

async function startWorker(
  dataDir: string,
  wasmModule: object,
  share: boolean,
  onNotify: (channel: string, payload: string) => void,
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
    worker.on('message', (reply: Reply) => {
      if (reply.type === 'ready') {
        if (reply.cancel) {
          heap = new Int32Array(reply.cancel.memory);
          flags = reply.cancel.flags;
        }
        // An idle database keeps no process alive, as PGlite in the main thread did not.
        worker.unref();
        resolve(thread);
      } else if (reply.type === 'failed') reject(postgresError(reply.error));
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
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The PGlite worker stopped (exit code ${code}).`);
      fail(error);
      reject(error);
    });
  });
}
