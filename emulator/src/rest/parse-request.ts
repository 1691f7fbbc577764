import type { IncomingHttpHeaders } from 'node:http';
import type { Catalogue, TableInfo } from './catalogue';
import { parseFailure, RestError, unknownColumn } from './errors';
import { isIdentifier, parseFilter, parseLogicTree, type FilterNode } from './filter-grammar';
import { parseCount, parseOrder, parseSelect, type OrderTerm, type SelectList } from './select-grammar';

export const MAX_ROWS = 1000;
const MAX_QUERY_PARAMETERS = 100;

export interface Preferences {
  representation: boolean;
  count: boolean;
  applied: string[];
}

export interface RestQuery {
  table: TableInfo;
  select: SelectList;
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  /** `?columns=` of an insert: the columns taken from each object. */
  columns: string[] | null;
  prefer: Preferences;
  single: boolean;
  stripNulls: boolean;
}

function parsePrefer(header: string | string[] | undefined): Preferences {
  const tokens = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  const prefer: Preferences = { representation: false, count: false, applied: [] };
  for (const token of tokens) {
    const [name, value] = token.split('=');
    if (name === 'return' && (value === 'representation' || value === 'minimal')) {
      prefer.representation = value === 'representation';
      prefer.applied.push(token);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      // Our tables are small: an exact count is what PostgREST gives for planned/estimated there too.
      prefer.count = true;
      prefer.applied.push(token);
    } else if (name === 'resolution') {
      throw new RestError(400, 'PGRST100', 'The emulator does not support upserts (Prefer: resolution).');
    }
  }
  return prefer;
}

/** Which representation the client accepts: an array (the default) or PostgREST's single object. */
function parseAccept(header: string | undefined): { single: boolean; stripNulls: boolean } {
  if (!header) return { single: false, stripNulls: false };
  for (const entry of header.split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

function parseColumns(raw: string, table: TableInfo): string[] {
  return raw.split(',').map((entry) => {
    const name = entry.trim().replace(/^"(.*)"$/s, '$1');
    if (!isIdentifier(name)) throw parseFailure(`failed to parse columns parameter (${raw})`);
    if (!table.columns.has(name)) throw unknownColumn(table.name, name);
    return name;
  });
}

function parseRange(header: string | undefined): { offset: number; limit: number | null } | null {
  const match = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === '' ? null : Number(match[2]);
  if (to !== null && to < from) return null;
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

export function parseRequest(
  method: string,
  tableName: string,
  search: URLSearchParams,
  headers: IncomingHttpHeaders,
  catalogue: Catalogue,
): RestQuery {
  if ([...search.keys()].length > MAX_QUERY_PARAMETERS) {
    throw parseFailure(`too many query parameters`, `at most ${MAX_QUERY_PARAMETERS} are accepted`);
  }
  const profile = method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
  const table = catalogue.table(tableName);
  const query: RestQuery = {
    table,
    select: parseSelect(null, table.name),
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    prefer: parsePrefer(headers.prefer),
    ...parseAccept(headers.accept),
  };
  const range = method === 'GET' || method === 'HEAD' ? parseRange(headers.range) : null;
  if (range) {
    query.offset = range.offset;
    query.limit = range.limit;
  }
  for (const [key, value] of search) {
    if (key === 'select') query.select = parseSelect(value, table.name);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = Math.min(parseCount('limit', value), query.limit ?? Infinity);
    else if (key === 'offset') query.offset += parseCount('offset', value);
    else if (key === 'columns') query.columns = parseColumns(value, table);
    else if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      query.filters.push(parseLogicTree(key, value));
    } else query.filters.push(parseFilter(key, value));
  }
  return query;
}
