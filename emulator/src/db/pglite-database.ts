import { mkdir } from 'node:fs/promises';
import { currentCaller } from './callers';
import type { Database, Queryable, SqlParam, SqlResult, TransactionOptions } from './database';
import { postgresError, startThread, type PgliteThread, type Request } from './pglite-thread';

/** As the REST role's `statement_timeout` on PostgreSQL. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8_000;
/** How long a yielding statement may keep another caller's request waiting (see README, Database). */
export const DEFAULT_YIELD_AFTER_MS = 250;
/** How long a cancelled statement may take to end before its thread is stopped instead. */
const CANCEL_GRACE_MS = 1_000;
/** How soon to cancel again a statement whose request has not reached the thread yet. */
const CANCEL_RETRY_MS = 5;

export interface PgliteOptions {
  /** A statement still running after this long is stopped, and answered with Postgres's 57014. */
  statementTimeoutMs?: number;
  /** A statement of a yielding transaction (REST) that keeps another caller waiting this long is stopped; 0: never. */
  yieldAfterMs?: number;
  /** False: stop a statement only by stopping its worker (the fallback, for its tests). */
  cancelInPlace?: boolean;
}

/** A piece of work in the database's queue: a transaction or a lone statement. */
interface Turn {
  caller: string | undefined;
  yields: boolean;
  queuedAt: number;
  startedAt: number;
}

/** A statement the watchdog looks after. */
interface Running {
  id: number;
  thread: PgliteThread;
  turn: Turn;
  yields: boolean;
  stopping: 'timeout' | 'yield' | null;
  cancelled: boolean;
  timers: NodeJS.Timeout[];
}

const statementTimeout = (): Error =>
  postgresError({ code: '57014', message: 'canceling statement due to statement timeout' });

/** What Postgres answers a statement sent after the transaction failed (here: was stopped). */
const transactionAborted = (): Error =>
  postgresError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });

/**
 * Opens (creating on first use) an embedded PGlite database in `dataDir`, run in a worker thread, so that
 * the emulator's main thread (auth, HTTP) never waits on SQL. PGlite is one session: work queues, one
 * transaction at a time. A watchdog cancels a statement at the statement timeout, and a yielding one
 * (REST's) that keeps another caller's request waiting `yieldAfterMs`: Postgres cancels it in place (see
 * pglite-shared-memory.js); should it not end even so, the worker is stopped and a new one opens the same
 * folder, where crash recovery rolls back the stopped transaction and keeps everything committed.
 */
export async function openPgliteDatabase(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const yieldAfterMs = options.yieldAfterMs ?? DEFAULT_YIELD_AFTER_MS;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string): void => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const start = () => startThread(dataDir, notify, options.cancelInPlace ?? true);
  let thread: PgliteThread | null = await start();
  let replacing: Promise<PgliteThread> | null = null;
  /** A stopped thread's end: the next one opens the folder only after it. */
  let lastStop: Promise<void> = Promise.resolve();
  let closed = false;

  const connection = async (): Promise<PgliteThread> => {
    if (closed) throw new Error('The database is closed.');
    if (thread?.alive) return thread;
    replacing ??= (async () => {
      thread = null;
      await lastStop;
      const next = await start();
      for (const channel of listeners.keys()) await next.send({ op: 'listen', channel }).reply;
      thread = next;
      return next;
    })().finally(() => {
      replacing = null;
    });
    return replacing;
  };

  const waiting: Turn[] = [];
  let running: Running | null = null;
  let yieldTimer: NodeJS.Timeout | undefined;

  const yielded = (): Error =>
    postgresError({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      detail: `PGlite runs one statement at a time; this one kept another caller's request waiting ${yieldAfterMs} ms.`,
    });

  /** Ends a statement by stopping its thread: what was stopped answers at once, the next caller waits for a new one. */
  function stopThread(run: Running): void {
    const error = run.stopping === 'yield' ? yielded() : statementTimeout();
    lastStop = run.thread.stop(error);
    if (!closed) void connection().catch((failure: unknown) => console.error(failure));
  }

  function stop(run: Running, reason: 'timeout' | 'yield'): void {
    if (running !== run || run.cancelled) return;
    run.stopping ??= reason;
    if (!run.thread.cancellable) return stopThread(run);
    if (run.thread.cancel(run.id)) {
      run.cancelled = true;
      run.timers.push(setTimeout(() => stopThread(run), CANCEL_GRACE_MS));
    } else {
      // Its request is still on its way to the thread (or its answer on the way back): look again soon.
      run.timers.push(setTimeout(() => stop(run, reason), CANCEL_RETRY_MS));
    }
  }

  /** Stops the running statement once another caller's waiting request has waited `yieldAfterMs` for it. */
  function checkWaiting(): void {
    clearTimeout(yieldTimer);
    const run = running;
    if (!run?.yields || run.stopping || yieldAfterMs <= 0 || !run.thread.cancellable) return;
    const other = waiting.find((turn) => turn.caller !== undefined && turn.caller !== run.turn.caller);
    if (!other) return;
    const delay = Math.max(other.queuedAt, run.turn.startedAt) + yieldAfterMs - performance.now();
    if (delay > 0) {
      yieldTimer = setTimeout(checkWaiting, delay);
      return;
    }
    // Said on stderr: a 500 that a legitimate request may meet, for whoever reads the emulator's log.
    console.warn(`PGlite: stopped a statement that kept another caller waiting ${yieldAfterMs} ms (57014).`);
    stop(run, 'yield');
  }

  /** Sends a request; a bounded one is watched (statement timeout, yielding) until it answers. */
  function statement(target: PgliteThread, request: Request, turn: Turn, bounded: boolean): Promise<unknown> {
    if (!target.alive) return Promise.reject(transactionAborted());
    const { id, reply } = target.send(request);
    if (!bounded) return reply;
    const run: Running = {
      id,
      thread: target,
      turn,
      yields: turn.yields && request.op === 'query',
      stopping: null,
      cancelled: false,
      timers: [],
    };
    running = run;
    run.timers.push(setTimeout(() => stop(run, 'timeout'), timeoutMs));
    checkWaiting();
    return reply
      .catch((error: unknown) => {
        // Postgres says "due to user request": it was this watchdog, for the statement timeout or another caller.
        const code = (error as { code?: unknown }).code;
        if (run.stopping && code === '57014') throw run.stopping === 'yield' ? yielded() : statementTimeout();
        throw error;
      })
      .finally(() => {
        for (const timer of run.timers) clearTimeout(timer);
        if (running === run) running = null;
        clearTimeout(yieldTimer);
      });
  }

  // One session at a time, as PGlite's own transaction lock has it: a query waits for an open transaction.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(yields: boolean, work: (turn: Turn) => Promise<T>): Promise<T> => {
    const turn: Turn = { caller: currentCaller(), yields, queuedAt: performance.now(), startedAt: 0 };
    waiting.push(turn);
    const run = tail.then(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      turn.startedAt = performance.now();
      return work(turn);
    });
    tail = run.catch(() => undefined);
    checkWaiting();
    return run;
  };

  const query = async (target: PgliteThread, sql: string, params: readonly SqlParam[], turn: Turn) =>
    (await statement(target, { op: 'query', sql, params: [...params] }, turn, true)) as SqlResult;

  return {
    kind: 'pglite',
    query: (sql, params = []) => exclusive(false, async (turn) => query(await connection(), sql, params, turn)),
    exec: (sql) =>
      exclusive(false, async (turn) => void (await statement(await connection(), { op: 'exec', sql }, turn, false))),
    transaction: <T>(work: (tx: Queryable) => Promise<T>, txOptions: TransactionOptions = {}) =>
      exclusive(txOptions.yields ?? false, async (turn) => {
        const target = await connection();
        let open = true;
        const inside = (): PgliteThread => {
          if (!open) throw new Error('Transaction is closed');
          return target;
        };
        const begin = txOptions.readOnly ? 'begin read only' : 'begin';
        await statement(target, { op: 'exec', sql: begin }, turn, true);
        try {
          const result = await work({
            query: async (sql, params = []) => query(inside(), sql, params, turn),
            exec: async (sql) => void (await statement(inside(), { op: 'exec', sql }, turn, false)),
          });
          const { aborted } = (await statement(target, { op: 'commit', sql: 'commit' }, turn, true)) as {
            aborted: boolean;
          };
          open = false;
          if (aborted) throw new Error('Transaction aborted: COMMIT rolled it back.');
          return result;
        } catch (error) {
          // A failed rollback (the worker was stopped meanwhile) must not hide why the transaction failed.
          if (open && target.alive) {
            await statement(target, { op: 'exec', sql: 'rollback' }, turn, true).catch(() => undefined);
          }
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
        await exclusive(false, async (turn) => statement(await connection(), { op: 'listen', channel }, turn, true));
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await exclusive(false, async (turn) => statement(await connection(), { op: 'unlisten', channel }, turn, true));
      };
    },
    close: () =>
      exclusive(false, async (turn) => {
        if (closed) return;
        const target = thread?.alive ? thread : await replacing?.catch(() => null);
        closed = true;
        if (target?.alive) await statement(target, { op: 'close' }, turn, false).catch(() => undefined);
        await target?.stop(new Error('The database is closed.'));
      }),
  };
}
