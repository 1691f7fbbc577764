import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from './context';
import { sendLink, type TokenKind } from './emails';
import { AuthError, sendAuthJson, validationFailed } from './errors';
import { createFlowState } from './flow-state';
import { allowedRedirect } from './redirects';
import { startSession, type AuthMethod, type SessionJson } from './sessions';
import { findUser } from './user-store';
import { checkEmail, checkPhone, pkceRequest } from './validation';
import { consumeToken, PHONE_TYPES, VERIFY_KINDS } from './verify-tokens';

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
