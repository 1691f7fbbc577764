import pg from 'pg';
import type { Database, Queryable, SqlParam, SqlResult, TransactionOptions } from './database';

const rawText = { getTypeParser: () => (value: string) => value };

function toResult(result: pg.QueryResult): SqlResult {
  return { rows: result.rows as SqlResult['rows'], affectedRows: result.rowCount ?? 0 };
}

/** Connects to a PostgreSQL server; the pool's size bounds how many requests run at once. */
export async function openPostgresDatabase(connectionString: string, maxConnections = 8): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: rawText, idleTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the emulator; the next request reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  await pool.query('select 1');
  const query = async (sql: string, params: readonly SqlParam[] = []): Promise<SqlResult> =>
    toResult(await pool.query(sql, [...params]));
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async <T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin');
        const result = await work({
          query: async (sql, params = []) => toResult(await client.query(sql, [...params])),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString, types: rawText });
      client.on('error', (error) => console.error(`PostgreSQL listener error: ${error.message}`));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return () => client.end();
    },
    close: () => pool.end(),
  };
}
