import { join } from 'node:path';
import type { Database } from './database';

/**
 * PostgreSQL when a URL is given, else PGlite in `<dataDir>/pgdata`. Each driver is loaded when it is
 * chosen: loading `pg` took 65 ms of a start on PGlite.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  statementTimeoutMs?: number | undefined;
  yieldAfterMs?: number | undefined;
}): Promise<Database> {
  const { statementTimeoutMs, yieldAfterMs } = options;
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase(options.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(join(options.dataDir, 'pgdata'), { statementTimeoutMs, yieldAfterMs });
}
