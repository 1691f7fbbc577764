import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { AuthError, sendAuthJson, validationFailed } from './errors';
import { BCRYPT_COST } from './routes-signup';
import { storedFormsOfCode } from './emails';
import { countWrongCode } from './routes-verify';
import { requireCaller, type Caller } from './sessions';
import { loadUserJson, mergeUserMetadata } from './user-store';
import { checkMetadata, checkPassword } from './validation';

export async function getUser(req: IncomingMessage, res: ServerResponse, ctx: AuthContext): Promise<void> {
  const caller = await requireCaller(ctx.db, ctx.jwtKeys, req);
  sendAuthJson(req, res, 200, await loadUserJson(ctx.db, caller.user.id));
}

export async function updateUser(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<void> {
  const caller = await requireCaller(ctx.db, ctx.jwtKeys, req);
  if (body.email !== undefined && body.email !== caller.user.email) {
    throw validationFailed('Changing the e-mail address is not supported by the emulator');
  }
  const password = body.password === undefined ? null : checkPassword(body.password);
  const data = body.data === undefined ? null : checkMetadata(body.data);
  if (password !== null) {
    // A stolen password must not lock the owner out of an account a second factor guards.
    const [guard] = await queryJson<{ mfa: boolean; aal: string | null }>(
      ctx.db,
      `select exists(select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as mfa,
         (select aal::text from auth.sessions where id::text = $2) as aal`,
      [caller.user.id, caller.sessionId],
    );
    if (guard?.mfa && guard.aal !== 'aal2') {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }
  if (
    password !== null &&
    caller.user.encrypted_password &&
    (await bcrypt.compare(password, caller.user.encrypted_password))
  ) {
    throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
  }
  const hash = password === null ? null : await bcrypt.hash(password, BCRYPT_COST);
  const save = ctx.db.transaction(async (tx) => {
    if (hash !== null && ctx.settings.securePasswordChange) await checkReauthentication(tx, ctx, caller, body.nonce);
    if (hash !== null) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        caller.user.id,
        hash,
      ]);
      // A new password ends every other session of the user, as GoTrue does.
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [caller.user.id, caller.sessionId]);
    }
    if (data !== null) await mergeUserMetadata(tx, caller.user.id, data);
    return loadUserJson(tx, caller.user.id);
  });
  // A wrong nonce counts as a wrong code for the address (five end it), after the transaction is over.
  const user = await save.catch(async (error: unknown) => {
    if (error instanceof AuthError && error.code === 'reauthentication_not_valid') {
      await countWrongCode(ctx, caller.user.email ?? '');
    }
    throw error;
  });
  sendAuthJson(req, res, 200, user);
}

const INVALID_NONCE = 'Nonce has expired or is invalid';

/**
 * GoTrue's secure password change: a session that began more than a day ago proves nothing about who holds
 * it now, so the password changes only with the nonce `GET /reauthenticate` e-mailed, used once.
 */
async function checkReauthentication(tx: Queryable, ctx: AuthContext, caller: Caller, nonce: unknown): Promise<void> {
  const [state] = await queryJson<{ recent: boolean; token: string | null; sent_at: string | null }>(
    tx,
    `select coalesce((select created_at > now() - interval '24 hours' from auth.sessions where id::text = $2), false)
         as recent, u.reauthentication_token as token, u.reauthentication_sent_at as sent_at
       from auth.users u where u.id = $1`,
    [caller.user.id, caller.sessionId],
  );
  if (state?.recent) return;
  if (typeof nonce !== 'string' || nonce === '') {
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  const live =
    state?.token &&
    state.sent_at &&
    Date.now() - new Date(state.sent_at).getTime() <= ctx.settings.emailLinkExpiry * 1000 &&
    nonce.length <= 20 &&
    storedFormsOfCode(caller.user.email ?? '', nonce).includes(state.token);
  if (!live) throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  await tx.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [
    caller.user.id,
  ]);
}

export async function logout(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const caller = await requireCaller(ctx.db, ctx.jwtKeys, req);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1', [caller.sessionId]);
  else if (scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [caller.user.id, caller.sessionId]);
  } else if (scope === 'global') await ctx.db.query('delete from auth.sessions where user_id = $1', [caller.user.id]);
  else throw validationFailed(`Unsupported logout scope "${scope}"`);
  res.statusCode = 204;
  res.end();
}
