// @ts-check
// The PGlite database, run off the emulator's main thread. Plain JavaScript, so that Node loads it as a
// worker under tsx, Vitest and plain Node alike. pglite-thread.ts owns it: it sends one message at a time,
// cancels a running statement through the shared memory (see pglite-shared-memory.js), and terminates this
// thread when a statement does not end even so.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { shareMemoryOfPglite } from './pglite-shared-memory.js';

/** @typedef {{ id: number, op: 'query', sql: string, params: (string | null)[] }
 *   | { id: number, op: 'exec' | 'commit', sql: string }
 *   | { id: number, op: 'listen' | 'unlisten', channel: string }
 *   | { id: number, op: 'close' }} Request */

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread.');
const port = parentPort;

/** @param {unknown} value */
const asText = (value) => String(value);

/** The fields of a Postgres error (code, message, detail, hint, …): an Error's own fields do not cross threads. */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/**
 * Which statement runs now, shared with the main thread: its id, 0 when none, LOCKED while the main thread
 * sets the cancel flags. The main thread sets them only for the statement whose id it reads here, and this
 * thread clears them once a statement is over, so a cancel never reaches the next statement.
 * @type {Int32Array | null}
 */
const running = workerData.running ? new Int32Array(workerData.running) : null;
const LOCKED = -1;
/** The cancel flags in Postgres's memory, as 32-bit views of the shared memory. @type {Int32Array | null} */
let heap = null;
/** @type {number[]} */
let flags = [];

/** @param {unknown} address */
const isAligned = (address) => typeof address === 'number' && address > 0 && address % 4 === 0;

/**
 * Postgres's buffer cache. initdb writes 128MB into postgresql.conf, and PGlite clears all of it at every
 * start: opening a warm data folder in one process took 0.71–1.09 s here with 128MB, 0.28–0.36 s with 32MB
 * and 0.19–0.27 s with 16MB. A page the cache does not hold is read from the data folder's file, which the
 * operating system keeps in memory, so a smaller cache costs a copy, not a disk read: the bench's three
 * boards (6,100 applications with their history) make a database of 19MB, of which the applications' table
 * is 3MB and the rest mostly Postgres's own catalogue, and the emulator under load (list, insert, move,
 * 1 to 50 users) answered as fast with 16MB as with 32MB, back to back. The emulator's warm start: 2.29–2.41 s
 * to its ready line with 16MB, 2.49–2.74 s with 32MB, 2.7–3.2 s with 128MB.
 */
const SHARED_BUFFERS = '16MB';

/** Where the start has got to, for the main thread's word on a start that does not end. @param {string} step */
const reached = (step) => port.postMessage({ type: 'step', step });

/** @type {PGlite} */
let db;
try {
  reached('the script started');
  if (running) shareMemoryOfPglite();
  reached('opening the database (PGlite.create)');
  db = await PGlite.create({
    dataDir: workerData.dataDir,
    pgliteWasmModule: workerData.wasmModule,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  reached('opened; finding the cancel flags');
  // Emscripten exports a C global as its address in memory; both flags are 32-bit (sig_atomic_t).
  const mod = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (db.Module));
  const memory = /** @type {{ buffer: ArrayBufferLike } | undefined} */ (mod.wasmMemory);
  const addresses = [mod._InterruptPending, mod._QueryCancelPending];
  if (running && memory?.buffer instanceof SharedArrayBuffer && addresses.every(isAligned)) {
    heap = new Int32Array(memory.buffer);
    flags = addresses.map((address) => Number(address) / 4);
  }
  // Raw text in and out, as the pg driver is configured too: Postgres does every conversion itself.
  for (const key of Object.keys(db.parsers)) db.parsers[key] = asText;
  for (const key of Object.keys(db.serializers)) db.serializers[key] = asText;
} catch (error) {
  port.postMessage({ type: 'failed', error: plainError(error) });
  process.exit(1);
}

/** @type {Map<string, () => Promise<void>>} */
const listening = new Map();

/** @param {Request} request */
async function serve(request) {
  switch (request.op) {
    case 'query': {
      const result = await db.query(request.sql, request.params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    case 'exec':
      await db.exec(request.sql);
      return null;
    case 'commit': {
      // COMMIT of a transaction an error aborted rolls back; PGlite's own transaction() throws then too.
      const results = await db.exec(request.sql);
      return { aborted: results[0]?.command === 'ROLLBACK' };
    }
    case 'listen':
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        listening.set(
          channel,
          await db.listen(channel, (payload) => port.postMessage({ type: 'notify', channel, payload })),
        );
      }
      return null;
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

/** Runs a statement with its id published for the main thread's cancel, and clears the flags after it. */
async function statement(/** @type {Request} */ request) {
  if (!running || !heap) return serve(request);
  Atomics.store(running, 0, request.id);
  try {
    return await serve(request);
  } finally {
    // Waits out a cancel being set right now (a few instructions), then takes back what it set.
    while (Atomics.compareExchange(running, 0, request.id, 0) !== request.id) Atomics.wait(running, 0, LOCKED, 1);
    for (const flag of flags) Atomics.store(heap, flag, 0);
  }
}

port.on('message', (/** @type {Request} */ request) => {
  statement(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result }),
    (error) => port.postMessage({ id: request.id, ok: false, error: plainError(error) }),
  );
});
port.postMessage({ type: 'ready', cancel: heap ? { memory: heap.buffer, flags } : null });
