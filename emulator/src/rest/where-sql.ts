/* The SQL of a request's filters and order: every value a bound parameter, every name checked and quoted. */
import type { SqlParam } from '../db/database';
import { quoteIdent, type TableInfo } from './catalogue';
import { undefinedColumn } from './errors';
import type { Condition, FilterNode } from './filter-grammar';
import type { Field, OrderTerm } from './select-grammar';

/** Collects bound parameters; SQL text only ever holds checked, quoted identifiers and `$n`. */
export class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // PostgREST's names: nxl "does not extend to the left of" (&>), nxr "… to the right of" (&<).
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const TS_QUERIES: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** `row`: the expression of the whole row, which a computed field takes (`alias` itself but on a page). */
export function fieldSql(alias: string, table: TableInfo, field: Field, params: Params, row = alias): string {
  let sql: string;
  if (table.columns.has(field.column)) sql = `${alias}.${quoteIdent(field.column)}`;
  else if (table.computed?.has(field.column)) sql = `public.${quoteIdent(field.column)}(${row})`;
  else throw undefinedColumn(table.name, field.column);
  for (const step of field.path) {
    sql = `(${sql} ${step.arrow} ${step.index ? String(Number(step.key)) : `${params.add(step.key)}::text`})`;
  }
  return sql;
}

const likePattern = (text: string): string => text.replaceAll('*', '%');

/** `ov.(a,b)` on an array column is PostgREST's list syntax for `{a,b}`. */
const listToArray = (text: string): string => (/^\(.*\)$/s.test(text) ? `{${text.slice(1, -1)}}` : text);

function conditionSql(condition: Condition, alias: string, table: TableInfo, params: Params): string {
  const column = fieldSql(alias, table, condition.field, params);
  const { operator, value } = condition;
  let sql: string;
  if (operator === 'in') {
    const list = value as string[];
    sql = list.length === 0 ? 'false' : `${column} in (${list.map((item) => params.add(item)).join(', ')})`;
  } else if (operator === 'is') {
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };
    sql = `${column} is ${keyword[(value as string).toLowerCase() as keyof typeof keyword]}`;
  } else if (operator === 'isdistinct') {
    sql = `${column} is distinct from ${params.add(value as string)}`;
  } else if (operator in TS_QUERIES) {
    const config = condition.config === null ? '' : `${params.add(condition.config)}::regconfig, `;
    sql = `${column} @@ ${TS_QUERIES[operator]}(${config}${params.add(value as string)})`;
  } else if (condition.quantifier !== null) {
    const raw = value as string;
    const textual = operator === 'like' || operator === 'ilike' || operator === 'match' || operator === 'imatch';
    const text = operator === 'like' || operator === 'ilike' ? likePattern(raw) : raw;
    // Other comparisons take the list as an array of the column's own type, as Postgres infers it.
    sql = `${column} ${COMPARISONS[operator]} ${condition.quantifier}(${params.add(text)}${textual ? '::text[]' : ''})`;
  } else {
    const raw = value as string;
    const text =
      operator === 'like' || operator === 'ilike' ? likePattern(raw) : operator === 'ov' ? listToArray(raw) : raw;
    sql = `${column} ${COMPARISONS[operator]} ${params.add(text)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

function nodeSql(node: FilterNode, alias: string, table: TableInfo, params: Params): string {
  if (node.kind === 'condition') return conditionSql(node, alias, table, params);
  const joined = node.children.map((child) => nodeSql(child, alias, table, params)).join(` ${node.operator} `);
  return node.negated ? `not (${joined})` : `(${joined})`;
}

export function whereSql(filters: FilterNode[], table: TableInfo, params: Params, alias = '_t0'): string {
  if (filters.length === 0) return 'true';
  return filters.map((node) => nodeSql(node, alias, table, params)).join(' and ');
}

export function orderSql(order: OrderTerm[], table: TableInfo, params: Params, alias = '_t0', row = alias): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${fieldSql(alias, table, term.field, params, row)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export const tableRef = (table: TableInfo): string => `public.${quoteIdent(table.name)}`;
