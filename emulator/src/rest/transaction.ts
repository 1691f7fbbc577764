import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import type { Outcome } from './execute';
import { RestError } from './errors';
import type { RestContext } from './handler';
import type { RestQuery } from './parse-request';

/** Carries a finished request's answer out of a transaction that `Prefer: tx=rollback` rolls back. */
class RolledBack extends Error {
  constructor(readonly outcome: Outcome) {
    super('rolled back on request');
  }
}

const HEADER_LIMIT = 8192;

function singleRow(outcome: Outcome): void {
  if (outcome.page !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${outcome.page} rows`,
    );
  }
}

/** The settings of a request's transaction, as PostgREST sets them (role, claims, method, path, headers). */
export function requestSettings(
  req: IncomingMessage,
  path: string,
  role: string,
  claims: unknown,
  ctx: RestContext,
): string[] {
  const headers = JSON.stringify(req.headers);
  if (headers.length > HEADER_LIMIT * 2) throw new RestError(431, 'PGRST431', 'Request headers are too large.');
  return [role, JSON.stringify(claims), req.method ?? 'GET', path, headers, `${ctx.statementTimeoutMs}ms`];
}

const SETTINGS_SQL = `select set_config('search_path', 'public', true), set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
  set_config('request.path', $4, true), set_config('request.headers', $5, true),
  set_config('TimeZone', 'UTC', true), set_config('statement_timeout', $6, true)`;

export interface RestTransaction {
  readOnly: boolean;
  /** Whether a long statement may be stopped for another caller's waiting request (PGlite; see `yieldsOf`). */
  yields: boolean;
}

/**
 * Whether a request's statement may be stopped on PGlite when it keeps another caller waiting: when the
 * caller's query decides its cost (filters, embeds, a function that only reads). An insert's cost is its
 * body's (1 MiB at most) unless it embeds other tables in what it answers, and a function that writes does
 * work the project's own SQL bounds: an import of 5,000 rows takes seconds and must not be lost to
 * another user's page load.
 */
export function yieldsOf(method: string, query: RestQuery): boolean {
  if (method !== 'POST') return true;
  return query.select.some((item) => item.kind === 'embed');
}

/** Runs a request's work in one transaction with its settings; `Prefer: tx=rollback` rolls it back. */
export async function inTransaction<T extends Outcome>(
  ctx: RestContext,
  query: RestQuery,
  { readOnly, yields }: RestTransaction,
  settings: string[],
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(
      async (tx) => {
        await tx.query(SETTINGS_SQL, settings);
        const outcome = await work(tx);
        // Thrown inside the transaction, so a write that does not fit one object is rolled back.
        if (query.single) singleRow(outcome);
        if (query.prefer.rollback) throw new RolledBack(outcome);
        return outcome;
      },
      { readOnly, yields },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome as T;
    throw error;
  }
}
