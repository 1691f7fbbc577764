// @ts-check
// The PGlite database, run off the emulator's main thread. Plain JavaScript, so that Node loads it as a
// worker under tsx, Vitest and plain Node alike. pglite-database.ts owns it: it sends one message at a time
// and terminates this thread when a statement outlives the statement timeout (PGlite cannot cancel one).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

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

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create({ dataDir: workerData.dataDir, pgliteWasmModule: workerData.wasmModule });
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

port.on('message', (/** @type {Request} */ request) => {
  serve(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result }),
    (error) => port.postMessage({ id: request.id, ok: false, error: plainError(error) }),
  );
});
port.postMessage({ type: 'ready' });
