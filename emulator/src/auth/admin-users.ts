/* What the admin routes share: the admin check, a user id from the path, and the user fields an admin sets. */
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import { bearerToken } from '../http/bearer-token';
import type { AuthContext } from './context';
import { AuthError, phoneProviderDisabled, validationFailed } from './errors';
import { verifyAccessToken } from './sessions';
import { findUser, type UserRecord } from './user-store';
import { checkEmail, checkMetadata, checkPassword } from './validation';

export type Json = Record<string, unknown>;

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_PER_PAGE = 1000;

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** GoTrue's `requireAdminCredentials`: a valid token whose role is service_role (or supabase_admin). */
export async function requireAdmin(db: Queryable, ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const token = bearerToken(req.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = verifyAccessToken(ctx.jwtKeys, token);
  // A token naming a session must still have it (a signed-out admin user's token stops working).
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    const [session] = await queryJson(db, 'select id from auth.sessions where id::text = $1', [claims.session_id]);
    if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

/** The `{user_id}` of an admin path: 404 as GoTrue answers for a malformed or unknown one. */
export async function loadUserParam(db: Queryable, id: string | undefined): Promise<UserRecord> {
  if (!id || !UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUser(db, 'id', id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** Go's `time.ParseDuration` for what a ban takes ("24h", "1h30m", "90s", "none"), in milliseconds. */
export function parseBanDuration(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 64) throw validationFailed('invalid format for ban duration');
  if (value === 'none') return 0;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(pattern)) {
    total += Number(match[1]) * units[match[2]!]!;
    consumed += match[0].length;
  }
  // Every character is a part (so something was read) and the sum is at most 1e15 ms (64 digits stay finite).
  if (consumed !== value.length || total > 1e15) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  }
  return total;
}

export interface AdminUserParams {
  email: string | null;
  password: string | null;
  passwordHash: string | null;
  emailConfirm: boolean;
  userMetadata: Json | null;
  appMetadata: Json | null;
  role: string | null;
  banMs: number | null;
  id: string | null;
}

export function readAdminParams(body: Json): AdminUserParams {
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    // No SMS provider here, so no user can hold a number it could confirm.
    throw phoneProviderDisabled('Phone numbers are not supported: the project has no SMS provider');
  }
  const email = body.email === undefined || body.email === null || body.email === '' ? null : checkEmail(body.email);
  const password =
    body.password === undefined || body.password === null || body.password === '' ? null : checkPassword(body.password);
  let passwordHash: string | null = null;
  if (body.password_hash !== undefined && body.password_hash !== null && body.password_hash !== '') {
    if (typeof body.password_hash !== 'string' || !/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(body.password_hash)) {
      throw validationFailed('Invalid password hash: only bcrypt hashes are supported');
    }
    passwordHash = body.password_hash;
  }
  if (password !== null && passwordHash !== null) {
    throw validationFailed('Only a password or a password hash should be provided');
  }
  const role = body.role === undefined || body.role === null || body.role === '' ? null : body.role;
  if (role !== null && (typeof role !== 'string' || role.length > 63 || !/^[A-Za-z_][A-Za-z0-9_-]*$/.test(role))) {
    throw validationFailed('Invalid role: a name of at most 63 letters, digits, "_" or "-"');
  }
  const id = body.id === undefined || body.id === null || body.id === '' ? null : body.id;
  if (id !== null && (typeof id !== 'string' || !UUID.test(id))) {
    throw validationFailed('ID must conform to the uuid v4 format');
  }
  if (id === '00000000-0000-0000-0000-000000000000') throw validationFailed('ID cannot be a nil uuid');
  if (body.email_confirm !== undefined && typeof body.email_confirm !== 'boolean') {
    throw validationFailed('email_confirm must be true or false');
  }
  return {
    email,
    password,
    passwordHash,
    emailConfirm: body.email_confirm === true,
    userMetadata:
      body.user_metadata === undefined || body.user_metadata === null ? null : checkMetadata(body.user_metadata),
    appMetadata:
      body.app_metadata === undefined || body.app_metadata === null ? null : checkMetadata(body.app_metadata),
    role: role as string | null,
    banMs: parseBanDuration(body.ban_duration),
    id: id as string | null,
  };
}

/** Merges keys into a user's metadata column; a key set to null is removed, as GoTrue's Update*MetaData do. */
export async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  data: Json,
) {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}') || $2::jsonb)
       - array(select jsonb_array_elements_text($3::jsonb)), updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(data), JSON.stringify(removed)],
  );
}

export async function setBan(db: Queryable, userId: string, banMs: number): Promise<void> {
  await db.query(
    `update auth.users set banned_until = case when $2::float8 = 0 then null
       else now() + make_interval(secs => $2::float8 / 1000) end, updated_at = now() where id = $1`,
    [userId, String(banMs)],
  );
}

export async function emailTaken(db: Queryable, email: string, exceptId: string | null): Promise<boolean> {
  const user = await findUser(db, 'email', email);
  return user !== null && user.id !== exceptId;
}
