/** A value as the server binds it: every parameter travels as text, and Postgres casts it by context. */
export type SqlParam = string | null;

/** Every column arrives as Postgres's text output, on both drivers, so behaviour never depends on one. */
export type SqlRow = Record<string, string | null>;

export interface SqlResult {
  rows: SqlRow[];
  affectedRows: number;
}

export interface Queryable {
  query(sql: string, params?: readonly SqlParam[]): Promise<SqlResult>;
  /** Runs a script of several statements without parameters (bootstrap, migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * Its statements may be stopped early (57014) on PGlite when they keep another caller's request waiting
   * (see `yieldAfterMs`): for work whose cost the caller chooses, as REST's filters and embeds. PostgreSQL
   * answers other callers on connections of their own and ignores it.
   */
  yields?: boolean;
}

/** The one database abstraction: embedded PGlite or a PostgreSQL server, with identical behaviour. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** LISTENs on a channel (on a connection of its own with PostgreSQL); resolves to the UNLISTEN. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The fields of a Postgres error that the REST and auth layers pass on. */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresError {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}
