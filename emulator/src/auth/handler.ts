import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPostgresError } from '../db/database';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth';
import { BodyTooLarge, readBody } from '../http/read-body';
import type { AuthContext } from './context';
import { AuthError, sendAuthError, sendAuthJson, validationFailed } from './errors';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './routes-admin';
import {
  adminDeleteFactor,
  adminListFactors,
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './routes-mfa';
import { authorize, callback } from './routes-oauth';
import {
  createOAuthClient,
  deleteOAuthClient,
  getOAuthClient,
  listOAuthClients,
  regenerateOAuthClientSecret,
  updateOAuthClient,
} from './routes-oauth-clients';
import { generateLink, invite, otp, reauthenticate, resend } from './routes-otp';
import { signup } from './routes-signup';
import { token } from './routes-token';
import { getUser, logout, updateUser } from './routes-user';
import { recover, verifyLink, verifyToken } from './routes-verify';
import { requireCaller } from './sessions';

/** SAML single sign-on is not configured on this project (GoTrue's `requireSAMLEnabled`). */
async function samlDisabled(): Promise<void> {
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
}

/** Linking and unlinking identities by hand is off (GoTrue's `requireManualLinkingEnabled`, after sign-in). */
const manualLinkingDisabled: Route = async (req, _res, ctx) => {
  await requireCaller(ctx.db, ctx.jwtKeys, req);
  throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
};

const MAX_AUTH_BODY = 64 * 1024;

type Route = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
  url: URL,
  params: Record<string, string>,
) => Promise<void>;

interface RouteEntry {
  route: Route;
  bucket?: 'token' | 'verify' | 'email';
}

/** Which rate-limit bucket a route draws from (the limits in emulator/README.md); `:name` is a path segment. */
const ROUTES: Record<string, RouteEntry> = {
  'POST /signup': { route: signup, bucket: 'email' },
  'POST /token': { route: token, bucket: 'token' },
  'GET /user': { route: (req, res, ctx) => getUser(req, res, ctx) },
  'PUT /user': { route: (req, res, ctx, body) => updateUser(req, res, ctx, body), bucket: 'email' },
  'POST /logout': { route: (req, res, ctx, _body, url) => logout(req, res, ctx, url) },
  'POST /recover': { route: recover, bucket: 'email' },
  'GET /verify': { route: (req, res, ctx, _body, url) => verifyLink(req, res, ctx, url), bucket: 'verify' },
  'POST /verify': { route: (req, res, ctx, body) => verifyToken(req, res, ctx, body), bucket: 'verify' },
  'POST /otp': { route: otp, bucket: 'email' },
  'POST /magiclink': { route: otp, bucket: 'email' },
  'POST /resend': { route: resend, bucket: 'email' },
  'GET /reauthenticate': { route: (req, res, ctx) => reauthenticate(req, res, ctx), bucket: 'email' },
  'POST /invite': { route: invite },
  'POST /admin/generate_link': { route: generateLink },
  'GET /authorize': { route: (req, res, ctx, _body, url) => authorize(req, res, ctx, url) },
  'GET /callback': { route: (req, res, ctx, _body, url) => callback(req, res, ctx, url) },
  'GET /admin/users': { route: (req, res, ctx, _body, url) => adminListUsers(req, res, ctx, url) },
  'POST /admin/users': { route: (req, res, ctx, body) => adminCreateUser(req, res, ctx, body) },
  'GET /admin/users/:user_id': {
    route: (req, res, ctx, _b, _u, params) => adminGetUser(req, res, ctx, params.user_id),
  },
  'PUT /admin/users/:user_id': {
    route: (req, res, ctx, body, _u, params) => adminUpdateUser(req, res, ctx, params.user_id, body),
  },
  'DELETE /admin/users/:user_id': {
    route: (req, res, ctx, body, _u, params) => adminDeleteUser(req, res, ctx, params.user_id, body),
  },
  'POST /factors': { route: (req, res, ctx, body) => enrollFactor(req, res, ctx, body) },
  'POST /factors/:factor_id/challenge': {
    route: (req, res, ctx, _b, _u, params) => challengeFactor(req, res, ctx, params.factor_id),
    bucket: 'verify',
  },
  'POST /factors/:factor_id/verify': {
    route: (req, res, ctx, body, _u, params) => verifyFactor(req, res, ctx, params.factor_id, body),
    bucket: 'verify',
  },
  'DELETE /factors/:factor_id': {
    route: (req, res, ctx, _b, _u, params) => unenrollFactor(req, res, ctx, params.factor_id),
  },
  'GET /admin/users/:user_id/factors': {
    route: (req, res, ctx, _b, _u, params) => adminListFactors(req, res, ctx, params.user_id),
  },
  'DELETE /admin/users/:user_id/factors/:factor_id': {
    route: (req, res, ctx, _b, _u, params) => adminDeleteFactor(req, res, ctx, params.user_id, params.factor_id),
  },
  'GET /admin/oauth/clients': { route: (req, res, ctx) => listOAuthClients(req, res, ctx) },
  'POST /admin/oauth/clients': { route: (req, res, ctx, body) => createOAuthClient(req, res, ctx, body) },
  'GET /admin/oauth/clients/:client_id': {
    route: (req, res, ctx, _b, _u, params) => getOAuthClient(req, res, ctx, params.client_id),
  },
  'PUT /admin/oauth/clients/:client_id': {
    route: (req, res, ctx, body, _u, params) => updateOAuthClient(req, res, ctx, params.client_id, body),
  },
  'DELETE /admin/oauth/clients/:client_id': {
    route: (req, res, ctx, _b, _u, params) => deleteOAuthClient(req, res, ctx, params.client_id),
  },
  'POST /admin/oauth/clients/:client_id/regenerate_secret': {
    route: (req, res, ctx, _b, _u, params) => regenerateOAuthClientSecret(req, res, ctx, params.client_id),
  },
  // Features this project has off, answered as GoTrue answers them.
  'POST /sso': { route: samlDisabled },
  'GET /sso/saml/metadata': { route: samlDisabled },
  'POST /sso/saml/acs': { route: samlDisabled },
  'GET /user/identities/authorize': { route: manualLinkingDisabled },
  'DELETE /user/identities/:identity_id': { route: manualLinkingDisabled },
};

/** The route for a method and path, with the values of its `:name` segments. */
function findRoute(method: string, path: string): { entry: RouteEntry; params: Record<string, string> } | null {
  const exact = ROUTES[`${method} ${path}`];
  if (exact) return { entry: exact, params: {} };
  const segments = path.split('/');
  for (const [key, entry] of Object.entries(ROUTES)) {
    const [routeMethod, pattern] = key.split(' ') as [string, string];
    if (routeMethod !== method || !pattern.includes(':')) continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '' || segment.length > 100) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { entry, params };
  }
  return null;
}

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
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text)) {
    throw new AuthError(400, 'bad_json', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
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
      anonymous_users: ctx.settings.anonymousUsers,
      email: true,
      phone: false,
      google: ctx.google !== null,
      apple: false,
      azure: false,
      github: false,
      gitlab: false,
      facebook: false,
    },
    disable_signup: ctx.settings.signupDisabled,
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
    // The public signing keys; empty when tokens are signed with the shared HS256 secret only.
    if (method === 'GET' && path === '/.well-known/jwks.json') {
      res.setHeader('Cache-Control', 'public, max-age=600');
      return sendAuthJson(req, res, 200, { keys: typeof ctx.jwtKeys === 'string' ? [] : ctx.jwtKeys.jwks });
    }
    const found = findRoute(method, path);
    if (!found) throw new AuthError(404, 'not_found', 'Not Found');
    const { entry, params } = found;
    if (entry.bucket) {
      const limits = ctx.settings.rateLimits;
      const client = req.socket.remoteAddress ?? 'unknown';
      if (!ctx.limiter.take(entry.bucket, client, limits[entry.bucket])) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    }
    const body = method === 'POST' || method === 'PUT' || method === 'DELETE' ? await readJsonBody(req) : {};
    if (url.search.length > 8192) throw validationFailed('The query string is longer than 8 KiB');
    await entry.route(req, res, ctx, body, url, params);
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
