import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { bearerToken } from '../http/bearer-token';
import { BodyTooLarge, MAX_BODY_BYTES, readBody } from '../http/read-body';
import { sendJson } from '../http/respond';
import { verifyJwt, type JwtKeys } from '../jwt';
import { loadHandler, withFunctionEnv } from './deno-shim';

export const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../../supabase/functions');

/** A deployable function's name: what `supabase functions deploy` accepts (folders starting with _ are shared code). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface FunctionsContext {
  dir: string;
  jwtKeys: JwtKeys;
  /** What every call's `Deno.env` holds. */
  env: () => Record<string, string>;
  /** Names whose `verify_jwt` is off in `supabase/config.toml`. */
  openFunctions: Set<string>;
}

/**
 * The names `[functions.<name>]` sections of `supabase/config.toml` mark `verify_jwt = false`: the Supabase
 * CLI deploys them so, and the gateway then lets calls without a JWT through.
 */
export async function readOpenFunctions(configPath: string): Promise<Set<string>> {
  const open = new Set<string>();
  let text: string;
  try {
    text = await readFile(configPath, 'utf8');
  } catch {
    return open;
  }
  let section: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[functions\.([A-Za-z0-9_-]+)\]\s*(#.*)?$/.exec(line);
    if (header) section = header[1]!;
    else if (/^\s*\[/.test(line)) section = null;
    else if (section && /^\s*verify_jwt\s*=\s*false\s*(#.*)?$/.test(line)) open.add(section);
  }
  return open;
}

/** The gateway's check of a function call: a JWT of this project in `Authorization`, unless verify_jwt is off. */
function gate(req: IncomingMessage, name: string, ctx: FunctionsContext): { status: number; message: string } | null {
  if (req.method === 'OPTIONS' || ctx.openFunctions.has(name)) return null;
  const token = bearerToken(req.headers);
  if (!token) return { status: 401, message: 'Missing authorization header' };
  return verifyJwt(token, ctx.jwtKeys).ok ? null : { status: 401, message: 'Invalid JWT' };
}

async function toRequest(req: IncomingMessage, url: URL, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, MAX_BODY_BYTES) : null;
  return new Request(new URL(url.pathname + url.search, origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'content-encoding') res.setHeader(key, value);
  });
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolveSent, rejectSent) => {
    const stream = Readable.fromWeb(response.body as WebReadableStream);
    stream.on('error', rejectSent);
    res.on('finish', resolveSent);
    res.on('close', resolveSent);
    stream.pipe(res);
  });
}

/** Calls function `name` with a web Request, as the edge runtime does. Null when there is no such function. */
export async function invokeFunction(ctx: FunctionsContext, name: string, request: Request): Promise<Response | null> {
  if (!NAME.test(name)) return null;
  const entry = join(ctx.dir, name, 'index.ts');
  if (!existsSync(entry)) return null;
  const handler = await loadHandler(pathToFileURL(entry).href);
  return withFunctionEnv(ctx.env(), () => handler(request));
}

/** `/functions/v1/<name>[/<rest>]`: the gateway's JWT check, then the function's own answer, CORS included. */
export async function handleFunctions(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: FunctionsContext,
  origin: string,
): Promise<void> {
  const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
  const refused = gate(req, name, ctx);
  if (refused) return sendJson(res, refused.status, { code: refused.status, message: refused.message });
  let request: Request;
  try {
    request = await toRequest(req, url, origin);
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendJson(res, 413, { code: 413, message: error.message });
    throw error;
  }
  let response: Response | null;
  try {
    response = await invokeFunction(ctx, name, request);
  } catch (error) {
    // The edge runtime's answer to a function that threw: 500 with a generic message, the error in the logs.
    console.error(`Function ${name} failed:`, error);
    return sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  }
  if (!response) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  await sendResponse(res, response);
}
