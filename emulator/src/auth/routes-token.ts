import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { AuthContext } from './context';
import { AuthError, invalidCredentials, sendAuthJson, validationFailed } from './errors';
import { redeemFlowState } from './flow-state';
import { refreshSession, startSession, type SessionJson } from './sessions';
import { findUser } from './user-store';

// Compared against when the address is unknown, so both answers take as long (no user enumeration).
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

async function passwordGrant(
  req: IncomingMessage,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<SessionJson> {
  const { email, password } = body;
  if (typeof email !== 'string' || email === '' || typeof password !== 'string' || password === '') {
    throw invalidCredentials();
  }
  const user = await findUser(ctx.db, 'email', email.trim());
  const matches = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
  if (!user || !user.encrypted_password || !matches) throw invalidCredentials();
  if (!user.email_confirmed_at && !ctx.settings.autoconfirm) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  return ctx.db.transaction((tx) => startSession(tx, ctx.sessions(), user.id, 'password', req));
}

async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<SessionJson> {
  const token = body.refresh_token;
  if (typeof token !== 'string' || token === '' || token.length > 255 || !/^[A-Za-z0-9_-]+$/.test(token)) {
    throw validationFailed('Invalid Refresh Token: malformed refresh token');
  }
  const result = await ctx.db.transaction((tx) => refreshSession(tx, ctx.sessions(), token));
  if (result instanceof AuthError) throw result;
  return result;
}

async function pkceGrant(req: IncomingMessage, ctx: AuthContext, body: Record<string, unknown>): Promise<SessionJson> {
  const { auth_code: code, code_verifier: verifier } = body;
  if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  return ctx.db.transaction(async (tx) => {
    const flow = await redeemFlowState(tx, code, verifier, ctx.settings.flowStateExpiry);
    const method =
      flow.authentication_method === 'oauth'
        ? 'oauth'
        : flow.authentication_method === 'recovery'
          ? 'recovery'
          : 'email/signup';
    const session = await startSession(tx, ctx.sessions(), flow.user_id!, method, req);
    if (flow.provider_access_token) session.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) session.provider_refresh_token = flow.provider_refresh_token;
    return session;
  });
}

export async function token(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
  url: URL,
): Promise<void> {
  const grant = url.searchParams.get('grant_type');
  let session: SessionJson;
  if (grant === 'password') session = await passwordGrant(req, ctx, body);
  else if (grant === 'refresh_token') session = await refreshGrant(ctx, body);
  else if (grant === 'pkce') session = await pkceGrant(req, ctx, body);
  else throw validationFailed('unsupported_grant_type');
  sendAuthJson(req, res, 200, session);
}
