import type { Queryable, SqlParam } from '../db/database';
import { quoteIdent, type Catalogue, type TableInfo } from './catalogue';
import { aggregateSql, buildLevel, type SelectContext } from './build-sql';
import { orderSql, Params, tableRef, whereSql } from './where-sql';
import { RestError, unknownColumn } from './errors';
import { MAX_ROWS, type RestQuery } from './parse-request';

export interface Outcome {
  /** Rows matched by the filters (reads, with count=exact) or affected (writes). */
  total: number | null;
  page: number;
  body: string | null;
  first: string | null;
  /** Rows an upsert inserted (the rest it updated). */
  inserted?: number;
}

export interface ExecuteContext {
  catalogue: Catalogue;
  aggregates: boolean;
}

function toOutcome(row: Record<string, string | null> | undefined): Outcome {
  return {
    total: row?.total == null ? null : Number(row.total),
    page: Number(row?.page ?? 0),
    body: row?.body ?? '[]',
    first: row?.first ?? null,
  };
}

/** The header line of a CSV answer: the selected names, quoted where CSV needs it. */
function csvWithHeader(outcome: Outcome, names: string[]): string {
  const quote = (name: string): string => (/[",\n\r ]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name);
  const header = outcome.first ? Object.keys(JSON.parse(outcome.first) as object) : names;
  return `${header.map(quote).join(',')}\n${outcome.body ?? ''}`;
}

export function selectContext(query: RestQuery, context: ExecuteContext, params: Params): SelectContext {
  return {
    catalogue: context.catalogue,
    params,
    embedded: query.embedded,
    aggregates: context.aggregates,
    counter: { next: 0 },
  };
}

/** Postgres's row estimate for a query, as PostgREST's `count=planned` answers. */
async function plannedCount(tx: Queryable, sql: string, params: SqlParam[]): Promise<number> {
  const { rows } = await tx.query(`explain (format json) ${sql}`, params);
  const plan = JSON.parse(Object.values(rows[0] ?? {})[0] ?? '[]') as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** The column of a page that holds each row whole, for computed fields and relationships (functions of it). */
const PAGE_ROW = '_pgrst_row';

/** Reads rows of `source` (a table, or a function call in FROM) as `_t0`, embeds included. */
export async function readRows(
  tx: Queryable,
  query: RestQuery,
  context: ExecuteContext,
  source: { sql: string; table: TableInfo; params?: Params },
): Promise<Outcome> {
  const params = source.params ?? new Params();
  const first = params.values.length;
  const pageContext = selectContext(query, context, params);
  pageContext.pages = new Map([['_t0', `_t0.${PAGE_ROW}`]]);
  let level = buildLevel(query.select, source.table, '_t0', '', pageContext);
  // With embeds, the filters (`!inner` ones too), the order and the limit pick the page first, and embeds
  // are built for its rows only: a request's work is bounded by its page, not by the rows it leaves out.
  const paged = level.joins.length > 0 && level.groupBy === null;
  if (!paged) {
    params.values.splice(first);
    level = buildLevel(query.select, source.table, '_t0', '', selectContext(query, context, params));
  }
  const where = [whereSql(query.filters, source.table, params), ...level.inner].join(' and ');
  const joins = level.joins.join(' ');
  const from = `from ${source.sql} _t0 ${joins} where ${where}`;
  const group = level.groupBy && level.groupBy.length > 0 ? ` group by ${level.groupBy.join(', ')}` : '';
  const filterParams = [...params.values];
  const limit = params.add(String(Math.min(query.limit ?? MAX_ROWS, MAX_ROWS)));
  const offset = params.add(String(query.offset));
  const order = orderSql(query.order, source.table, params);
  const sql = paged
    ? `select ${level.columns.join(', ')} from (select _t0.*, _t0 as ${PAGE_ROW} from ${source.sql} _t0
        where ${where}${order} limit ${limit} offset ${offset}) _t0 ${joins}${orderSql(query.order, source.table, params, '_t0', `_t0.${PAGE_ROW}`)}`
    : `select ${level.columns.join(', ')} ${from}${group}${order} limit ${limit} offset ${offset}`;
  // `!inner` embeds filter with EXISTS on `_t0` alone, so the count builds no embed (as PostgREST counts).
  const countFrom = `from ${source.sql} _t0 where ${where}`;
  const countSql = group ? `select count(*) from (select 1 ${from}${group}) _g` : `select count(*) ${countFrom}`;
  let total: string | null = null;
  let planned: number | null = null;
  if (query.prefer.count === 'planned') planned = await plannedCount(tx, `select 1 ${countFrom}`, filterParams);
  else if (query.prefer.count) total = `(${countSql})`;
  const { rows } = await tx.query(
    aggregateSql(sql, { total, stripNulls: query.stripNulls, csv: query.csv }),
    params.values,
  );
  const outcome = toOutcome(rows[0]);
  if (query.csv) outcome.body = csvWithHeader(outcome, level.names);
  if (planned !== null) outcome.total = planned;
  // `estimated` is exact up to the row limit and the planner's estimate beyond it, as PostgREST answers.
  if (query.prefer.count === 'estimated' && outcome.total !== null && outcome.total > MAX_ROWS) {
    outcome.total = await plannedCount(tx, `select 1 ${countFrom}`, filterParams);
  }
  return outcome;
}

export function executeRead(tx: Queryable, query: RestQuery, context: ExecuteContext): Promise<Outcome> {
  return readRows(tx, query, context, { sql: tableRef(query.table), table: query.table });
}

type Row = Record<string, unknown>;

/** The objects of an insert body, checked as PostgREST does (PGRST102). */
export function insertRows(body: unknown, columnsGiven: boolean): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length > MAX_ROWS) {
    throw new RestError(400, 'PGRST102', `An insert holds at most ${MAX_ROWS} objects.`);
  }
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match', 'Every element must be a JSON object.');
  }
  if (columnsGiven) return rows as Row[];
  const keys = (row: Row): string => Object.keys(row).sort().join('\u0000');
  const first = rows[0] as Row | undefined;
  if (first && Array.isArray(body) && rows.some((row) => keys(row as Row) !== keys(first))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Row[];
}

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw unknownColumn(table.name, column);
    }
  }
}

function checkMaxAffected(query: RestQuery, affected: number): void {
  if (query.prefer.maxAffected !== null && affected > query.prefer.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

async function runWrite(
  tx: Queryable,
  query: RestQuery,
  context: ExecuteContext,
  statement: string,
  params: Params,
): Promise<Outcome> {
  // An upsert tells inserted rows (xmax = 0) from updated ones: PostgREST answers 200 when none was new.
  const upsert = query.prefer.resolution !== null && statement.startsWith('insert');
  const insertedFlag = upsert ? `, (_t.xmax::text = '0') as _pgrst_inserted` : '';
  if (!query.prefer.representation) {
    if (!upsert) {
      const result = await tx.query(statement, params.values);
      checkMaxAffected(query, result.affectedRows);
      return { total: result.affectedRows, page: result.affectedRows, body: null, first: null };
    }
    const { rows } = await tx.query(
      `with _w as (${statement} returning 1 as _one${insertedFlag}) select count(*)::text as total,
        count(*) filter (where _pgrst_inserted)::text as inserted from _w`,
      params.values,
    );
    const total = Number(rows[0]?.total ?? 0);
    return { total, page: total, body: null, first: null, inserted: Number(rows[0]?.inserted ?? 0) };
  }
  const level = buildLevel(query.select, query.table, '_t0', '', selectContext(query, context, params));
  const where = level.inner.length > 0 ? ` where ${level.inner.join(' and ')}` : '';
  const source = `select ${level.columns.join(', ')} from _w _t0 ${level.joins.join(' ')}${where}`;
  const written = upsert
    ? `_r0 as (${statement} returning _t as _row${insertedFlag}), _w as (select (_row).* from _r0)`
    : `_w as (${statement} returning _t.*)`;
  const inserted = upsert ? `, (select count(*) filter (where _pgrst_inserted) from _r0)::text as inserted` : '';
  const sql = `with ${written} select _a.*${inserted} from (${aggregateSql(source, {
    total: '(select count(*) from _w)',
    stripNulls: query.stripNulls,
    csv: query.csv,
  })}) _a`;
  const row = (await tx.query(sql, params.values)).rows[0];
  const outcome = toOutcome(row);
  if (upsert) outcome.inserted = Number(row?.inserted ?? 0);
  if (query.csv) outcome.body = csvWithHeader(outcome, level.names);
  checkMaxAffected(query, outcome.total ?? 0);
  return outcome;
}

function conflictClause(query: RestQuery, columns: string[]): string {
  const { resolution } = query.prefer;
  if (resolution === null) return '';
  const target = query.onConflict ?? query.table.primaryKey;
  if (target.length === 0 && resolution === 'merge-duplicates') {
    throw new RestError(
      400,
      'PGRST100',
      `'${query.table.name}' has no primary key: name the conflict columns with on_conflict=`,
    );
  }
  const on = target.length > 0 ? ` (${target.map(quoteIdent).join(', ')})` : '';
  if (resolution === 'ignore-duplicates') return ` on conflict${on} do nothing`;
  const updates = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
  return updates.length === 0
    ? ` on conflict${on} do nothing`
    : ` on conflict${on} do update set ${updates.join(', ')}`;
}

export async function executeInsert(
  tx: Queryable,
  query: RestQuery,
  body: unknown,
  context: ExecuteContext,
): Promise<Outcome> {
  const rows = insertRows(body, query.columns !== null);
  if (rows.length === 0) return { total: 0, page: 0, body: query.prefer.representation ? '[]' : null, first: null };
  const columns = query.columns ?? Object.keys(rows[0]!);
  checkColumns(query.table, columns);
  const table = tableRef(query.table);
  const params = new Params();
  if (columns.length === 0) {
    // An object without keys takes every default, which `insert ... select` cannot express.
    if (rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match', 'Name the columns.');
    return runWrite(
      tx,
      query,
      context,
      `insert into ${table} as _t default values${conflictClause(query, [])}`,
      params,
    );
  }
  const list = columns.map(quoteIdent).join(', ');
  let statement: string;
  if (query.prefer.missingDefault) {
    // A key an object lacks takes the column's default, which only VALUES can say (DEFAULT) per row.
    const values = rows.map((row) => {
      const record = `json_populate_record(null::${table}, ${params.add(JSON.stringify(row))}::json)`;
      return `(${columns.map((column) => (Object.hasOwn(row, column) ? `(${record}).${quoteIdent(column)}` : 'default')).join(', ')})`;
    });
    statement = `insert into ${table} as _t (${list}) values ${values.join(', ')}`;
  } else {
    statement = `insert into ${table} as _t (${list}) select ${list}
      from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json)`;
  }
  return runWrite(tx, query, context, statement + conflictClause(query, columns), params);
}

export async function executeUpdate(
  tx: Queryable,
  query: RestQuery,
  body: unknown,
  context: ExecuteContext,
): Promise<Outcome> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object.');
  }
  const columns = query.columns ?? Object.keys(body);
  checkColumns(query.table, columns);
  if (columns.length === 0) return { total: 0, page: 0, body: query.prefer.representation ? '[]' : null, first: null };
  const params = new Params();
  const record = params.add(JSON.stringify(body));
  const table = tableRef(query.table);
  const assignments = columns.map((column) => `${quoteIdent(column)} = _b.${quoteIdent(column)}`).join(', ');
  const statement = `update ${table} as _t set ${assignments}
    from (select * from json_populate_record(null::${table}, ${record}::json)) _b
    where ${whereSql(query.filters, query.table, params, '_t')}`;
  return runWrite(tx, query, context, statement, params);
}

export async function executeDelete(tx: Queryable, query: RestQuery, context: ExecuteContext): Promise<Outcome> {
  const params = new Params();
  const statement = `delete from ${tableRef(query.table)} as _t where ${whereSql(query.filters, query.table, params, '_t')}`;
  return runWrite(tx, query, context, statement, params);
}
