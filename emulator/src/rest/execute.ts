import type { Queryable, SqlParam } from '../db/database';
import { quoteIdent } from './catalogue';
import { aggregateSql, orderSql, Params, selectSql, tableRef, whereSql } from './build-sql';
import { RestError, unknownColumn } from './errors';
import { MAX_ROWS, type RestQuery } from './parse-request';

export interface Outcome {
  /** Rows matched by the filters (reads, with count=exact) or affected (writes). */
  total: number | null;
  page: number;
  body: string | null;
  first: string | null;
}

function toOutcome(row: Record<string, string | null> | undefined): Outcome {
  return {
    total: row?.total == null ? null : Number(row.total),
    page: Number(row?.page ?? 0),
    body: row?.body ?? '[]',
    first: row?.first ?? null,
  };
}

export async function executeRead(tx: Queryable, query: RestQuery): Promise<Outcome> {
  const params = new Params();
  const where = whereSql(query.filters, query.table, params);
  const limit = params.add(String(Math.min(query.limit ?? MAX_ROWS, MAX_ROWS)));
  const offset = params.add(String(query.offset));
  const from = `from ${tableRef(query.table)} _t where ${where}`;
  const source = `select ${selectSql(query.select, query.table)} ${from}${orderSql(query.order, query.table)}
    limit ${limit} offset ${offset}`;
  const total = query.prefer.count ? `(select count(*) ${from})` : null;
  const { rows } = await tx.query(aggregateSql(source, { total, stripNulls: query.stripNulls }), params.values);
  return toOutcome(rows[0]);
}

type Row = Record<string, unknown>;

/** The objects of an insert body, checked as PostgREST does (PGRST102). */
export function insertRows(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length > MAX_ROWS) {
    throw new RestError(400, 'PGRST102', `An insert holds at most ${MAX_ROWS} objects.`);
  }
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match', 'Every element must be a JSON object.');
  }
  const keys = (row: Row): string => Object.keys(row).sort().join('\u0000');
  const first = rows[0] as Row | undefined;
  if (first && Array.isArray(body) && rows.some((row) => keys(row as Row) !== keys(first))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Row[];
}

function checkColumns(query: RestQuery, columns: string[]): void {
  for (const column of columns) {
    if (!query.table.columns.has(column)) {
      throw unknownColumn(query.table.name, column);
    }
  }
}

async function runWrite(tx: Queryable, query: RestQuery, statement: string, params: SqlParam[]): Promise<Outcome> {
  if (!query.prefer.representation) {
    const result = await tx.query(statement, params);
    return { total: result.affectedRows, page: result.affectedRows, body: null, first: null };
  }
  const source = `select ${selectSql(query.select, query.table)} from _w _t`;
  const sql = `with _w as (${statement} returning _t.*) ${aggregateSql(source, { total: null, stripNulls: query.stripNulls })}`;
  const outcome = toOutcome((await tx.query(sql, params)).rows[0]);
  return { ...outcome, total: outcome.page };
}

export async function executeInsert(tx: Queryable, query: RestQuery, body: unknown): Promise<Outcome> {
  const rows = insertRows(body);
  if (rows.length === 0) return { total: 0, page: 0, body: query.prefer.representation ? '[]' : null, first: null };
  const columns = query.columns ?? Object.keys(rows[0]!);
  checkColumns(query, columns);
  const table = tableRef(query.table);
  if (columns.length === 0) {
    // An object without keys takes every default, which `insert ... select` cannot express.
    if (rows.length > 1) throw new RestError(400, 'PGRST102', 'All object keys must match', 'Name the columns.');
    return runWrite(tx, query, `insert into ${table} as _t default values`, []);
  }
  const params = new Params();
  const list = columns.map(quoteIdent).join(', ');
  const statement = `insert into ${table} as _t (${list}) select ${list}
    from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json)`;
  return runWrite(tx, query, statement, params.values);
}

export async function executeUpdate(tx: Queryable, query: RestQuery, body: unknown): Promise<Outcome> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body is one JSON object.');
  }
  const columns = Object.keys(body);
  checkColumns(query, columns);
  if (columns.length === 0) return { total: 0, page: 0, body: query.prefer.representation ? '[]' : null, first: null };
  const params = new Params();
  const record = params.add(JSON.stringify(body));
  const table = tableRef(query.table);
  const assignments = columns.map((column) => `${quoteIdent(column)} = _b.${quoteIdent(column)}`).join(', ');
  const statement = `update ${table} as _t set ${assignments}
    from (select * from json_populate_record(null::${table}, ${record}::json)) _b
    where ${whereSql(query.filters, query.table, params)}`;
  return runWrite(tx, query, statement, params.values);
}

export async function executeDelete(tx: Queryable, query: RestQuery): Promise<Outcome> {
  const params = new Params();
  const statement = `delete from ${tableRef(query.table)} as _t where ${whereSql(query.filters, query.table, params)}`;
  return runWrite(tx, query, statement, params.values);
}
