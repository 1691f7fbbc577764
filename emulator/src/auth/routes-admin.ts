import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import { bearerToken } from '../http/bearer-token';
import type { AuthContext } from './context';
import { AuthError, phoneProviderDisabled, sendAuthJson, validationFailed } from './errors';
import { BCRYPT_COST } from './routes-signup';
import { verifyAccessToken } from './sessions';
import {
  addEmailIdentity,
  confirmUser,
  createUser,
  findUser,
  identitiesOf,
  loadUserJson,
  userJson,
  type UserRecord,
} from './user-store';
import { checkEmail, checkMetadata, checkPassword } from './validation';

type Json = Record<string, unknown>;

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PER_PAGE = 1000;

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
  if (consumed !== value.length || consumed === 0 || !Number.isFinite(total) || total > 1e15) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  }
  return total;
}

interface AdminUserParams {
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

function readAdminParams(body: Json): AdminUserParams {
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
async function mergeMetadata(
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

async function setBan(db: Queryable, userId: string, banMs: number): Promise<void> {
  await db.query(
    `update auth.users set banned_until = case when $2::float8 = 0 then null
       else now() + make_interval(secs => $2::float8 / 1000) end, updated_at = now() where id = $1`,
    [userId, String(banMs)],
  );
}

async function emailTaken(db: Queryable, email: string, exceptId: string | null): Promise<boolean> {
  const user = await findUser(db, 'email', email);
  return user !== null && user.id !== exceptId;
}

/** GET /admin/users?page=&per_page=&filter=: newest first, with GoTrue's Link and X-Total-Count headers. */
export async function adminListUsers(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL) {
  await requireAdmin(ctx.db, ctx, req);
  const number = (name: string, fallback: number): number => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw)) {
      throw validationFailed(
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw.slice(0, 40)}": invalid syntax`,
      );
    }
    return Number(raw);
  };
  const page = Math.max(number('page', 1), 1);
  const perPage = number('per_page', 50);
  if (perPage < 1 || perPage > MAX_PER_PAGE) {
    throw validationFailed(`Bad Pagination Parameters: per_page must be between 1 and ${MAX_PER_PAGE}`);
  }
  const filter = url.searchParams.get('filter') ?? '';
  if (filter.length > 255) throw validationFailed('The filter is longer than 255 characters');
  const pattern = `%${filter.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = `deleted_at is null and ($1 = '%%' or email like $1 or raw_user_meta_data ->> 'full_name' ilike $1)`;
  const [{ count }] = (await queryJson<{ count: number }>(
    ctx.db,
    `select count(*)::int as count from auth.users where ${where}`,
    [pattern],
  )) as [{ count: number }];
  const ids = await queryJson<{ id: string }>(
    ctx.db,
    `select id from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
    [pattern, String(perPage), String((page - 1) * perPage)],
  );
  const users = [];
  for (const { id } of ids) users.push(await loadUserJson(ctx.db, id));
  const totalPages = Math.ceil(count / perPage);
  const link = (target: number): string => {
    const next = new URL(url);
    next.searchParams.set('page', String(target));
    // Sorted, as Go's url.Values.Encode() writes them (supabase-js reads the page from the first one).
    next.searchParams.sort();
    return `<${next.pathname}${next.search}>`;
  };
  const links = [];
  if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
  links.push(`${link(totalPages)}; rel="last"`);
  res.setHeader('Link', links.join(', '));
  res.setHeader('X-Total-Count', String(count));
  sendAuthJson(req, res, 200, { users, aud: 'authenticated' });
}

/** POST /admin/users: a user with an e-mail identity; confirmed only with `email_confirm: true`. */
export async function adminCreateUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json) {
  await requireAdmin(ctx.db, ctx, req);
  const params = readAdminParams(body);
  if (params.email === null) throw validationFailed('Cannot create a user without either an email or phone');
  const email = params.email;
  const hash =
    params.passwordHash ?? (params.password === null ? null : await bcrypt.hash(params.password, BCRYPT_COST));
  const user = await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, email, null)) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
    if (params.id !== null && (await findUser(tx, 'id', params.id))) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const userId = await createUser(tx, {
      id: params.id ?? undefined,
      email,
      passwordHash: hash,
      confirmed: false,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: params.userMetadata ?? {},
      identityClaims: false,
      role: params.role ?? 'authenticated',
    });
    await addEmailIdentity(tx, userId, email, false);
    if (params.appMetadata) await mergeMetadata(tx, userId, 'raw_app_meta_data', params.appMetadata);
    if (params.emailConfirm) await confirmUser(tx, userId);
    if (params.banMs !== null) await setBan(tx, userId, params.banMs);
    return loadUserJson(tx, userId);
  });
  sendAuthJson(req, res, 200, user);
}

/** GET /admin/users/{id}. */
export async function adminGetUser(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  id: string | undefined,
) {
  await requireAdmin(ctx.db, ctx, req);
  const user = await loadUserParam(ctx.db, id);
  sendAuthJson(req, res, 200, userJson(user, await identitiesOf(ctx.db, user.id)));
}

/** PUT /admin/users/{id}: address, password, confirmation, metadata (merged), role and ban. */
export async function adminUpdateUser(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  id: string | undefined,
  body: Json,
) {
  await requireAdmin(ctx.db, ctx, req);
  const params = readAdminParams(body);
  if (params.id !== null && params.id !== id) throw validationFailed('The user id cannot be changed');
  const hash =
    params.passwordHash ?? (params.password === null ? null : await bcrypt.hash(params.password, BCRYPT_COST));
  const user = await ctx.db.transaction(async (tx) => {
    const existing = await loadUserParam(tx, id);
    const userId = existing.id;
    if (params.role !== null) await tx.query('update auth.users set role = $2 where id = $1', [userId, params.role]);
    if (params.emailConfirm) await confirmUser(tx, userId);
    if (hash !== null) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, hash]);
    }
    if (params.email !== null && params.email !== existing.email) {
      if (await emailTaken(tx, params.email, userId)) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      const identity = (await identitiesOf(tx, userId)).find((candidate) => candidate.provider === 'email');
      if (identity) {
        await tx.query(
          `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now() where id = $1`,
          [identity.id, JSON.stringify({ email: params.email, email_verified: params.emailConfirm })],
        );
      } else {
        await addEmailIdentity(tx, userId, params.email, params.emailConfirm);
        await mergeMetadata(tx, userId, 'raw_app_meta_data', {
          providers: [...new Set([...((existing.raw_app_meta_data?.providers as string[]) ?? []), 'email'])],
        });
      }
      await tx.query(
        `update auth.users set email = $2, email_change = '', email_change_token_new = '',
           email_change_token_current = '', is_anonymous = case when $3 = 'true' then false else is_anonymous end,
           updated_at = now() where id = $1`,
        [userId, params.email, String(params.emailConfirm)],
      );
    }
    if (params.appMetadata) await mergeMetadata(tx, userId, 'raw_app_meta_data', params.appMetadata);
    if (params.userMetadata) await mergeMetadata(tx, userId, 'raw_user_meta_data', params.userMetadata);
    if (params.banMs !== null) await setBan(tx, userId, params.banMs);
    return loadUserJson(tx, userId);
  });
  sendAuthJson(req, res, 200, user);
}

/**
 * DELETE /admin/users/{id}: removes the user and everything that hangs off it; `should_soft_delete` keeps
 * the row (its address and identities let go, its sessions and factors removed), as GoTrue does.
 */
export async function adminDeleteUser(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  id: string | undefined,
  body: Json,
) {
  await requireAdmin(ctx.db, ctx, req);
  if (body.should_soft_delete !== undefined && typeof body.should_soft_delete !== 'boolean') {
    throw validationFailed('should_soft_delete must be true or false');
  }
  await ctx.db.transaction(async (tx) => {
    const user = await loadUserParam(tx, id);
    if (body.should_soft_delete === true) {
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
      await tx.query('delete from auth.identities where user_id = $1', [user.id]);
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = null, phone = null,
           confirmation_token = '', recovery_token = '', email_change = '', email_change_token_new = '',
           email_change_token_current = '', reauthentication_token = '', raw_user_meta_data = '{}',
           updated_at = now() where id = $1`,
        [user.id],
      );
    } else {
      await tx.query('delete from auth.users where id = $1', [user.id]);
    }
  });
  sendAuthJson(req, res, 200, {});
}
