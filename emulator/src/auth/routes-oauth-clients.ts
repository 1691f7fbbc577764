/*
 * The OAuth 2.1 server's client registry, as GoTrue's `/admin/oauth/clients` answers it (what supabase-js's
 * `auth.admin.oauth.*` calls): service-role only, behind the OAuth server setting, soft deletes, and a
 * client secret generated here, shown once and stored as its SHA-256 alone.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { queryJson } from '../db/query-json';
import { requireAdmin, type Json } from './admin-users';
import type { AuthContext } from './context';
import { AuthError, sendAuthJson, validationFailed } from './errors';
import { readRegisterParams, readUpdateParams, type ClientType } from './oauth-client-params';

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  client_type: ClientType;
  token_endpoint_auth_method: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: string;
  updated_at: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = `id, client_secret_hash, registration_type::text, client_type::text, token_endpoint_auth_method,
  redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at`;

/** GoTrue's OAuthServerClientResponse: empty strings and lists are left out (Go's omitempty). */
function clientJson(row: ClientRow, secret?: string): Json {
  const split = (value: string): string[] => (value === '' ? [] : value.split(','));
  const redirectUris = split(row.redirect_uris);
  return {
    client_id: row.id,
    ...(secret ? { client_secret: secret } : {}),
    client_type: row.client_type,
    ...(redirectUris.length > 0 ? { redirect_uris: redirectUris } : {}),
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: split(row.grant_types),
    response_types: ['code'],
    ...(row.client_name ? { client_name: row.client_name } : {}),
    ...(row.client_uri ? { client_uri: row.client_uri } : {}),
    ...(row.logo_uri ? { logo_uri: row.logo_uri } : {}),
    registration_type: row.registration_type,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** 32 random bytes, base64url, as GoTrue generates it; only its SHA-256 (base64url) is stored. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

/** GoTrue's admin check, then its `requireOAuthServerEnabled` (404 when the OAuth server is off). */
async function requireRegistry(req: IncomingMessage, ctx: AuthContext): Promise<void> {
  await requireAdmin(ctx.db, ctx, req);
  if (!ctx.settings.oauthServer) throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
}

/** GoTrue's LoadOAuthServerClient: a malformed id is 400, an unknown or deleted one 404. */
async function loadClient(ctx: AuthContext, id: string | undefined): Promise<ClientRow> {
  if (!id) throw validationFailed('client_id is required');
  if (!UUID.test(id)) throw validationFailed('invalid client_id format');
  const [row] = await queryJson<ClientRow>(
    ctx.db,
    `select ${COLUMNS} from auth.oauth_clients where id = $1::uuid and deleted_at is null`,
    [id],
  );
  if (!row) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return row;
}

/** GET /admin/oauth/clients: every client, newest first; GoTrue pages nothing yet, and omits an empty list. */
export async function listOAuthClients(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  await requireRegistry(req, ctx);
  const rows = await queryJson<ClientRow>(
    ctx.db,
    `select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc, id`,
  );
  sendAuthJson(req, res, 200, rows.length > 0 ? { clients: rows.map((row) => clientJson(row)) } : {});
}

/** POST /admin/oauth/clients: a manually registered client; a confidential one gets its secret, once. */
export async function createOAuthClient(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json) {
  await requireRegistry(req, ctx);
  const params = readRegisterParams(body);
  const secret = params.clientType === 'confidential' ? newSecret() : null;
  const id = randomUUID();
  await ctx.db.query(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
       redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at)
     values ($1, $2, 'manual', $3::auth.oauth_client_type, $4, $5, $6, nullif($7, ''), nullif($8, ''), nullif($9, ''),
       clock_timestamp(), clock_timestamp())`,
    [
      id,
      secret?.hash ?? null,
      params.clientType,
      params.authMethod,
      params.redirectUris.join(','),
      params.grantTypes.join(','),
      params.clientName,
      params.clientUri,
      params.logoUri,
    ],
  );
  sendAuthJson(req, res, 201, clientJson(await loadClient(ctx, id), secret?.secret));
}

/** GET /admin/oauth/clients/{client_id}: never the secret. */
export async function getOAuthClient(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, id?: string) {
  await requireRegistry(req, ctx);
  sendAuthJson(req, res, 200, clientJson(await loadClient(ctx, id)));
}

/** PUT /admin/oauth/clients/{client_id}: the fields sent, and nothing else; "" clears a name or URI. */
export async function updateOAuthClient(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  id: string | undefined,
  body: Json,
) {
  await requireRegistry(req, ctx);
  const client = await loadClient(ctx, id);
  const params = readUpdateParams(body, client.client_type);
  await ctx.db.query(
    `update auth.oauth_clients set
       redirect_uris = coalesce($2, redirect_uris),
       grant_types = coalesce($3, grant_types),
       client_name = case when $4::text is null then client_name else nullif($4, '') end,
       client_uri = case when $5::text is null then client_uri else nullif($5, '') end,
       logo_uri = case when $6::text is null then logo_uri else nullif($6, '') end,
       token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method),
       updated_at = clock_timestamp()
     where id = $1 and deleted_at is null`,
    [
      client.id,
      params.redirectUris?.join(',') ?? null,
      params.grantTypes?.join(',') ?? null,
      params.clientName ?? null,
      params.clientUri ?? null,
      params.logoUri ?? null,
      params.authMethod ?? null,
    ],
  );
  sendAuthJson(req, res, 200, clientJson(await loadClient(ctx, client.id)));
}

/** DELETE /admin/oauth/clients/{client_id}: a soft delete (GoTrue sets deleted_at), 204 with no body. */
export async function deleteOAuthClient(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, id?: string) {
  await requireRegistry(req, ctx);
  const client = await loadClient(ctx, id);
  await ctx.db.query(
    `update auth.oauth_clients set deleted_at = clock_timestamp(), updated_at = clock_timestamp() where id = $1`,
    [client.id],
  );
  res.statusCode = 204;
  res.end();
}

/** POST /admin/oauth/clients/{client_id}/regenerate_secret: a new secret for a confidential client, shown once. */
export async function regenerateOAuthClientSecret(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  id?: string,
) {
  await requireRegistry(req, ctx);
  const client = await loadClient(ctx, id);
  if (client.client_type !== 'confidential') throw validationFailed('Cannot regenerate secret for public client');
  const secret = newSecret();
  await ctx.db.query(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = clock_timestamp()
     where id = $1 and deleted_at is null`,
    [client.id, secret.hash],
  );
  sendAuthJson(req, res, 200, clientJson(await loadClient(ctx, client.id), secret.secret));
}
