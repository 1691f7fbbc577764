import type { JwtKeys } from '../jwt';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asUser } from '../db/callers';
import type { Database } from '../db/database';
import { BodyTooLarge, MAX_BODY_BYTES, MAX_CALL_BODY_BYTES, readBody } from '../http/read-body';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth';
import { sendJson, sendText } from '../http/respond';
import type { Catalogue } from './catalogue';
import { RestError, toRestError } from './errors';
import { executeDelete, executeInsert, executeRead, executeUpdate, type ExecuteContext, type Outcome } from './execute';
import { parseRequest, type RestQuery, type RestSettings } from './parse-request';
import { requestRole } from './request-role';
import { inTransaction, requestSettings, yieldsOf } from './transaction';
import { callable, executeCall, resolveFunction, type CallOutcome } from './rpc';

export interface RestContext {
  db: Database;
  catalogue: () => Catalogue;
  jwtSecret: JwtKeys;
  /** The REST role's `statement_timeout` (PGlite's database enforces the same limit itself). */
  statementTimeoutMs: number;
  settings: RestSettings;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

async function readJson(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = (req.headers['content-type'] ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new RestError(415, 'PGRST107', `None of these media types are available: ${type}`);
  let raw: Buffer;
  try {
    raw = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message);
    throw error;
  }
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text)) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** A body small enough to name what it asked for; a larger one or one of unknown length is not waited for. */
const NAMING_BODY_BYTES = 16 * 1024;

/**
 * The argument names of a call to a function that cannot be called, for PostgREST's "Could not find the
 * function public.f(id)": read only when the body announces at most 16 KiB; otherwise (or when it is not
 * a JSON object) the answer names no parameters.
 */
async function namedKeys(req: IncomingMessage): Promise<string[]> {
  // A body of unknown length is not waited for; readJson refuses one that announces more than the cap
  // before reading it, and an empty one (Content-Length: 0) is not JSON: both name nothing.
  if (req.headers['content-length'] === undefined) return [];
  try {
    const body = await readJson(req, NAMING_BODY_BYTES);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  } catch {
    return [];
  }
}

function contentRange(offset: number, outcome: Outcome): string {
  const total = outcome.total === null ? '*' : String(outcome.total);
  return outcome.page > 0 ? `${offset}-${offset + outcome.page - 1}/${total}` : `*/${total}`;
}

async function run(req: IncomingMessage, query: RestQuery, settings: string[], ctx: RestContext): Promise<Outcome> {
  const method = req.method!;
  const body = method === 'POST' || method === 'PATCH' ? await readJson(req) : undefined;
  if ((method === 'PATCH' || method === 'DELETE') && query.filters.length === 0) {
    // Hosted projects load pg-safeupdate: a write without a filter is refused rather than hitting every row.
    throw new RestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
  }
  const readOnly = method === 'GET' || method === 'HEAD';
  const execution: ExecuteContext = { catalogue: ctx.catalogue(), aggregates: ctx.settings.aggregates };
  return inTransaction(ctx, query, { readOnly, yields: yieldsOf(method, query) }, settings, async (tx) => {
    let outcome: Outcome;
    if (readOnly) outcome = await executeRead(tx, query, execution);
    else if (method === 'POST') outcome = await executeInsert(tx, query, body, execution);
    else if (method === 'PATCH') outcome = await executeUpdate(tx, query, body, execution);
    else outcome = await executeDelete(tx, query, execution);
    // As PostgREST: only an offset past the total is unsatisfiable; at the total the page is empty (206, */total).
    if (readOnly && query.prefer.count && outcome.total !== null && query.offset > outcome.total) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${query.offset} was requested, but there are only ${outcome.total} rows.`,
      );
    }
    return outcome;
  });
}

const MAX_ARGUMENTS = 100;
const JSON_TYPES = new Set(['json', 'jsonb']);

/** 42501 unless the role may execute some overload of the function (an unknown role is left to `set role`). */
async function requireExecute(ctx: RestContext, role: string, name: string): Promise<void> {
  const { rows } = await ctx.db.query(
    `select case when not exists (select 1 from pg_catalog.pg_roles where rolname = $1) then true
       else exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname = $2 and has_function_privilege($1, p.oid, 'execute')) end::text
       as allowed`,
    [role, name],
  );
  if (rows[0]?.allowed === 'true') return;
  const anonymous = role === 'anon';
  throw new RestError(
    anonymous ? 401 : 403,
    '42501',
    `permission denied for function ${name}`,
    null,
    null,
    anonymous ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}

/** `GET|HEAD|POST /rest/v1/rpc/<fn>`: arguments from the query (GET) or the JSON body (POST). */
async function serveCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  name: string,
  settings: string[],
  ctx: RestContext,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method))
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  const catalogue = ctx.catalogue();
  const overloads = catalogue.functions.get(name) ?? [];
  const argNames = new Set(overloads.flatMap((fn) => fn.params.map((param) => param.name)).filter(Boolean));
  // A parameter named like a filter key takes the value as an argument, as PostgREST does.
  const post = method === 'POST';
  let args: unknown = {};
  if (post) {
    // Nobody's large body is read for a function that is not there or that the caller may not run.
    const callables = overloads.filter(callable);
    if (callables.length === 0) resolveFunction(catalogue, name, await namedKeys(req), { post, singleObject: false });
    await requireExecute(ctx, settings[0]!, name);
    // An import's whole file travels as one JSON argument; every other call is capped as a table write.
    const document = callables.some((fn) => fn.params.some((param) => JSON_TYPES.has(param.type)));
    args = await readJson(req, document ? MAX_CALL_BODY_BYTES : MAX_BODY_BYTES);
  } else {
    const fromQuery: Record<string, string> = {};
    for (const [key, value] of url.searchParams) if (argNames.has(key)) fromQuery[key] = value;
    args = fromQuery;
  }
  const objectArgs = typeof args === 'object' && args !== null && !Array.isArray(args);
  const keys = objectArgs ? Object.keys(args as object) : [];
  if (keys.length > MAX_ARGUMENTS)
    throw new RestError(400, 'PGRST102', `A call takes at most ${MAX_ARGUMENTS} arguments.`);
  const preview = parseRequest(
    method,
    { table: EMPTY_TABLE, argNames },
    new URLSearchParams(),
    req.headers,
    ctx.settings,
  );
  const resolved = resolveFunction(catalogue, name, keys, { post, singleObject: preview.prefer.singleObject });
  if (!objectArgs && !resolved.wholeBody)
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Arguments are one JSON object.');
  const table = resolved.fn.returnTable ?? EMPTY_TABLE;
  const query = parseRequest(method, { table, argNames }, url.searchParams, req.headers, ctx.settings);
  const readOnly = !post || resolved.fn.volatility !== 'volatile';
  const execution: ExecuteContext = { catalogue, aggregates: ctx.settings.aggregates };
  const outcome = await inTransaction<CallOutcome>(ctx, query, { readOnly, yields: readOnly }, settings, (tx) =>
    executeCall(tx, query, execution, resolved, args),
  );
  if (outcome.empty) {
    res.statusCode = 204;
    res.end();
    return;
  }
  const headers: Record<string, string> = {};
  if (query.prefer.applied.length > 0) headers['Preference-Applied'] = query.prefer.applied.join(', ');
  headers['Content-Range'] = contentRange(query.offset, outcome);
  const single = query.single && !outcome.scalar;
  const payload = single ? outcome.first : outcome.body;
  const contentType = single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
  sendText(res, 200, method === 'HEAD' ? '' : (payload ?? 'null'), contentType, headers);
}

const EMPTY_TABLE = { name: '', kind: 'view' as const, columns: new Map(), primaryKey: [], uniques: [] };

function respond(res: ServerResponse, method: string, query: RestQuery, outcome: Outcome): void {
  const headers: Record<string, string> = {};
  if (query.prefer.applied.length > 0) headers['Preference-Applied'] = query.prefer.applied.join(', ');
  const contentType = query.csv
    ? 'text/csv; charset=utf-8'
    : query.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
  const payload = query.single ? outcome.first : outcome.body;
  if (method === 'GET' || method === 'HEAD') {
    headers['Content-Range'] = contentRange(query.offset, outcome);
    const partial = outcome.total !== null && (query.offset > 0 || outcome.page < outcome.total);
    sendText(res, partial ? 206 : 200, payload ?? '[]', contentType, headers);
    return;
  }
  // A write's count shows only when asked for (Prefer: count=…), as PostgREST answers it.
  const counted = query.prefer.count ? outcome : { ...outcome, total: null };
  headers['Content-Range'] = method === 'POST' ? `*/${counted.total ?? '*'}` : contentRange(0, counted);
  // PostgREST answers an upsert that merged into existing rows only with 200.
  const created =
    method === 'POST' && !(query.prefer.resolution === 'merge-duplicates' && outcome.inserted === 0) ? 201 : 200;
  if (query.prefer.representation) {
    sendText(res, created, payload ?? '[]', contentType, headers);
    return;
  }
  res.statusCode = method === 'POST' ? created : 204;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end();
}

/** Serves `/rest/v1/<table>` as PostgREST does for the public schema. */
export async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, ctx: RestContext): Promise<void> {
  let role = 'anon';
  try {
    const rest = url.pathname.slice('/rest/v1/'.length);
    const method = req.method ?? 'GET';
    const isCall = rest.startsWith('rpc/') && rest.length > 4 && !rest.slice(4).includes('/');
    if (rest === '' || (rest.includes('/') && !isCall))
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const identity = requestRole(req.headers, ctx.jwtSecret);
    role = identity.role;
    // A signed-in user's requests are one caller: they wait for one another and never stop one another.
    const user = typeof identity.claims.sub === 'string' ? identity.claims.sub : undefined;
    if (isCall) {
      let name: string;
      try {
        name = decodeURIComponent(rest.slice(4));
      } catch {
        throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      }
      const settings = requestSettings(req, url.pathname, role, identity.claims, ctx);
      await asUser(user, () => serveCall(req, res, url, name, settings, ctx));
      return;
    }
    if (!METHODS.includes(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    let table: string;
    try {
      table = decodeURIComponent(rest);
    } catch {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const query = parseRequest(
      method,
      { table: ctx.catalogue().table(table) },
      url.searchParams,
      req.headers,
      ctx.settings,
    );
    const settings = requestSettings(req, url.pathname, role, identity.claims, ctx);
    const outcome = await asUser(user, () => run(req, query, settings, ctx));
    respond(res, method, query, outcome);
  } catch (error) {
    const failure = toRestError(error, role);
    sendJson(res, failure.status, failure.body, failure.headers);
  }
}
