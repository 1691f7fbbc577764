import type { Queryable } from '../db/database';
import { quoteIdent, type Catalogue, type FunctionInfo, type FunctionParam, type TableInfo } from './catalogue';
import { Params } from './where-sql';
import { RestError } from './errors';
import { similarity } from './relationships';
import { readRows, type ExecuteContext, type Outcome } from './execute';
import type { RestQuery } from './parse-request';

const JSON_TYPES = new Set(['json', 'jsonb']);

const SINGLE_UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** Functions PostgREST can call: named parameters, or one unnamed json/jsonb/text/xml/bytea parameter. */
export const callable = (fn: FunctionInfo): boolean =>
  fn.params.every((param) => param.name !== '') ||
  (fn.params.length === 1 && SINGLE_UNNAMED_TYPES.has(fn.params[0]!.type));

/** Whether the given keys fit a function's parameters, exactly as PostgREST matches them. */
function matchesParams(fn: FunctionInfo, keys: Set<string>): boolean {
  if (fn.params.length === 0) return keys.size === 0;
  const required = fn.params.filter((param) => !param.hasDefault).map((param) => param.name);
  const optional = new Set(fn.params.filter((param) => param.hasDefault).map((param) => param.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

/** The overload a call means, as PostgREST picks it (named matches first, then one unnamed json parameter). */
export function resolveFunction(
  catalogue: Catalogue,
  name: string,
  keys: string[],
  options: { post: boolean; singleObject: boolean },
): { fn: FunctionInfo; wholeBody: boolean } {
  const overloads = (catalogue.functions.get(name) ?? []).filter(callable);
  if (options.singleObject) {
    const fn = overloads.find(
      (candidate) => candidate.params.length === 1 && JSON_TYPES.has(candidate.params[0]!.type),
    );
    if (fn) return { fn, wholeBody: true };
  }
  const given = new Set(keys);
  const matching = overloads.filter((candidate) => matchesParams(candidate, given));
  const fallback = overloads.filter(
    (candidate) =>
      options.post &&
      candidate.params.length === 1 &&
      candidate.params[0]!.name === '' &&
      JSON_TYPES.has(candidate.params[0]!.type) &&
      !matching.includes(candidate),
  );
  const ambiguous = (candidates: FunctionInfo[]): RestError =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...candidates]
        .sort(bySignature)
        .map(
          (candidate) =>
            `public.${name}(${candidate.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  if (matching.length === 1) return { fn: matching[0]!, wholeBody: false };
  if (matching.length !== 0) throw ambiguous(matching);
  if (fallback.length === 1) return { fn: fallback[0]!, wholeBody: true };
  if (fallback.length !== 0) throw ambiguous(fallback);
  throw noFunction(catalogue, name, keys, options.post, overloads);
}

/** Overloads as PostgREST lists them: fewer parameters first, then by their types' names. */
function bySignature(a: FunctionInfo, b: FunctionInfo): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  for (let i = 0; i < a.params.length; i++) {
    const order = a.params[i]!.type.localeCompare(b.params[i]!.type);
    if (order !== 0) return order;
  }
  return 0;
}

function noFunction(
  catalogue: Catalogue,
  name: string,
  keys: string[],
  post: boolean,
  overloads: FunctionInfo[],
): RestError {
  const sorted = [...keys].sort();
  const list = sorted.join(', ');
  const parameters = sorted.length === 0 ? ' without parameters' : `(${list})`;
  const withParameters =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${list}`;
  let hint: string | null = null;
  if (overloads.length > 0) {
    const signature = (fn: FunctionInfo): string =>
      `(${fn.params
        .map((param) => param.name)
        .sort()
        .join(', ')})`;
    hint = `Perhaps you meant to call the function public.${name}${signature(overloads[0]!)}`;
  } else {
    // A near name among the functions that can be called, as PostgREST's fuzzy hint (similarity ≥ 0.75).
    let best = 0;
    for (const [candidate, list] of catalogue.functions) {
      if (candidate === name || !list.some(callable)) continue;
      const score = similarity(candidate, name);
      if (score >= 0.75 && score > best) {
        best = score;
        hint = `Perhaps you meant to call the function public.${candidate}`;
      }
    }
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${parameters} in the schema cache`,
    `Searched for the function public.${name}${withParameters}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

/**
 * The function's call: the arguments travel as one JSON object read by `json_to_record`, so Postgres converts
 * each to its parameter's type; named parameters are passed by name, the one unnamed one by position. A
 * json or jsonb argument (an import's whole file) travels as its own parameter instead, so Postgres parses
 * it once rather than once inside the object and again out of it.
 */
function callSql(fn: FunctionInfo, args: unknown, wholeBody: boolean, params: Params): string {
  const name = `public.${quoteIdent(fn.name)}`;
  if (wholeBody) return `${name}(${params.add(JSON.stringify(args ?? {}))}::${fn.params[0]!.type})`;
  const given = fn.params.filter((param) => Object.hasOwn(args as object, param.name));
  if (given.length === 0) return `${name}()`;
  const value = (param: FunctionParam) => (args as Record<string, unknown>)[param.name];
  const values: Record<string, unknown> = {};
  given.forEach((param, index) => {
    if (!JSON_TYPES.has(param.type)) values[`a${index}`] = value(param);
  });
  const json = Object.keys(values).length > 0 ? params.add(JSON.stringify(values)) : '';
  const columns = given.map((param, index) => `a${index} ${param.type}`).join(', ');
  const argument = (index: number): string => {
    const param = given[index]!;
    if (!JSON_TYPES.has(param.type))
      return `(select _a.a${index} from json_to_record(${json}::json) as _a(${columns}))`;
    // JSON null is the SQL null here, as json_to_record reads it.
    const own = value(param);
    return own === null ? `null::${param.type}` : `${params.add(JSON.stringify(own))}::${param.type}`;
  };
  return `${name}(${given
    .map((param, index) => (param.name === '' ? argument(index) : `${quoteIdent(param.name)} => ${argument(index)}`))
    .join(', ')})`;
}

export interface CallOutcome extends Outcome {
  /** `void`: answered with 204. */
  empty: boolean;
  /** A function returning one value or one row answers with it, not an array. */
  scalar: boolean;
}

export async function executeCall(
  tx: Queryable,
  query: RestQuery,
  context: ExecuteContext,
  resolved: { fn: FunctionInfo; wholeBody: boolean },
  args: unknown,
): Promise<CallOutcome> {
  const { fn, wholeBody } = resolved;
  const params = new Params();
  const call = callSql(fn, args, wholeBody, params);
  if (fn.returnType === 'void') {
    await tx.query(`select ${call}`, params.values);
    return { total: null, page: 0, body: null, first: null, empty: true, scalar: false };
  }
  if (query.prefer.maxAffected !== null && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  if (fn.returnTable) {
    const outcome = await readRows(tx, query, context, { sql: call, table: fn.returnTable, params });
    if (query.prefer.maxAffected !== null && outcome.page > query.prefer.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${outcome.page} rows`,
      );
    }
    if (!fn.returnsSet) return { ...outcome, body: outcome.first ?? 'null', empty: false, scalar: true };
    return { ...outcome, empty: false, scalar: false };
  }
  if (!fn.returnsSet) {
    const { rows } = await tx.query(`select to_json(${call})::text as body`, params.values);
    const body = rows[0]?.body ?? 'null';
    return { total: query.prefer.count ? 1 : null, page: 1, body, first: body, empty: false, scalar: true };
  }
  const limit = params.add(String(Math.min(query.limit ?? 1000, 1000)));
  const offset = params.add(String(query.offset));
  const source = `select _v from ${call} _v limit ${limit} offset ${offset}`;
  const { rows } = await tx.query(
    `select count(*)::text as page, coalesce(json_agg(_s._v), '[]')::text as body,
       (json_agg(_s._v) -> 0)::text as first from (${source}) _s`,
    params.values,
  );
  return {
    total: null,
    page: Number(rows[0]?.page ?? 0),
    body: rows[0]?.body ?? '[]',
    // What `Accept: application/vnd.pgrst.object+json` answers for a set of one value: that value.
    first: rows[0]?.first ?? null,
    empty: false,
    scalar: false,
  };
}

export type { TableInfo };
