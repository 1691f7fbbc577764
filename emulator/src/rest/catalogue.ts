import type { Queryable } from '../db/database';
import { RestError } from './errors';

export interface ColumnInfo {
  name: string;
  type: string;
  generated: boolean;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
}

/** The exposed schema's tables and views with their columns: PostgREST's "schema cache". */
export class Catalogue {
  constructor(readonly tables: Map<string, TableInfo>) {}

  static async load(db: Queryable): Promise<Catalogue> {
    const { rows } = await db.query(`
      select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
             (a.attgenerated <> '')::text as generated
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`);
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      const name = row.table_name!;
      let table = tables.get(name);
      if (!table) {
        table = { name, columns: new Map() };
        tables.set(name, table);
      }
      table.columns.set(row.column_name!, {
        name: row.column_name!,
        type: row.type!,
        generated: row.generated === 'true',
      });
    }
    return new Catalogue(tables);
  }

  table(name: string): TableInfo {
    const table = this.tables.get(name);
    if (table) return table;
    const similar = [...this.tables.keys()].find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
      null,
      similar ? `Perhaps you meant the table 'public.${similar}'` : null,
    );
  }
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
