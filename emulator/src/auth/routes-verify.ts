import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { sendLink, storedFormsOfCode, TOKEN_COLUMNS, type TokenKind } from './emails';
import { AuthError, otpExpired, sendAuthJson, validationFailed } from './errors';
import { createFlowState, type FlowState } from './flow-state';
import { allowedRedirect } from './redirects';
import { hashToken } from './secrets';
import { isBanned, startSession, type AuthMethod, type SessionJson } from './sessions';
import { confirmUser, dropUnverifiedIdentities, findUser, type UserRecord } from './user-store';
import { checkEmail, checkPhone, pkceRequest } from './validation';

export async function recover(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
  url: URL,
): Promise<void> {
  const email = checkEmail(body.email);
  const pkce = pkceRequest(body.code_challenge, body.code_challenge_method);
  const redirectTo = allowedRedirect(
    url.searchParams.get('redirect_to'),
    ctx.settings.siteUrl,
    ctx.settings.redirectUrls,
  );
  await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, 'email', email);
    // An unknown address gets the same answer as a known one.
    if (!user) return;
    if (pkce) await createFlowState(tx, { pkce, provider: 'email', method: 'recovery', userId: user.id });
    await sendLink(tx, ctx, user, 'recovery', redirectTo, pkce !== null);
  });
  sendAuthJson(req, res, 200, {});
}

/** The `type` values /verify takes, and the token columns each may match. */
const VERIFY_KINDS: Record<string, TokenKind[]> = {
  signup: ['signup'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  email: ['signup', 'magiclink'],
  email_change: ['email_change_current', 'email_change_new'],
};

const PHONE_TYPES = new Set(['sms', 'phone_change']);

interface Verified {
  user: UserRecord;
  /** What was verified, after `email` was resolved to signup or magiclink. */
  kind: TokenKind;
  flow: FlowState | null;
  /** An e-mail change that still waits for the other address's confirmation. */
  pendingEmailChange: boolean;
}

const expired = (sentAt: string | null, lifetime: number): boolean =>
  !sentAt || Date.now() - new Date(sentAt).getTime() > lifetime * 1000;

/** The user whose stored token of one of `kinds` is one of `stored`, and which of the kinds matched. */
async function findByStoredToken(
  tx: Queryable,
  kinds: TokenKind[],
  stored: string[],
  email: string | null,
): Promise<{ user: UserRecord; kind: TokenKind } | null> {
  for (const kind of kinds) {
    const column = TOKEN_COLUMNS[kind].token;
    const [row] = await queryJson<{ id: string }>(
      tx,
      `select id from auth.users where ${column} = any(array(select jsonb_array_elements_text($1::jsonb)))
         and ${column} <> '' and deleted_at is null
         and ($2::text is null or lower(email) = lower($2) or lower(email_change) = lower($2))`,
      [JSON.stringify(stored), email],
    );
    if (row) return { user: (await findUser(tx, 'id', row.id))!, kind };
  }
  return null;
}

/**
 * Consumes a one-time token: by the link's token (`token_hash`) or by the address and the typed code.
 * Confirms the address (every e-mailed kind proves it) and clears the token, as GoTrue does.
 */
async function consumeToken(
  tx: Queryable,
  ctx: AuthContext,
  type: string,
  by: { tokenHash: string } | { email: string; code: string },
): Promise<Verified> {
  const kinds = VERIFY_KINDS[type];
  const byHash = 'tokenHash' in by;
  const fail = (): AuthError =>
    byHash ? otpExpired() : new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  if (!kinds) throw validationFailed(byHash ? 'Invalid email verification type' : 'Unsupported verification type');
  if (byHash && (by.tokenHash === '' || by.tokenHash.length > 200)) throw fail();
  const stored = byHash ? [hashToken(by.tokenHash)] : storedFormsOfCode(by.email, by.code);
  if (!byHash && type === 'email_change') {
    // The code sent to the new address is derived from that address.
    const [pending] = await queryJson<{ email_change: string }>(
      tx,
      `select email_change from auth.users where (lower(email) = lower($1) or lower(email_change) = lower($1))
         and deleted_at is null limit 1`,
      [by.email],
    );
    if (pending?.email_change) stored.push(...storedFormsOfCode(pending.email_change, by.code));
  }
  const found = await findByStoredToken(tx, kinds, stored, byHash ? null : by.email);
  if (!found) throw fail();
  const { user, kind } = found;
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  const sentAt = (user as unknown as Record<string, string | null>)[TOKEN_COLUMNS[kind].sentAt] ?? null;
  if (expired(sentAt, ctx.settings.emailLinkExpiry)) throw fail();
  const pkce = byHash && by.tokenHash.startsWith('pkce_');
  let pendingEmailChange = false;
  if (kind === 'email_change_current' || kind === 'email_change_new') {
    await tx.query(`update auth.users set ${TOKEN_COLUMNS[kind].token} = '', updated_at = now() where id = $1`, [
      user.id,
    ]);
    const [rest] = await queryJson<{ current: string; next: string; email_change: string }>(
      tx,
      `select coalesce(email_change_token_current, '') as current, coalesce(email_change_token_new, '') as next,
         email_change from auth.users where id = $1`,
      [user.id],
    );
    if (rest!.current !== '' || rest!.next !== '') {
      pendingEmailChange = true;
    } else {
      await tx.query(
        `update auth.users set email = email_change, email_change = '', email_change_sent_at = null,
           email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text,
           'email_verified', true), updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id, rest!.email_change],
      );
    }
  } else {
    await tx.query(`update auth.users set ${TOKEN_COLUMNS[kind].token} = '', updated_at = now() where id = $1`, [
      user.id,
    ]);
    await confirmUser(tx, user.id);
    await dropUnverifiedIdentities(tx, user.id);
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  }
  let flow: FlowState | null = null;
  if (pkce) {
    const method = { signup: 'email/signup', invite: 'invite', recovery: 'recovery', magiclink: 'magiclink' }[
      kind as 'signup'
    ];
    [flow = null] = await queryJson<FlowState>(
      tx,
      `select * from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
      [user.id, method ?? 'email_change'],
    );
  }
  return { user: (await findUser(tx, 'id', user.id))!, kind, flow, pendingEmailChange };
}

const LINK_TYPE_OF: Record<TokenKind, string> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: 'reauthentication',
};

const methodFor = (kind: TokenKind): AuthMethod => (kind === 'recovery' ? 'recovery' : 'otp');

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function withFragment(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(values).toString();
  return url.toString();
}

/** GET /verify: the e-mailed link, answered with a 303 to the app carrying the session (or an error). */
export async function verifyLink(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const redirectTo = allowedRedirect(
    url.searchParams.get('redirect_to'),
    ctx.settings.siteUrl,
    ctx.settings.redirectUrls,
  );
  const type = url.searchParams.get('type') ?? '';
  if (type === '') throw validationFailed('Verify requires a verification type');
  const token = url.searchParams.get('token') ?? '';
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  let location: string;
  try {
    location = await ctx.db.transaction(async (tx) => {
      if (!VERIFY_KINDS[type] || type === 'email') throw validationFailed('Unsupported verification type');
      const verified = await consumeToken(tx, ctx, type, { tokenHash: token });
      if (verified.pendingEmailChange) {
        const target = new URL(redirectTo);
        target.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION }).toString();
        return target.toString();
      }
      if (verified.flow) {
        const target = new URL(redirectTo);
        target.searchParams.set('code', verified.flow.auth_code);
        return target.toString();
      }
      const session = await startSession(tx, ctx.sessions(), verified.user.id, methodFor(verified.kind), req);
      return withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: LINK_TYPE_OF[verified.kind],
      });
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    location = withFragment(redirectTo, {
      error: error.status === 403 ? 'access_denied' : 'invalid_request',
      error_code: error.code,
      error_description: error.message,
    });
  }
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.end();
}

/** Wrong codes an address may be sent before every code it holds dies. */
const WRONG_CODES_ALLOWED = 5;

/**
 * Counts a wrong code typed for `email`; the fifth within the rate-limit window ends every code the
 * address holds, so guessing needs a new e-mail (and its interval) every five tries.
 */
export async function countWrongCode(ctx: AuthContext, email: string): Promise<void> {
  if (ctx.limiter.take('wrong-code', email, WRONG_CODES_ALLOWED - 1)) return;
  ctx.limiter.forget('wrong-code', email);
  await ctx.db.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_current = '',
       email_change_token_new = '', reauthentication_token = '', updated_at = now()
     where (lower(email) = lower($1) or lower(email_change) = lower($1)) and deleted_at is null`,
    [email],
  );
}

/**
 * POST /verify: `{token_hash, type}` (the link's token) or `{email, token, type}` (the typed code),
 * answered with a session; phone types look the number up, and no user has one here.
 */
export async function verifyToken(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<void> {
  const text = (value: unknown, name: string): string => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' || value.length > 320) throw validationFailed(`Invalid ${name}`);
    return value;
  };
  const type = text(body.type, 'type');
  const token = text(body.token, 'token');
  const tokenHash = text(body.token_hash, 'token_hash');
  const email = text(body.email, 'email');
  const phone = text(body.phone, 'phone');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (tokenHash === '')) throw validationFailed('Verify requires either a token or a token hash');
  let by: { tokenHash: string } | { email: string; code: string };
  if (token !== '') {
    if (phone !== '' && email === '') {
      checkPhone(phone);
      // Nobody holds a confirmed number without an SMS provider: the code cannot match.
      throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    if (email === '' || phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    let address: string;
    try {
      address = checkEmail(email);
    } catch {
      throw new AuthError(422, 'validation_failed', 'Invalid email format');
    }
    by = { email: address, code: token };
  } else {
    if (email !== '' || phone !== '' || body.redirect_to) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    by = { tokenHash };
  }
  if (PHONE_TYPES.has(type) && 'tokenHash' in by) throw validationFailed('Invalid email verification type');
  if (PHONE_TYPES.has(type)) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  if ('code' in by && !ctx.limiter.take('verify-account', by.email, ctx.settings.rateLimits.verify)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  let result: SessionJson | null;
  try {
    result = await ctx.db.transaction(async (tx): Promise<SessionJson | null> => {
      const verified = await consumeToken(tx, ctx, type, by);
      if (verified.pendingEmailChange) return null;
      return startSession(tx, ctx.sessions(), verified.user.id, methodFor(verified.kind), req);
    });
  } catch (error) {
    if ('code' in by && error instanceof AuthError && error.code === 'otp_expired') await countWrongCode(ctx, by.email);
    throw error;
  }
  if (result === null) return sendAuthJson(req, res, 200, { msg: SINGLE_CONFIRMATION, code: '200' });
  sendAuthJson(req, res, 200, result);
}
