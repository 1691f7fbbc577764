import type { Queryable, SqlParam } from './database';

/** Runs a query and returns its rows as Postgres renders them in JSON (typed values, ISO timestamps). */
export async function queryJson<T>(db: Queryable, sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
  const { rows } = await db.query(`select coalesce(json_agg(_q), '[]')::text as rows from (${sql}) _q`, params);
  return JSON.parse(rows[0]?.rows ?? '[]') as T[];
}
