import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AuthContext } from './context';
import { sendLink } from './emails';
import { AuthError, phoneProviderDisabled, sendAuthJson, signupDisabled, validationFailed } from './errors';
import { createFlowState } from './flow-state';
import { allowedRedirect } from './redirects';
import { startSession } from './sessions';
import {
  addEmailIdentity,
  createUser,
  findUser,
  identitiesOf,
  keepOnlyIdentity,
  userJson,
  type IdentityRecord,
} from './user-store';
import { checkEmail, checkMetadata, checkPassword, pkceRequest } from './validation';

export const BCRYPT_COST = 10;

/** A stand-in for an already registered address, so a repeat sign-up reveals nothing (identities: []). */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function signup(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
  url: URL,
): Promise<void> {
  if (ctx.settings.signupDisabled) throw signupDisabled();
  const hasEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const hasPhone = body.phone !== undefined && body.phone !== null && body.phone !== '';
  // Neither address nor number: an anonymous sign-in, as GoTrue reads it.
  if (!hasEmail && !hasPhone) return signupAnonymously(req, res, ctx, body);
  if (body.password === undefined || body.password === null || body.password === '') {
    throw validationFailed('Signup requires a valid password');
  }
  checkPassword(body.password);
  if (hasEmail && hasPhone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (hasPhone) throw phoneProviderDisabled('Phone signups are disabled');
  const email = checkEmail(body.email);
  const password = checkPassword(body.password);
  const data = checkMetadata(body.data);
  const pkce = pkceRequest(body.code_challenge, body.code_challenge_method);
  const redirectTo = allowedRedirect(
    url.searchParams.get('redirect_to'),
    ctx.settings.siteUrl,
    ctx.settings.redirectUrls,
  );
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  const answer = await ctx.db.transaction(async (tx) => {
    const existing = await findUser(tx, 'email', email);
    if (existing?.email_confirmed_at) {
      if (ctx.settings.autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return obfuscatedUser(email, data);
    }
    let userId: string;
    let identity: IdentityRecord;
    if (existing) {
      // Not confirmed yet: whoever signs up again has proven nothing, so the user is left as it is
      // (password and data too) and only the confirmation goes out again, as GoTrue does.
      userId = existing.id;
      const emailIdentity = (await identitiesOf(tx, userId)).find((candidate) => candidate.provider === 'email');
      if (emailIdentity) {
        identity = emailIdentity;
      } else {
        // Held only by a provider identity whose provider did not vouch for the address: that claim is
        // worth no more than this one, so it goes, with the link it asked for; this sign-up's password and
        // data take its place and a fresh link goes out.
        identity = await addEmailIdentity(tx, userId, email, false, data);
        await keepOnlyIdentity(tx, userId, identity);
        await tx.query(
          `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null
           where id = $1`,
          [userId, passwordHash],
        );
      }
    } else {
      userId = await createUser(tx, {
        email,
        passwordHash,
        confirmed: ctx.settings.autoconfirm,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
      });
      identity = await addEmailIdentity(tx, userId, email, ctx.settings.autoconfirm);
    }
    if (ctx.settings.autoconfirm) return startSession(tx, ctx.sessions(), userId, 'password', req);
    if (pkce) await createFlowState(tx, { pkce, provider: 'email', method: 'email/signup', userId });
    const user = (await findUser(tx, 'id', userId))!;
    await sendLink(tx, ctx, user, 'signup', redirectTo, pkce !== null);
    // GoTrue answers with the user and the one identity the sign-up used.
    return userJson((await findUser(tx, 'id', userId))!, [identity]);
  });
  sendAuthJson(req, res, 200, answer);
}

/** An anonymous user: no address, no identity, `is_anonymous` in its tokens; only when switched on. */
async function signupAnonymously(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<void> {
  if (!ctx.settings.anonymousUsers) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const data = checkMetadata(body.data);
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await createUser(tx, {
      email: null,
      passwordHash: null,
      confirmed: false,
      appMetadata: {},
      userMetadata: data,
      identityClaims: false,
      anonymous: true,
    });
    return startSession(tx, ctx.sessions(), userId, 'anonymous', req);
  });
  sendAuthJson(req, res, 200, session);
}
