import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPostgresError } from '../db/database';
import { BodyTooLarge, readBody } from '../http/read-body';
import type { AuthContext } from './context';
import { AuthError, sendAuthError, sendAuthJson, validationFailed } from './errors';
import { authorize, callback } from './routes-oauth';
import { signup } from './routes-signup';
import { token } from './routes-token';
import { getUser, logout, updateUser } from './routes-user';
import { recover, verifyLink, verifyToken } from './routes-verify';

const MAX_AUTH_BODY = 64 * 1024;

type Route = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
  url: URL,
) => Promise<void>;

/** Which rate-limit bucket a route draws from (the limits in emulator/README.md). */
const ROUTES: Record<string, { route: Route; bucket?: 'token' | 'verify' | 'email' }> = {
  'POST /signup': { route: signup, bucket: 'email' },
  'POST /token': { route: token, bucket: 'token' },
  'GET /user': { route: (req, res, ctx) => getUser(req, res, ctx) },
  'PUT /user': { route: (req, res, ctx, body) => updateUser(req, res, ctx, body), bucket: 'email' },
  'POST /logout': { route: (req, res, ctx, _body, url) => logout(req, res, ctx, url) },
  'POST /recover': { route: recover, bucket: 'email' },
  'GET /verify': { route: (req, res, ctx, _body, url) => verifyLink(req, res, ctx, url), bucket: 'verify' },
  'POST /verify': { route: (req, res, ctx, body) => verifyToken(req, res, ctx, body), bucket: 'verify' },
  'GET /authorize': { route: (req, res, ctx, _body, url) => authorize(req, res, ctx, url) },
  'GET /callback': { route: (req, res, ctx, _body, url) => callback(req, res, ctx, url) },
};

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_AUTH_BODY);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      throw new AuthError(413, 'request_too_large', 'Request body is larger than 64 KiB');
    throw error;
  }
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function settingsJson(ctx: AuthContext): Record<string, unknown> {
  return {
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      google: ctx.google !== null,
      apple: false,
      azure: false,
      github: false,
      gitlab: false,
      facebook: false,
    },
    disable_signup: false,
    mailer_autoconfirm: ctx.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** Serves `/auth/v1/*`: the subset of GoTrue that emulator/README.md describes. */
export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext): Promise<void> {
  const path = url.pathname.slice('/auth/v1'.length);
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  try {
    if (method === 'GET' && path === '/health') {
      return sendAuthJson(req, res, 200, {
        version: 'emulator',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    }
    if (method === 'GET' && path === '/settings') return sendAuthJson(req, res, 200, settingsJson(ctx));
    // Tokens are signed with the shared HS256 secret, which is never published: the key set is empty.
    if (method === 'GET' && path === '/.well-known/jwks.json') return sendAuthJson(req, res, 200, { keys: [] });
    const entry = ROUTES[`${method} ${path}`];
    if (!entry) throw new AuthError(404, 'not_found', 'Not Found');
    if (entry.bucket) {
      const limits = ctx.settings.rateLimits;
      const client = req.socket.remoteAddress ?? 'unknown';
      if (!ctx.limiter.take(entry.bucket, client, limits[entry.bucket])) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    }
    const body = method === 'POST' || method === 'PUT' ? await readJsonBody(req) : {};
    if (url.search.length > 8192) throw validationFailed('The query string is longer than 8 KiB');
    await entry.route(req, res, ctx, body, url);
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(req, res, error);
    // A data exception (a NUL in a string, say) comes from what the client sent: refuse it, never a 500.
    if (isPostgresError(error) && error.code.startsWith('22')) {
      return sendAuthError(req, res, validationFailed(`Invalid input: ${error.message}`));
    }
    console.error(error);
    sendAuthError(
      req,
      res,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  }
}
