import type { Queryable } from '../db/database';
import { quoteIdent, type Catalogue, type FunctionInfo, type TableInfo } from './catalogue';
import { aggregateSql, Params } from './build-sql';
import { RestError } from './errors';
import { readRows, type ExecuteContext, type Outcome } from './execute';
import type { RestQuery } from './parse-request';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** The overload a call means, as PostgREST picks it: every given key is a parameter, every required one given. */
export function resolveFunction(
  catalogue: Catalogue,
  name: string,
  keys: string[],
  options: { post: boolean; singleObject: boolean },
): { fn: FunctionInfo; wholeBody: boolean } {
  const overloads = catalogue.functions.get(name) ?? [];
  if (options.singleObject) {
    const fn = overloads.find(
      (candidate) => candidate.params.length === 1 && JSON_TYPES.has(candidate.params[0]!.type),
    );
    if (fn) return { fn, wholeBody: true };
  }
  const fits = overloads.filter(
    (candidate) =>
      candidate.params.every((param) => param.name !== '') &&
      keys.every((key) => candidate.params.some((param) => param.name === key)) &&
      candidate.params.every((param) => param.hasDefault || keys.includes(param.name)),
  );
  if (fits.length === 1) return { fn: fits[0]!, wholeBody: false };
  if (fits.length > 1) {
    // The one taking exactly the given keys wins over those that would fill the rest with defaults.
    const exact = fits.filter((candidate) => candidate.params.length === keys.length);
    if (exact.length === 1) return { fn: exact[0]!, wholeBody: false };
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits
        .map(
          (candidate) =>
            `public.${name}(${candidate.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (options.post) {
    const single = overloads.find(
      (candidate) =>
        candidate.params.length === 1 && candidate.params[0]!.name === '' && JSON_TYPES.has(candidate.params[0]!.type),
    );
    if (single) return { fn: single, wholeBody: true };
  }
  throw noFunction(catalogue, name, keys, options.post, overloads);
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
    const lower = name.toLowerCase();
    const similar = [...catalogue.functions.keys()].find(
      (candidate) =>
        candidate.toLowerCase() === lower ||
        candidate.toLowerCase().startsWith(lower) ||
        lower.startsWith(candidate.toLowerCase()),
    );
    if (similar) hint = `Perhaps you meant to call the function public.${similar}`;
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${parameters} in the schema cache`,
    `Searched for the function public.${name}${withParameters}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** The function's call: arguments from one JSON object through `json_to_record`, so Postgres converts each. */
function callSql(
  fn: FunctionInfo,
  args: Record<string, unknown> | unknown,
  wholeBody: boolean,
  params: Params,
): string {
  const name = `public.${quoteIdent(fn.name)}`;
  if (wholeBody) return `${name}(${params.add(JSON.stringify(args ?? {}))}::${fn.params[0]!.type})`;
  const given = fn.params.filter((param) => Object.hasOwn(args as object, param.name));
  if (given.length === 0) return `${name}()`;
  const record = `(select * from json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${given
    .map((param) => `${quoteIdent(param.name)} ${param.type}`)
    .join(', ')}))`;
  return `${name}(${given.map((param) => `${quoteIdent(param.name)} => (select _a.${quoteIdent(param.name)} from ${record} _a)`).join(', ')})`;
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
  if (fn.returnTable) {
    const outcome = await readRows(tx, query, context, { sql: call, table: fn.returnTable, params });
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
    `select count(*)::text as page, coalesce(json_agg(_s._v), '[]')::text as body from (${source}) _s`,
    params.values,
  );
  void aggregateSql;
  return {
    total: null,
    page: Number(rows[0]?.page ?? 0),
    body: rows[0]?.body ?? '[]',
    first: null,
    empty: false,
    scalar: false,
  };
}

export type { TableInfo };
