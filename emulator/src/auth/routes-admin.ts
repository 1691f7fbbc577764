import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import { queryJson } from '../db/query-json';
import {
  DUPLICATE_EMAIL,
  emailTaken,
  type Json,
  loadUserParam,
  MAX_PER_PAGE,
  mergeMetadata,
  readAdminParams,
  requireAdmin,
  setBan,
} from './admin-users';
import type { AuthContext } from './context';
import { AuthError, sendAuthJson, validationFailed } from './errors';
import { BCRYPT_COST } from './routes-signup';
import {
  addEmailIdentity,
  confirmUser,
  createUser,
  findUser,
  identitiesOf,
  loadUserJson,
  userJson,
} from './user-store';

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
