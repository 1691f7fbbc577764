import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';

type Json = Record<string, unknown>;

export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  invited_at: string | null;
  banned_until: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
}

export interface IdentityRecord {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, is_anonymous, invited_at, banned_until, email_change, email_change_sent_at,
  reauthentication_sent_at`;

export async function findUser(db: Queryable, by: 'id' | 'email', value: string): Promise<UserRecord | null> {
  const where = by === 'id' ? 'id = $1::uuid' : 'lower(email) = lower($1) and is_sso_user = false';
  const [user] = await queryJson<UserRecord>(
    db,
    `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null`,
    [value],
  );
  return user ?? null;
}

export function identitiesOf(db: Queryable, userId: string): Promise<IdentityRecord[]> {
  return queryJson<IdentityRecord>(db, 'select * from auth.identities where user_id = $1 order by created_at', [
    userId,
  ]);
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  confirmed: boolean;
  appMetadata: Json;
  userMetadata: Json;
  /** Copy `sub`, `email` and `email_verified` into the user metadata, as an e-mail sign-up does (default). */
  identityClaims?: boolean;
  anonymous?: boolean;
  id?: string;
  role?: string;
  invited?: boolean;
}

export async function createUser(db: Queryable, input: NewUser): Promise<string> {
  const id = input.id ?? randomUUID();
  const userMetadata =
    input.identityClaims === false
      ? input.userMetadata
      : { ...input.userMetadata, sub: id, email: input.email, email_verified: input.confirmed };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $7, $2, $3,
       case when $4 = 'true' then now() end, case when $9 = 'true' then now() end, '', '', '', '', $5::jsonb,
       $6::jsonb, now(), now(), $8 = 'true')`,
    [
      id,
      input.email,
      input.passwordHash,
      String(input.confirmed),
      JSON.stringify(input.appMetadata),
      JSON.stringify(userMetadata),
      input.role ?? 'authenticated',
      String(input.anonymous ?? false),
      String(input.invited ?? false),
    ],
  );
  return id;
}

export async function addIdentity(
  db: Queryable,
  input: { userId: string; provider: string; providerId: string; data: Json },
): Promise<IdentityRecord> {
  const id = randomUUID();
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
       updated_at)
     values ($1, $2, $3, $4::jsonb, $5, now(), now(), now())`,
    [id, input.providerId, input.userId, JSON.stringify(input.data), input.provider],
  );
  const [identity] = await queryJson<IdentityRecord>(db, 'select * from auth.identities where id = $1', [id]);
  return identity!;
}

/** The e-mail identity GoTrue gives a user with an address: its id is the user's, its claims the address. */
export function addEmailIdentity(
  db: Queryable,
  userId: string,
  email: string,
  verified: boolean,
  claims: Json = {},
): Promise<IdentityRecord> {
  return addIdentity(db, {
    userId,
    provider: 'email',
    providerId: userId,
    data: { ...claims, sub: userId, email, email_verified: verified, phone_verified: false },
  });
}

/**
 * An unconfirmed user takes on an identity (GoTrue's RemoveUnconfirmedIdentities): nothing of what was
 * claimed before it is proven survives. A provider identity drops the password; the metadata becomes the
 * identity's; every other identity is removed, and the providers list follows.
 */
export async function keepOnlyIdentity(db: Queryable, userId: string, keep: IdentityRecord): Promise<void> {
  const dropPassword = keep.provider !== 'email' && keep.provider !== 'phone';
  await db.query('delete from auth.identities where user_id = $1 and id <> $2', [userId, keep.id]);
  await db.query(
    `update auth.users set
       encrypted_password = case when $3 = 'true' then null else encrypted_password end,
       raw_user_meta_data = $4::jsonb,
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || jsonb_build_object('provider', $2::text, 'providers', jsonb_build_array($2::text)),
       updated_at = now()
     where id = $1`,
    [userId, keep.provider, String(dropPassword), JSON.stringify(keep.identity_data)],
  );
}

/**
 * An e-mailed link proved the address: every provider identity whose provider did not vouch for it goes
 * (it was claimed by whoever signed in with it, not by the owner). A user left with no identity gets the
 * e-mail identity, and none of the claimed metadata; otherwise the providers list follows what is left.
 */
export async function dropUnverifiedIdentities(db: Queryable, userId: string): Promise<void> {
  const dropped = await db.query(
    `delete from auth.identities where user_id = $1 and provider not in ('email', 'phone')
       and coalesce(identity_data ->> 'email_verified', 'false') <> 'true' returning id`,
    [userId],
  );
  if (dropped.rows.length === 0) return;
  const left = await identitiesOf(db, userId);
  const [user] = await queryJson<{ email: string | null }>(db, 'select email from auth.users where id = $1', [userId]);
  if (left.length === 0 && user?.email) {
    await keepOnlyIdentity(db, userId, await addEmailIdentity(db, userId, user.email, true));
    return;
  }
  const providers = [...new Set(left.map((identity) => identity.provider))];
  await db.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') ||
       jsonb_build_object('provider', $2::text, 'providers', $3::jsonb), updated_at = now() where id = $1`,
    [userId, providers[0] ?? 'email', JSON.stringify(providers)],
  );
}

/** Marks the address confirmed, as a followed link or a verified provider does; an outstanding link dies. */
export async function confirmUser(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [userId],
  );
}

/** Merges keys into the user's metadata; a key set to null is removed, as GoTrue does. */
export async function mergeUserMetadata(db: Queryable, userId: string, data: Json): Promise<void> {
  await db.query(
    `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $2::jsonb),
       updated_at = now() where id = $1`,
    [userId, JSON.stringify(data)],
  );
}

const iso = (value: string | null): string | undefined => (value ? new Date(value).toISOString() : undefined);

export interface FactorRecord {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  secret: string | null;
  last_challenged_at: string | null;
}

/** A factor as GoTrue serialises it (never its secret). */
export function factorJson(factor: FactorRecord): Json {
  return {
    id: factor.id,
    status: factor.status,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    ...(factor.last_challenged_at ? { last_challenged_at: iso(factor.last_challenged_at) } : {}),
  };
}

export function factorsOf(db: Queryable, userId: string): Promise<FactorRecord[]> {
  return queryJson<FactorRecord>(db, 'select * from auth.mfa_factors where user_id = $1 order by created_at', [userId]);
}

/** The user as GoTrue serialises it; unset optional timestamps are left out, and `factors` when there are none. */
export function userJson(user: UserRecord, identities: IdentityRecord[], factors: FactorRecord[] = []): Json {
  const optional = {
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change || undefined,
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export async function loadUserJson(db: Queryable, userId: string): Promise<Json | null> {
  const user = await findUser(db, 'id', userId);
  return user ? userJson(user, await identitiesOf(db, userId), await factorsOf(db, userId)) : null;
}
