import type { SqlParam } from '../db/database';
import { quoteIdent, type TableInfo } from './catalogue';
import { undefinedColumn } from './errors';
import type { Condition, FilterNode } from './filter-grammar';
import type { OrderTerm, SelectList } from './select-grammar';

/** Collects bound parameters; SQL text only ever holds checked, quoted identifiers and `$n`. */
export class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };

export function columnRef(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) throw undefinedColumn(table.name, column);
  return `_t.${quoteIdent(column)}`;
}

function conditionSql(condition: Condition, table: TableInfo, params: Params): string {
  const column = columnRef(table, condition.column);
  const { operator, value } = condition;
  let sql: string;
  if (operator === 'in') {
    const list = value as string[];
    sql = list.length === 0 ? 'false' : `${column} in (${list.map((item) => params.add(item)).join(', ')})`;
  } else if (operator === 'is') {
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };
    sql = `${column} is ${keyword[(value as string).toLowerCase() as keyof typeof keyword]}`;
  } else {
    const text =
      operator === 'like' || operator === 'ilike' ? (value as string).replaceAll('*', '%') : (value as string);
    sql = `${column} ${COMPARISONS[operator]} ${params.add(text)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

function nodeSql(node: FilterNode, table: TableInfo, params: Params): string {
  if (node.kind === 'condition') return conditionSql(node, table, params);
  const joined = node.children.map((child) => nodeSql(child, table, params)).join(` ${node.operator} `);
  return node.negated ? `not (${joined})` : `(${joined})`;
}

export function whereSql(filters: FilterNode[], table: TableInfo, params: Params): string {
  if (filters.length === 0) return 'true';
  return filters.map((node) => nodeSql(node, table, params)).join(' and ');
}

export function selectSql(select: SelectList, table: TableInfo): string {
  const items = select.items.map((item) => {
    const cast = item.cast ? `::${item.cast}` : '';
    return `${columnRef(table, item.column)}${cast} as ${quoteIdent(item.alias)}`;
  });
  return [...(select.star ? ['_t.*'] : []), ...items].join(', ');
}

export function orderSql(order: OrderTerm[], table: TableInfo): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${columnRef(table, term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export const tableRef = (table: TableInfo): string => `public.${quoteIdent(table.name)}`;

/**
 * Wraps rows into the aggregate every answer is read from: the page as JSON text, its size, and the
 * total when asked (Postgres builds the JSON, as PostgREST has it do, so types print as Postgres prints them).
 */
export function aggregateSql(source: string, options: { total: string | null; stripNulls: boolean }): string {
  const row = options.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  return `select ${options.total ?? 'null'}::bigint::text as total, count(*)::text as page,
    coalesce(json_agg(${row}), '[]')::text as body, (json_agg(${row}) -> 0)::text as first
    from (${source}) _r`;
}
