import { quoteIdent, type Catalogue, type TableInfo } from './catalogue';
import { RestError } from './errors';
import { MAX_ROWS, type EmbedOptions } from './parse-request';
import { findRelationship, isToOne } from './relationships';
import { defaultOutputName, type ColumnItem, type SelectItem } from './select-grammar';
import { fieldSql, orderSql, tableRef, whereSql, type Params } from './where-sql';

export interface SelectContext {
  catalogue: Catalogue;
  params: Params;
  embedded: Map<string, EmbedOptions>;
  aggregates: boolean;
  counter: { next: number };
  /** Aliases of a page (a subquery of the table's rows) and the column holding each row whole. */
  pages?: Map<string, string>;
}

/** What one level of a select tree turns into. */
export interface BuiltLevel {
  columns: string[];
  names: string[];
  joins: string[];
  /** Conditions an `!inner` embed puts on its parent's rows. */
  inner: string[];
  groupBy: string[] | null;
}

function columnItemSql(
  item: ColumnItem,
  alias: string,
  table: TableInfo,
  context: SelectContext,
): [string, string, boolean] {
  if (item.aggregate !== null && !context.aggregates) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const row = context.pages?.get(alias) ?? alias;
  const base = item.field === null ? '*' : fieldSql(alias, table, item.field, context.params, row);
  const cast = item.cast ? `::${item.cast}` : '';
  let expression = `${base}${cast}`;
  let name = item.field === null ? 'count' : defaultOutputName(item.field);
  if (item.aggregate !== null) {
    expression = `${item.aggregate}(${expression})${item.aggregateCast ? `::${item.aggregateCast}` : ''}`;
    name = item.aggregate;
  }
  name = item.alias ?? name;
  return [`${expression} as ${quoteIdent(name)}`, name, item.aggregate !== null];
}

/** Builds the select list of `table` (as `alias`), with one lateral join per embedded resource. */
export function buildLevel(
  items: SelectItem[],
  table: TableInfo,
  alias: string,
  path: string,
  context: SelectContext,
): BuiltLevel {
  const built: BuiltLevel = { columns: [], names: [], joins: [], inner: [], groupBy: null };
  const plain: string[] = [];
  const row = context.pages?.get(alias) ?? alias;
  let aggregated = false;
  for (const item of items) {
    if (item.kind === 'star') {
      const columns = [...table.columns.keys()].map((column) => `${alias}.${quoteIdent(column)}`);
      // A page carries its whole row in a column of its own, which `*` must not show.
      built.columns.push(...(row === alias ? [`${alias}.*`] : columns));
      built.names.push(...table.columns.keys());
      plain.push(...columns);
      continue;
    }
    if (item.kind === 'column') {
      // A bare `count` where the table has no such column is the count aggregate, as PostgREST reads `messages(count)`.
      const counted =
        item.field?.column === 'count' && item.field.path.length === 0 && !table.columns.has('count') && !item.cast
          ? { ...item, field: null, aggregate: 'count' as const }
          : item;
      const [sql, name, isAggregate] = columnItemSql(counted, alias, table, context);
      built.columns.push(sql);
      built.names.push(name);
      if (isAggregate) aggregated = true;
      else plain.push(sql.slice(0, sql.lastIndexOf(' as ')));
      continue;
    }
    const relationship = findRelationship(context.catalogue, table.name, item.name, item.hint);
    const child =
      relationship.kind === 'computed' ? relationship.fn.returnTable! : context.catalogue.table(relationship.target);
    const number = (context.counter.next += 1);
    const childAlias = `_t${number}`;
    const lateral = `_l${number}`;
    const childPath = path === '' ? (item.alias ?? item.name) : `${path}.${item.alias ?? item.name}`;
    const options = context.embedded.get(childPath);
    // Postgres's own error names an embedded table as PostgREST aliases it: `messages_1`.
    const relabel = (error: unknown): never => {
      if (error instanceof RestError && error.code === '42703' && error.message.startsWith(`column ${child.name}.`)) {
        throw new RestError(
          400,
          '42703',
          error.message.replace(`column ${child.name}.`, `column ${child.name}_${number}.`),
        );
      }
      throw error;
    };
    let level: BuiltLevel;
    try {
      level = buildLevel(item.items, child, childAlias, childPath, context);
    } catch (error) {
      relabel(error);
      throw error;
    }
    let from = `${tableRef(child)} ${childAlias}`;
    const where: string[] = [];
    if (relationship.kind === 'computed') {
      // A function of the parent's row: PostgREST's computed relationship.
      from = `public.${quoteIdent(relationship.fn.name)}(${row}) ${childAlias}`;
    } else if (relationship.kind === 'many-to-many') {
      const junction = `_j${number}`;
      const { keyToParent, keyToTarget } = relationship;
      const junctionTable = context.catalogue.table(relationship.junction);
      from += ` join ${tableRef(junctionTable)} ${junction} on ${keyToTarget.columns
        .map(
          (column, index) =>
            `${junction}.${quoteIdent(column)} = ${childAlias}.${quoteIdent(keyToTarget.refColumns[index]!)}`,
        )
        .join(' and ')}`;
      where.push(
        ...keyToParent.columns.map(
          (column, index) =>
            `${junction}.${quoteIdent(column)} = ${alias}.${quoteIdent(keyToParent.refColumns[index]!)}`,
        ),
      );
    } else {
      where.push(
        ...relationship.pairs.map(
          ([parentColumn, childColumn]) =>
            `${childAlias}.${quoteIdent(childColumn)} = ${alias}.${quoteIdent(parentColumn)}`,
        ),
      );
    }
    try {
      if (options) where.push(whereSql(options.filters, child, context.params, childAlias));
    } catch (error) {
      relabel(error);
    }
    where.push(...level.inner);
    const toOne = isToOne(relationship);
    const conditions = where.join(' and ') || 'true';
    // PostgREST's max-rows holds on every level: each parent's list of a to-many embed stops there too.
    let page = '';
    if (!toOne) page += ` limit ${context.params.add(String(Math.min(options?.limit ?? MAX_ROWS, MAX_ROWS)))}`;
    if (!toOne && options?.offset) page += ` offset ${context.params.add(String(options.offset))}`;
    if (item.join === 'inner') {
      // The parent stays when the embed holds a row. EXISTS stops at the first one and builds no JSON, so
      // the parent's filter costs one probe a row, and embeds are built only for the rows that are kept
      // (within the parent's limit when no order asks for all of them first).
      // It filters the parent's own rows, before any page is cut: a function of the row takes the row itself.
      const probe =
        relationship.kind === 'computed' ? `public.${quoteIdent(relationship.fn.name)}(${alias}) ${childAlias}` : from;
      built.inner.push(`exists (select 1 from ${probe} where ${conditions}${page})`);
    }
    let inner = `select ${level.columns.join(', ')} from ${from} ${level.joins.join(' ')} where ${conditions}`;
    if (level.groupBy && level.groupBy.length > 0) inner += ` group by ${level.groupBy.join(', ')}`;
    if (options) inner += orderSql(options.order, child, context.params, childAlias);
    inner += page;
    if (item.spread) {
      if (toOne) {
        built.joins.push(`left join lateral (${inner} limit 1) ${lateral} on true`);
        for (const name of level.names) {
          built.columns.push(`${lateral}.${quoteIdent(name)} as ${quoteIdent(name)}`);
          built.names.push(name);
          plain.push(`${lateral}.${quoteIdent(name)}`);
        }
      } else {
        const aggregatesPerColumn = level.names.map(
          (name) => `coalesce(json_agg(_s.${quoteIdent(name)}), '[]') as ${quoteIdent(name)}`,
        );
        built.joins.push(
          `left join lateral (select ${aggregatesPerColumn.join(', ') || 'null'} from (${inner}) _s) ${lateral} on true`,
        );
        for (const name of level.names) {
          built.columns.push(`${lateral}.${quoteIdent(name)} as ${quoteIdent(name)}`);
          built.names.push(name);
        }
      }
      continue;
    }
    const value = toOne
      ? `select row_to_json(_e) as _v from (${inner}) _e`
      : `select coalesce(json_agg(_e), '[]') as _v from (${inner}) _e`;
    built.joins.push(`left join lateral (${value}) ${lateral} on true`);
    if (item.items.length > 0) {
      const name = item.alias ?? item.name;
      built.columns.push(`${lateral}._v as ${quoteIdent(name)}`);
      built.names.push(name);
      plain.push(`${lateral}._v::text`);
    }
  }
  if (aggregated) built.groupBy = plain;
  return built;
}

/**
 * Wraps rows into the aggregate every answer is read from: the page as JSON text, its size, and the
 * total when asked (Postgres builds the JSON, as PostgREST has it do, so types print as Postgres prints them).
 */
export function aggregateSql(
  source: string,
  options: { total: string | null; stripNulls: boolean; csv?: boolean },
): string {
  const row = options.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  // CSV as PostgREST writes it: each row's record text without its parentheses (Postgres quotes as needed).
  const body = options.csv
    ? `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`
    : `coalesce(json_agg(${row}), '[]')::text`;
  return `select ${options.total ?? 'null'}::bigint::text as total, count(*)::text as page,
    ${body} as body, (json_agg(${row}) -> 0)::text as first
    from (${source}) _r`;
}
