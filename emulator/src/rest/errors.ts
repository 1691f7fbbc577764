import { isPostgresError } from '../db/database';

/** An error answered as PostgREST does: `{code, message, details, hint}` with an HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Structured details (PGRST201 lists the candidate relationships), sent instead of `details`. */
  detailsJson: unknown = null;

  get body(): { code: string; message: string; details: unknown; hint: string | null } {
    return { code: this.code, message: this.message, details: this.detailsJson ?? this.details, hint: this.hint };
  }
}

export const parseFailure = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string): RestError =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** Plain columns that are not in the table: Postgres's own answer, as PostgREST passes it on. */
export const undefinedColumn = (table: string, column: string): RestError =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

/** A write to a view Postgres cannot write through (a UNION, an aggregate): the method is not allowed there. */
const NOT_WRITABLE_VIEW = /^cannot (insert into|update|delete from) view /;

function statusForSqlState(code: string, message: string): number {
  if (code === '23503' || code === '23505') return 409;
  // PostgREST passes this on as a 500; a client's request cannot be a server failure (found by fuzzing).
  if (code === '55000' && NOT_WRITABLE_VIEW.test(message)) return 405;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42501') return 403;
  if (code === '42P17' || code === 'XX000') return 500;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return code === '53400' ? 500 : 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family)) {
    return code === 'P0001' ? 400 : 500;
  }
  return 400;
}

/** Turns anything thrown while serving a request into PostgREST's error answer. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (isPostgresError(error)) {
    let status = statusForSqlState(error.code, error.message);
    const headers: Record<string, string> = {};
    // PostgREST tells an anonymous caller to authenticate rather than that it is forbidden.
    if (status === 403 && role === 'anon') {
      status = 401;
      headers['WWW-Authenticate'] = 'Bearer';
    }
    return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
  }
  console.error(error);
  return new RestError(500, 'PGRST000', 'The emulator failed to serve this request.', String(error));
}
