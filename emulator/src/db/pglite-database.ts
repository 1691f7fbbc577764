import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam, SqlResult, SqlRow, TransactionOptions } from './database';

const asText = (value: unknown): string => String(value);

function toResult(result: { rows: unknown[]; affectedRows?: number }): SqlResult {
  return { rows: result.rows as SqlRow[], affectedRows: result.affectedRows ?? 0 };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async (sql: string, params: readonly SqlParam[] = []) => toResult(await target.query(sql, [...params])),
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** Opens (creating on first use) an embedded PGlite database in `dataDir`. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  // Raw text in and out, as the pg driver is configured too: Postgres does every conversion itself.
  for (const key of Object.keys(db.parsers)) db.parsers[key] = asText;
  for (const key of Object.keys(db.serializers)) db.serializers[key] = asText;
  const self = wrap(db);
  return {
    kind: 'pglite',
    ...self,
    transaction: <T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) =>
      db.transaction(async (tx) => {
        if (options.readOnly) await tx.query('set transaction read only');
        return work(wrap(tx));
      }),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}
