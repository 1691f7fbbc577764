import type { Queryable } from '../db/database';
import { RestError } from './errors';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  /** Primary-key columns (for views: those of the one table it shows, when it shows them all). */
  primaryKey: string[];
  /** Column sets with a unique index or constraint, the primary key included. */
  uniques: string[][];
  /** Functions taking one row of this table and returning a value: PostgREST's computed fields. */
  computed?: Map<string, FunctionInfo>;
}

/** A foreign key, also as seen through views that show all of its columns under the same names. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  /** The table or view of `public` whose row type this parameter has, if any. */
  relation: string | null;
}

export interface FunctionInfo {
  name: string;
  params: FunctionParam[];
  /** `void`, a scalar type, or the relation whose rows it returns (`setof t`, `returns t`, `returns table`). */
  returnType: string;
  returnsSet: boolean;
  /** Columns of what it returns when it returns rows; null for a scalar or void. */
  returnTable: TableInfo | null;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** The planner's row estimate (`ROWS n`); a set-returning function declared `ROWS 1` embeds as to-one. */
  rows: number;
}

async function loadTables(db: Queryable): Promise<Map<string, TableInfo>> {
  const { rows } = await db.query(`
    select c.relname as table_name, c.relkind::text as kind, a.attname as column_name,
           format_type(a.atttypid, a.atttypmod) as type
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
      and not c.relispartition
    order by c.relname, a.attnum`);
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const name = row.table_name!;
    let table = tables.get(name);
    if (!table) {
      const kind = row.kind === 'v' || row.kind === 'm' ? 'view' : 'table';
      table = { name, kind, columns: new Map(), primaryKey: [], uniques: [] };
      tables.set(name, table);
    }
    table.columns.set(row.column_name!, { name: row.column_name!, type: row.type! });
  }
  return tables;
}

async function loadKeys(db: Queryable, tables: Map<string, TableInfo>): Promise<ForeignKey[]> {
  const { rows } = await db.query(`
    select con.conname as name, con.contype::text as type, c.relname as table_name, rc.relname as ref_table,
      (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num)::text as columns,
      (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)::text as ref_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class rc on rc.oid = con.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or rn.nspname = 'public')
      and con.conparentid = 0
    order by con.conname`);
  const keys: ForeignKey[] = [];
  for (const row of rows) {
    const table = tables.get(row.table_name!);
    const columns = JSON.parse(row.columns ?? '[]') as string[];
    if (!table) continue;
    if (row.type === 'p') table.primaryKey = columns;
    if (row.type === 'p' || row.type === 'u') table.uniques.push(columns);
    if (row.type === 'f' && row.ref_table && tables.has(row.ref_table)) {
      keys.push({
        name: row.name!,
        table: table.name,
        columns,
        refTable: row.ref_table,
        refColumns: JSON.parse(row.ref_columns ?? '[]') as string[],
      });
    }
  }
  // Unique indexes that are not constraints count too, as PostgREST's one-to-one detection has them.
  const indexes = await db.query(`
    select c.relname as table_name,
      (select json_agg(a.attname) from unnest(i.indkey) k(num) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num)::text as columns
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and i.indisunique and i.indpred is null and i.indexprs is null`);
  for (const row of indexes.rows)
    tables.get(row.table_name!)?.uniques.push(JSON.parse(row.columns ?? '[]') as string[]);
  return keys;
}

/** For each view over exactly one relation of `public`: that relation's name. */
async function loadViewSources(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query(`
    select v.relname as view_name, min(t.relname) as table_name, count(distinct t.oid)::text as tables
    from pg_class v
    join pg_namespace n on n.oid = v.relnamespace
    join pg_rewrite r on r.ev_class = v.oid
    join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
    join pg_class t on t.oid = d.refobjid and t.oid <> v.oid and t.relkind in ('r', 'p', 'v', 'm', 'f')
    join pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'public'
    where n.nspname = 'public' and v.relkind in ('v', 'm')
    group by v.relname`);
  const sources = new Map<string, string>();
  for (const row of rows) if (row.tables === '1') sources.set(row.view_name!, row.table_name!);
  return sources;
}

/** Copies keys onto views that show all of a key's columns, so embedding works on them too. */
export function keysThroughViews(
  keys: ForeignKey[],
  tables: Map<string, TableInfo>,
  sources: Map<string, string>,
): ForeignKey[] {
  const shownAs = (table: string, columns: string[]): string[] => {
    const names = [table];
    for (const [view, source] of sources) {
      if (source !== table) continue;
      const info = tables.get(view);
      if (info && columns.every((column) => info.columns.has(column))) names.push(...shownAs(view, columns));
    }
    return names;
  };
  const all: ForeignKey[] = [];
  for (const key of keys) {
    for (const table of shownAs(key.table, key.columns)) {
      for (const refTable of shownAs(key.refTable, key.refColumns)) all.push({ ...key, table, refTable });
    }
  }
  for (const [view, source] of sources) {
    const info = tables.get(view);
    const base = tables.get(source);
    if (!info || !base) continue;
    const shows = (columns: string[]): boolean => columns.every((column) => info.columns.has(column));
    // A view has no key of its own: it takes its table's when it shows it (an empty one changes nothing).
    if (shows(base.primaryKey)) info.primaryKey = base.primaryKey;
    info.uniques = base.uniques.filter(shows);
  }
  return all;
}

async function loadFunctions(db: Queryable, tables: Map<string, TableInfo>): Promise<Map<string, FunctionInfo[]>> {
  const { rows } = await db.query(`
    select p.proname as name, p.provolatile::text as volatility, p.proretset::text as returns_set,
      format_type(p.prorettype, null) as return_type, rt.typtype::text as return_kind, rc.relname as return_relation,
      (select json_agg(json_build_object('name', coalesce(p.proargnames[i], ''),
           'mode', coalesce(p.proargmodes[i], 'i'),
           'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
           'relation', (select c.relname from pg_type t join pg_class c on c.oid = t.typrelid
              join pg_namespace cn on cn.oid = c.relnamespace and cn.nspname = 'public'
              where t.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1]))) order by i)
         from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs::int)) i)::text as args,
      p.pronargdefaults::text as defaults, p.prorows::text as rows
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = 'public' and p.prokind = 'f' and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
    order by p.proname, p.oid`);
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    type Arg = { name: string; mode: string; type: string; relation: string | null };
    // proargtypes is an oidvector, indexed from 0; proallargtypes (with OUT arguments) from 1.
    const args = (JSON.parse(row.args ?? 'null') as Arg[] | null) ?? [];
    const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outputs = args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
    const defaults = Number(row.defaults ?? 0);
    const params = inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      hasDefault: index >= inputs.length - defaults,
      relation: arg.relation,
    }));
    let returnTable: TableInfo | null = null;
    if (row.return_relation && row.return_kind === 'c') returnTable = tables.get(row.return_relation) ?? null;
    if (!returnTable && outputs.length > 0 && row.return_type === 'record') {
      returnTable = {
        name: row.name!,
        kind: 'view',
        columns: new Map(outputs.map((arg) => [arg.name, { name: arg.name, type: arg.type }])),
        primaryKey: [],
        uniques: [],
      };
    }
    const volatility = row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile';
    const list = functions.get(row.name!) ?? [];
    list.push({
      name: row.name!,
      params,
      returnType: row.return_type!,
      returnsSet: row.returns_set === 'true',
      returnTable,
      volatility,
      rows: Number(row.rows ?? 0),
    });
    functions.set(row.name!, list);
  }
  return functions;
}

/** The exposed schema's tables, views, keys and functions: PostgREST's "schema cache". */
export class Catalogue {
  constructor(
    readonly tables: Map<string, TableInfo>,
    readonly foreignKeys: ForeignKey[] = [],
    readonly functions: Map<string, FunctionInfo[]> = new Map(),
  ) {}

  static async load(db: Queryable): Promise<Catalogue> {
    const tables = await loadTables(db);
    const keys = await loadKeys(db, tables);
    const sources = await loadViewSources(db);
    const foreignKeys = keysThroughViews(keys, tables, sources);
    const functions = await loadFunctions(db, tables);
    for (const overloads of functions.values()) {
      for (const fn of overloads) {
        const relation = fn.params.length === 1 ? fn.params[0]!.relation : null;
        const table = relation === null ? undefined : tables.get(relation);
        if (!table || fn.returnType === 'void' || fn.returnTable) continue;
        if (!fn.returnsSet) (table.computed ??= new Map()).set(fn.name, fn);
      }
    }
    return new Catalogue(tables, foreignKeys, functions);
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
