import type { IncomingHttpHeaders } from 'node:http';
import type { Catalogue, TableInfo } from './catalogue';
import { parseFailure, RestError, unknownColumn } from './errors';
import { parseFilter, parseLogicTree, type FilterNode } from './filter-grammar';
import { NameFailure, splitOutside, wholeName } from './names';
import { parseCount, parseOrder, parseSelect, type OrderTerm, type SelectItem } from './select-grammar';

export const MAX_ROWS = 1000;
const MAX_QUERY_PARAMETERS = 100;

export interface Preferences {
  representation: boolean;
  headersOnly: boolean;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  strict: boolean;
  maxAffected: number | null;
  rollback: boolean;
  singleObject: boolean;
  applied: string[];
}

/** Filters, order and paging of one embedded resource, keyed by its path of names (`messages`, `a.b`). */
export interface EmbedOptions {
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export interface RestQuery {
  table: TableInfo;
  select: SelectItem[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  embedded: Map<string, EmbedOptions>;
  /** `?columns=` of an insert: the columns taken from each object. */
  columns: string[] | null;
  /** `?on_conflict=` of an upsert. */
  onConflict: string[] | null;
  prefer: Preferences;
  single: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`. */
  csv: boolean;
  /** Query parameters left for a function's arguments (GET /rpc). */
  args: Map<string, string>;
}

export interface RestSettings {
  /** PostgREST's `db-tx-end = commit-allow-override`: `Prefer: tx=rollback` is honoured. */
  allowTxOverride: boolean;
  /** PostgREST's `db-aggregates-enabled`: off on hosted projects. */
  aggregates: boolean;
}

const ACCEPTED = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
  'params=single-object',
]);

export function parsePrefer(header: string | string[] | undefined, settings: RestSettings): Preferences {
  const tokens = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const first = (prefix: string): string | null => {
    const token = tokens.find((candidate) => candidate.startsWith(prefix) && ACCEPTED.has(candidate));
    return token ? token.slice(prefix.length) : null;
  };
  const invalid = tokens.filter(
    (token) => !ACCEPTED.has(token) && !token.startsWith('timezone=') && !token.startsWith('max-affected='),
  );
  const handling = first('handling=');
  const strict = handling === 'strict';
  if (strict && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  const maxToken = tokens.find((token) => token.startsWith('max-affected='));
  const maxAffected = maxToken && /^\d{1,9}$/.test(maxToken.slice(13)) ? Number(maxToken.slice(13)) : null;
  const resolution = first('resolution=') as Preferences['resolution'];
  const missing = first('missing=');
  const representation = first('return=');
  const count = first('count=') as Preferences['count'];
  const tx = settings.allowTxOverride ? first('tx=') : null;
  const applied = [
    resolution && `resolution=${resolution}`,
    missing && `missing=${missing}`,
    representation && `return=${representation}`,
    count && `count=${count}`,
    tx && `tx=${tx}`,
    handling && `handling=${handling}`,
    strict && maxAffected !== null ? `max-affected=${maxAffected}` : null,
  ].filter((value): value is string => typeof value === 'string');
  return {
    representation: representation === 'representation',
    headersOnly: representation === 'headers-only',
    count,
    resolution,
    missingDefault: missing === 'default',
    strict,
    maxAffected: strict ? maxAffected : null,
    rollback: tx === 'rollback',
    singleObject: first('params=') === 'single-object',
    applied,
  };
}

/** Which representation the client accepts: an array (the default) or PostgREST's single object. */
function parseAccept(header: string | undefined): { single: boolean; stripNulls: boolean; csv: boolean } {
  if (!header) return { single: false, stripNulls: false, csv: false };
  for (const entry of header.split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls, csv: false };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { single: false, stripNulls, csv: false };
    }
    if (type === 'text/csv') return { single: false, stripNulls: false, csv: true };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

function parseNames(kind: string, raw: string, table: TableInfo): string[] {
  const parts = splitOutside(raw, ',');
  if (parts.length > 1000) throw parseFailure(`failed to parse ${kind} parameter (${raw})`, 'more than 1000 names');
  return parts.map((entry) => {
    let name: string;
    try {
      name = wholeName(entry);
    } catch (error) {
      if (error instanceof NameFailure) throw parseFailure(`failed to parse ${kind} parameter (${raw})`, error.message);
      throw error;
    }
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

const LOGIC_KEYS = ['or', 'and', 'not.or', 'not.and'] as const;
const PAGING_KEYS = ['order', 'limit', 'offset'] as const;

/** Splits `a.b.order` into the embed path `a.b` and the key `order` (also `a.not.or`). */
function splitEmbedKey(key: string): { path: string; name: string } | null {
  // `not.or` before `or`: `a.not.or` is a negated tree on `a`, not an `or` on an embed named `a.not`.
  for (const name of [...[...LOGIC_KEYS].reverse(), ...PAGING_KEYS]) {
    if (key.endsWith(`.${name}`)) return { path: key.slice(0, -name.length - 1), name };
  }
  return null;
}

/** Every embed path of a select tree (`alias ?? name` at each level). */
function embedPaths(items: SelectItem[], prefix = '', into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const path = `${prefix}${item.alias ?? item.name}`;
    into.add(path);
    // A spread's name is not part of its children's path in PostgREST either.
    embedPaths(item.items, `${path}.`, into);
  }
  return into;
}

export interface ParseTarget {
  table: TableInfo;
  /** For GET /rpc: argument names, whose parameters are arguments rather than filters. */
  argNames?: Set<string>;
}

export function parseRequest(
  method: string,
  target: ParseTarget,
  search: URLSearchParams,
  headers: IncomingHttpHeaders,
  settings: RestSettings,
): RestQuery {
  if ([...search.keys()].length > MAX_QUERY_PARAMETERS) {
    throw parseFailure(`too many query parameters`, `at most ${MAX_QUERY_PARAMETERS} are accepted`);
  }
  const profile = method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
  const { table } = target;
  const query: RestQuery = {
    table,
    select: parseSelect(null),
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    embedded: new Map(),
    columns: null,
    onConflict: null,
    prefer: parsePrefer(headers.prefer, settings),
    args: new Map(),
    ...parseAccept(headers.accept),
  };
  const range = method === 'GET' || method === 'HEAD' ? parseRange(headers.range) : null;
  if (range) {
    query.offset = range.offset;
    query.limit = range.limit;
  }
  const select = search.get('select');
  if (select !== null) query.select = parseSelect(select);
  const paths = embedPaths(query.select);
  const embedOptions = (path: string): EmbedOptions => {
    let options = query.embedded.get(path);
    if (!options) {
      options = { filters: [], order: [], limit: null, offset: 0 };
      query.embedded.set(path, options);
    }
    return options;
  };
  for (const [key, value] of search) {
    if (key === 'select') continue;
    if (key === 'columns') query.columns = parseNames('columns', value, table);
    else if (key === 'on_conflict') query.onConflict = parseNames('on_conflict', value, table);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = Math.min(parseCount('limit', value), query.limit ?? Infinity);
    else if (key === 'offset') query.offset += parseCount('offset', value);
    else if ((LOGIC_KEYS as readonly string[]).includes(key)) {
      query.filters.push(parseLogicTree(key as (typeof LOGIC_KEYS)[number], value));
    } else if (target.argNames?.has(key)) query.args.set(key, value);
    else {
      const embedded = splitEmbedKey(key);
      if (embedded && paths.has(embedded.path)) {
        const options = embedOptions(embedded.path);
        if (embedded.name === 'order') options.order = parseOrder(value);
        else if (embedded.name === 'limit') options.limit = parseCount(key, value);
        else if (embedded.name === 'offset') options.offset = parseCount(key, value);
        else options.filters.push(parseLogicTree(embedded.name as (typeof LOGIC_KEYS)[number], value));
        continue;
      }
      const dot = [...paths].filter((path) => key.startsWith(`${path}.`)).sort((a, b) => b.length - a.length)[0];
      if (dot !== undefined) embedOptions(dot).filters.push(parseFilter(key.slice(dot.length + 1), value));
      else query.filters.push(parseFilter(key, value));
    }
  }
  return query;
}

export type { Catalogue };
