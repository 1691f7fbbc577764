import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { sendLink, type LinkType } from './emails';
import { AuthError, otpExpired, sendAuthJson } from './errors';
import { createFlowState, type FlowState } from './flow-state';
import { allowedRedirect } from './redirects';
import { hashToken } from './secrets';
import { startSession, type SessionJson } from './sessions';
import { findUser, findUserByToken, type UserRecord } from './user-store';
import { checkEmail, pkceRequest } from './validation';

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

const LINK_TYPES: Record<string, LinkType> = { signup: 'signup', email: 'signup', recovery: 'recovery' };

interface Verified {
  user: UserRecord;
  type: LinkType;
  flow: FlowState | null;
}

/** Consumes an e-mailed link's token: confirms the address (both types) and clears the token. */
async function consumeLink(tx: Queryable, ctx: AuthContext, token: string, rawType: string | null): Promise<Verified> {
  const type = LINK_TYPES[rawType ?? ''];
  if (!type || token === '' || token.length > 200) throw otpExpired();
  const user = await findUserByToken(tx, type === 'signup' ? 'confirmation_token' : 'recovery_token', hashToken(token));
  const sentAt = type === 'signup' ? user?.confirmation_sent_at : user?.recovery_sent_at;
  if (!user || !sentAt || Date.now() - new Date(sentAt).getTime() > ctx.settings.emailLinkExpiry * 1000) {
    throw otpExpired();
  }
  await tx.query(
    `update auth.users set ${type === 'signup' ? 'confirmation_token' : 'recovery_token'} = '',
       email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  let flow: FlowState | null = null;
  if (token.startsWith('pkce_')) {
    [flow = null] = await queryJson<FlowState>(
      tx,
      `select * from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
      [user.id, type === 'signup' ? 'email/signup' : 'recovery'],
    );
  }
  return { user, type, flow };
}

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
  let location: string;
  try {
    location = await ctx.db.transaction(async (tx) => {
      const verified = await consumeLink(tx, ctx, url.searchParams.get('token') ?? '', url.searchParams.get('type'));
      if (verified.flow) {
        const target = new URL(redirectTo);
        target.searchParams.set('code', verified.flow.auth_code);
        return target.toString();
      }
      const session = await startSession(
        tx,
        ctx.sessions(),
        verified.user.id,
        verified.type === 'recovery' ? 'recovery' : 'otp',
        req,
      );
      return withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: verified.type,
      });
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== 'otp_expired') throw error;
    location = withFragment(redirectTo, {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: error.message,
    });
  }
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.end();
}

/** POST /verify `{token_hash, type}`: the same link verified by the client, answered with a session. */
export async function verifyToken(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<void> {
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  const type = typeof body.type === 'string' ? body.type : null;
  const session: SessionJson = await ctx.db.transaction(async (tx) => {
    const verified = await consumeLink(tx, ctx, tokenHash, type);
    const method = verified.type === 'recovery' ? 'recovery' : 'otp';
    return startSession(tx, ctx.sessions(), (await findUser(tx, 'id', verified.user.id))!.id, method, req);
  });
  sendAuthJson(req, res, 200, session);
}
