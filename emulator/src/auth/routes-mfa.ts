import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import qrcode from 'qrcode-generator';
import type { Database, Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { AuthError, sendAuthJson, validationFailed } from './errors';
import { loadUserParam, requireAdmin } from './admin-users';
import { refuseWebAuthnVerify, webAuthnCreation } from './mfa-webauthn';
import { issueSessionTokens, requireCaller, type Caller } from './sessions';
import { newTotpSecret, totpMatches } from './totp';
import { factorJson, factorsOf, type FactorRecord } from './user-store';

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FACTORS = 10;
const CHALLENGE_LIFETIME_SECONDS = 300;

/** GoTrue's `requireNotAnonymous` on /factors. */
async function requireMfaCaller(ctx: AuthContext, req: IncomingMessage): Promise<Caller> {
  const caller = await requireCaller(ctx.db, ctx.jwtKeys, req);
  if (caller.claims.is_anonymous === true) {
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  return caller;
}

async function loadFactor(db: Queryable, userId: string, factorId: string | undefined): Promise<FactorRecord> {
  if (!factorId || !UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const [factor] = await queryJson<FactorRecord>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [
    factorId,
    userId,
  ]);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function sessionAal(db: Queryable, sessionId: string): Promise<string> {
  const [session] = await queryJson<{ aal: string | null }>(db, 'select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return session?.aal ?? 'aal1';
}

function checkFactorType(ctx: AuthContext, type: unknown, action: 'enroll' | 'verification'): void {
  const label = action === 'enroll' ? 'MFA enroll is disabled' : 'MFA verification is disabled';
  const suffix = action === 'enroll' ? 'enroll' : 'verify';
  if (type === 'phone') throw new AuthError(422, `mfa_phone_${suffix}_not_enabled`, `${label} for Phone`);
  if (type === 'webauthn') {
    if (ctx.settings.mfaWebAuthn) return;
    throw new AuthError(422, `mfa_webauthn_${suffix}_not_enabled`, `${label} for WebAuthn`);
  }
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  if (!ctx.settings.mfaTotp) throw new AuthError(422, `mfa_totp_${suffix}_not_enabled`, `${label} for TOTP`);
}

/**
 * POST /factors `{factor_type: 'totp' | 'webauthn', friendly_name?, issuer?}`: an unverified factor, with
 * a TOTP factor's secret and QR code.
 */
export async function enrollFactor(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json) {
  const caller = await requireMfaCaller(ctx, req);
  checkFactorType(ctx, body.factor_type, 'enroll');
  const name = body.friendly_name ?? '';
  if (typeof name !== 'string' || name.length > 255)
    throw validationFailed('friendly_name must be at most 255 characters');
  const issuerInput = body.issuer ?? '';
  if (typeof issuerInput !== 'string' || issuerInput.length > 255 || /[:?#/]/.test(issuerInput)) {
    throw validationFailed('issuer must be at most 255 characters without ":", "/", "?" or "#"');
  }
  const issuer = issuerInput || new URL(ctx.settings.siteUrl).host;
  const factor = await ctx.db.transaction(async (tx) => {
    const factors = await factorsOf(tx, caller.user.id);
    if (factors.some((existing) => (existing.friendly_name ?? '') === name)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${name}" for this user already exists`,
      );
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (
      factors.some((existing) => existing.status === 'verified') &&
      (await sessionAal(tx, caller.sessionId)) !== 'aal2'
    ) {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const id = randomUUID();
    const secret = body.factor_type === 'totp' ? newTotpSecret() : null;
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, $4, 'unverified', now(), now(), $5)`,
      [id, caller.user.id, name, body.factor_type as string, secret],
    );
    return { id, secret };
  });
  if (!factor.secret) return sendAuthJson(req, res, 200, { id: factor.id, type: 'webauthn', friendly_name: name });
  const account = caller.user.email ?? '';
  const uri =
    `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}` +
    `?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${factor.secret}`;
  const qr = qrcode(0, 'H');
  qr.addData(uri);
  qr.make();
  sendAuthJson(req, res, 200, {
    id: factor.id,
    type: 'totp',
    friendly_name: name,
    totp: { qr_code: qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }), secret: factor.secret, uri },
  });
}

/** POST /factors/{id}/challenge: a challenge to verify against within five minutes. */
export async function challengeFactor(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  factorId: string | undefined,
) {
  const caller = await requireMfaCaller(ctx, req);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  checkFactorType(ctx, factor.factor_type, 'verification');
  const id = randomUUID();
  const webauthn = factor.factor_type === 'webauthn' ? webAuthnCreation(ctx, caller) : null;
  const { rows } = await ctx.db.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
     values ($1, $2, now(), $3::inet, $5::jsonb)
     returning (extract(epoch from created_at)::bigint + $4::int)::text as expires_at`,
    [
      id,
      factor.id,
      req.socket.remoteAddress ?? '127.0.0.1',
      String(CHALLENGE_LIFETIME_SECONDS),
      webauthn ? JSON.stringify(webauthn.session) : null,
    ],
  );
  const row = rows[0];
  await ctx.db.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [
    factor.id,
  ]);
  sendAuthJson(req, res, 200, {
    id,
    type: factor.factor_type,
    expires_at: Number(row!.expires_at),
    ...(webauthn ? { webauthn: webauthn.response } : {}),
  });
}

/**
 * POST /factors/{id}/verify `{challenge_id, code}`: a right code verifies the factor, raises the session
 * to aal2 (amr gains `totp`), ends the user's other aal1 sessions and answers with fresh tokens.
 */
export async function verifyFactor(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  factorId: string | undefined,
  body: Json,
) {
  const caller = await requireMfaCaller(ctx, req);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  if (factor.factor_type === 'webauthn') {
    checkFactorType(ctx, factor.factor_type, 'verification');
    refuseWebAuthnVerify(body);
  }
  if (typeof body.code !== 'string' || body.code === '') throw validationFailed('Code needs to be non-empty');
  if (body.code.length > 16) throw validationFailed('Code must be at most 16 characters');
  checkFactorType(ctx, factor.factor_type, 'verification');
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const notFound = () =>
    new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (!UUID.test(challengeId)) throw notFound();
  const [challenge] = await queryJson<{ id: string; ip_address: string; age: number; verified_at: string | null }>(
    ctx.db,
    `select id, host(ip_address) as ip_address, extract(epoch from now() - created_at)::float8 as age, verified_at
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factor.id],
  );
  if (!challenge || challenge.verified_at) throw notFound();
  const ip = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  if (challenge.ip_address.replace(/^::ffff:/, '') !== ip) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Number(challenge.age) > CHALLENGE_LIFETIME_SECONDS) {
    await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!factor.secret || !totpMatches(factor.secret, body.code)) {
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  const session = await ctx.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
      caller.sessionId,
      factor.id,
    ]);
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
       values ($1, now(), now(), 'totp', $2)
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [caller.sessionId, randomUUID()],
    );
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [
      caller.user.id,
      caller.sessionId,
    ]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2`,
      [caller.user.id, factor.id],
    );
    return issueSessionTokens(tx, ctx.sessions(), caller.user.id, caller.sessionId);
  });
  sendAuthJson(req, res, 200, session);
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session; its sessions fall back to aal1. */
export async function unenrollFactor(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  factorId: string | undefined,
) {
  const caller = await requireMfaCaller(ctx, req);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  if (factor.status === 'verified' && (await sessionAal(ctx.db, caller.sessionId)) !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deleteFactor(ctx.db, factor.id);
  sendAuthJson(req, res, 200, { id: factor.id });
}

async function deleteFactor(db: Database, factorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
      factorId,
    ]);
    await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
  });
}

/** GET /admin/users/{id}/factors. */
export async function adminListFactors(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, userId?: string) {
  await requireAdmin(ctx.db, ctx, req);
  const user = await loadUserParam(ctx.db, userId);
  sendAuthJson(req, res, 200, (await factorsOf(ctx.db, user.id)).map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factor_id}. */
export async function adminDeleteFactor(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  userId: string | undefined,
  factorId: string | undefined,
) {
  await requireAdmin(ctx.db, ctx, req);
  const user = await loadUserParam(ctx.db, userId);
  const factor = await loadFactor(ctx.db, user.id, factorId);
  await deleteFactor(ctx.db, factor.id);
  sendAuthJson(req, res, 200, factorJson(factor));
}
