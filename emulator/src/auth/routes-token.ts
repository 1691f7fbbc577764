import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { AuthContext } from './context';
import { createHash } from 'node:crypto';
import {
  AuthError,
  OAuthError,
  invalidCredentials,
  phoneProviderDisabled,
  sendAuthJson,
  validationFailed,
} from './errors';
import { userForProvider } from './oauth-users';
import { redeemFlowState } from './flow-state';
import { isBanned, refreshSession, startSession, type SessionJson } from './sessions';
import { findUser } from './user-store';

/**
 * Compared against when the address is unknown, so both answers take as long (no user enumeration): a
 * bcrypt hash of a throwaway password at BCRYPT_COST, as a user's is. Written out rather than hashed at
 * start, which took 80 ms of every start of the emulator.
 */
export const DUMMY_HASH = '$2b$10$t9qAERb474WVUQoL72jNEuSSyMnYwW14L93Y6RrtROurvFeR.Wih6';

async function passwordGrant(
  req: IncomingMessage,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<SessionJson> {
  const { email, password, phone } = body;
  const hasEmail = typeof email === 'string' && email !== '';
  const hasPhone = typeof phone === 'string' && phone !== '';
  if (hasEmail && hasPhone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  // No SMS provider here: phone logins are off, as on a project without one.
  if (hasPhone) throw phoneProviderDisabled('Phone logins are disabled', 422);
  if (!hasEmail) throw validationFailed('missing email or phone');
  if (typeof password !== 'string' || password === '') throw invalidCredentials();
  const user = await findUser(ctx.db, 'email', (email as string).trim());
  const matches = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
  if (!user || !user.encrypted_password || !matches) throw invalidCredentials();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at && !ctx.settings.autoconfirm) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  return ctx.db.transaction((tx) => startSession(tx, ctx.sessions(), user.id, 'password', req));
}

async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<SessionJson> {
  const token = body.refresh_token;
  if (typeof token !== 'string' || token.length > 255 || !/^[A-Za-z0-9_-]+$/.test(token)) {
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

/**
 * `grant_type=id_token`: an ID token the app got from the provider itself (Google's one-tap or a native
 * SDK). Only Google, and only when it is configured; the nonce rule is GoTrue's (the token carries the
 * SHA-256 of the nonce the app sends).
 */
async function idTokenGrant(
  req: IncomingMessage,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<SessionJson> {
  const idToken = typeof body.id_token === 'string' ? body.id_token : '';
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer = typeof body.issuer === 'string' ? body.issuer : '';
  const clientId = typeof body.client_id === 'string' ? body.client_id : '';
  const nonce = typeof body.nonce === 'string' ? body.nonce : '';
  if (idToken === '') throw new OAuthError('invalid request', 'id_token required');
  if (provider === '' && (clientId === '' || issuer === '')) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required');
  }
  if (idToken.length > 8192 || nonce.length > 1024) throw new OAuthError('invalid request', 'Bad ID token');
  const googleIssuer = ctx.google?.settings.issuer ?? 'https://accounts.google.com';
  if (provider !== 'google' && issuer !== googleIssuer) {
    throw validationFailed(`Custom OIDC provider "${provider}" not allowed`);
  }
  if (!ctx.google) {
    throw new AuthError(400, 'provider_disabled', `Provider (issuer "${googleIssuer}") is not enabled`);
  }
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.google.verifyIdToken(idToken, null);
  } catch {
    throw new OAuthError('invalid request', 'Bad ID token');
  }
  const tokenNonce = typeof claims.nonce === 'string' ? claims.nonce : '';
  if ((tokenNonce !== '') !== (nonce !== '')) {
    throw new OAuthError('invalid request', 'Passed nonce and nonce in id_token should either both exist or not.');
  }
  if (nonce !== '' && createHash('sha256').update(nonce).digest('hex') !== tokenNonce) {
    throw new OAuthError('invalid nonce', 'Nonces mismatch');
  }
  // What the provider sign-in wrote before an error (a confirmation e-mail, say) stays written.
  const result = await ctx.db.transaction(async (tx) => {
    const outcome = await userForProvider(tx, ctx, 'google', claims, ctx.settings.siteUrl);
    if ('error' in outcome) return outcome.error;
    return startSession(tx, ctx.sessions(), outcome.userId, 'oauth', req);
  });
  if (result instanceof AuthError) throw result;
  return result;
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
  else if (grant === 'id_token') session = await idTokenGrant(req, ctx, body);
  // Sign-in with Ethereum or Solana wallets is off, as on a project that has not switched it on.
  else if (grant === 'web3') throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  else throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  sendAuthJson(req, res, 200, session);
}
