import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { bearerToken } from '../http/bearer-token';
import { queryJson } from '../db/query-json';
import { signJwt, verifyJwt, type JwtClaims, type JwtKeys } from '../jwt';
import { AuthError } from './errors';
import { randomToken } from './secrets';
import { factorsOf, findUser, identitiesOf, userJson, type UserRecord } from './user-store';

export interface SessionContext {
  jwtKeys: JwtKeys;
  jwtExpiry: number;
  issuer: string;
  refreshReuseInterval: number;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'recovery'
  | 'email/signup'
  | 'magiclink'
  | 'invite'
  | 'email_change'
  | 'anonymous'
  | 'totp';

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string;
  updated_at: string;
}

async function sessionJson(
  db: Queryable,
  ctx: SessionContext,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  const amr = await queryJson<{ method: string; timestamp: number }>(
    db,
    `select authentication_method as method, extract(epoch from created_at)::bigint as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  const [session] = await queryJson<{ aal: string | null }>(db, 'select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  const claims: JwtClaims = {
    iss: ctx.issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: now + ctx.jwtExpiry,
    iat: now,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: session?.aal ?? 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(claims, ctx.jwtKeys),
    token_type: 'bearer',
    expires_in: ctx.jwtExpiry,
    expires_at: now + ctx.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, user.id), await factorsOf(db, user.id)),
  };
}

/** New tokens for a session whose claims changed (MFA raised it to aal2): its refresh token rotates. */
export async function issueSessionTokens(
  db: Queryable,
  ctx: SessionContext,
  userId: string,
  sessionId: string,
): Promise<SessionJson> {
  const [active] = await queryJson<{ token: string }>(
    db,
    `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
    [sessionId],
  );
  const refreshToken = await issueRefreshToken(db, userId, sessionId, active?.token ?? null);
  return sessionJson(db, ctx, (await findUser(db, 'id', userId))!, sessionId, refreshToken);
}

async function issueRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomToken(16);
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Signs a user in: a new session, its first refresh token, and the access token. */
export async function startSession(
  db: Queryable,
  ctx: SessionContext,
  userId: string,
  method: AuthMethod,
  req: IncomingMessage,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  const agent = (req.headers['user-agent'] ?? '').slice(0, 512);
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3, $4::inet)`,
    [sessionId, userId, agent, req.socket.remoteAddress ?? null],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  const refreshToken = await issueRefreshToken(db, userId, sessionId, null);
  const user = (await findUser(db, 'id', userId))!;
  return sessionJson(db, ctx, user, sessionId, refreshToken);
}

const notFound = (): AuthError =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotates a refresh token. Presenting the parent of the session's active token (a client that lost the
 * last answer) returns the active token; a revoked token inside the reuse window gets a fresh child;
 * an older revoked token means the family leaked, so the whole session ends (answered as an error).
 */
export async function refreshSession(
  db: Queryable,
  ctx: SessionContext,
  token: string,
): Promise<SessionJson | AuthError> {
  const [row] = await queryJson<RefreshTokenRow>(
    db,
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id, rt.updated_at
     from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
     where rt.token = $1 for update of rt`,
    [token],
  );
  if (!row) throw notFound();
  const user = await findUser(db, 'id', row.user_id);
  if (!user) throw notFound();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (row.revoked) {
    const [active] = await queryJson<RefreshTokenRow>(
      db,
      `select id, token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [row.session_id],
    );
    if (active && active.parent === row.token) return sessionJson(db, ctx, user, row.session_id, active.token);
    const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
    if (age >= ctx.refreshReuseInterval) {
      await db.query('delete from auth.sessions where id = $1', [row.session_id]);
      // Returned, not thrown: the session's end must be committed before the client hears of it.
      return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
  }
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
    [row.session_id],
  );
  await db.query(`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`, [
    row.session_id,
  ]);
  const child = await issueRefreshToken(db, user.id, row.session_id, row.token);
  return sessionJson(db, ctx, user, row.session_id, child);
}

export interface Caller {
  claims: JwtClaims;
  user: UserRecord;
  sessionId: string;
}

/** Verifies an access token as GoTrue's `parseJWTClaims` does: 403 `bad_jwt` when it does not verify. */
export function verifyAccessToken(keys: JwtKeys, token: string): JwtClaims {
  const verified = verifyJwt(token, keys, 0);
  if (!verified.ok) {
    const why = verified.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return verified.claims;
}

/** The signed-in caller of /user and /logout, from the Bearer token, with its session still alive. */
export async function requireCaller(db: Queryable, keys: JwtKeys, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = verifyAccessToken(keys, token);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(claims.sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  // GoTrue loads the user before the session: a deleted user's token (whose sessions went with it) is
  // answered user_not_found, which supabase-js's signOut treats as already signed out.
  const user = await findUser(db, 'id', claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const [session] = await queryJson<{ id: string }>(db, 'select id from auth.sessions where id::text = $1', [
    sessionId,
  ]);
  if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** A ban set by the admin API (`ban_duration`) that has not run out yet. */
export const isBanned = (user: UserRecord): boolean =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
