import { join } from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when a URL is given, else PGlite in `<dataDir>/pgdata`. */
export function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  statementTimeoutMs?: number | undefined;
  yieldAfterMs?: number | undefined;
}): Promise<Database> {
  const { statementTimeoutMs, yieldAfterMs } = options;
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(join(options.dataDir, 'pgdata'), { statementTimeoutMs, yieldAfterMs });
}
