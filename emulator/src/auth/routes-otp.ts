import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import type { AuthContext } from './context';
import { actionLink, issueToken, sendLink, type TokenKind } from './emails';
import { AuthError, phoneProviderDisabled, sendAuthJson, signupDisabled, validationFailed } from './errors';
import { createFlowState } from './flow-state';
import { allowedRedirect } from './redirects';
import { DUPLICATE_EMAIL, requireAdmin } from './admin-users';
import { requireCaller } from './sessions';
import { addEmailIdentity, createUser, findUser, loadUserJson, mergeUserMetadata, type UserRecord } from './user-store';
import { checkEmail, checkMetadata, checkPassword, pkceRequest, type PkceRequest } from './validation';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST } from './routes-signup';

type Json = Record<string, unknown>;

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function redirectOf(ctx: AuthContext, url: URL, body: Json = {}): string {
  const requested =
    url.searchParams.get('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null);
  return allowedRedirect(requested, ctx.settings.siteUrl, ctx.settings.redirectUrls);
}

/** A new e-mail user with no password, as an OTP sign-in, an invite or a generated link creates one. */
async function createEmailUser(
  tx: Queryable,
  email: string,
  data: Json,
  options: { confirmed: boolean; passwordHash?: string | null; identityClaims?: boolean },
): Promise<UserRecord> {
  const userId = await createUser(tx, {
    email,
    passwordHash: options.passwordHash ?? null,
    confirmed: options.confirmed,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
    identityClaims: options.identityClaims,
  });
  await addEmailIdentity(tx, userId, email, options.confirmed);
  return (await findUser(tx, 'id', userId))!;
}

async function flowFor(tx: Queryable, pkce: PkceRequest | null, method: string, userId: string): Promise<void> {
  if (pkce) await createFlowState(tx, { pkce, provider: 'email', method, userId });
}

/**
 * POST /otp (and the older /magiclink): e-mails a magic link with a six-digit code. A new or unconfirmed
 * address is signed up first and gets the confirmation instead (or, with confirmation off, the magic
 * link); `create_user: false` refuses unknown addresses. Answers `{}` either way.
 */
export async function otp(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json, url: URL) {
  if (present(body.email) && present(body.phone)) {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (present(body.email) && present(body.channel)) {
    throw validationFailed('Channel should only be specified with Phone OTP');
  }
  const pkce = pkceRequest(body.code_challenge, body.code_challenge_method);
  if (body.create_user !== undefined && typeof body.create_user !== 'boolean') {
    throw validationFailed('create_user must be true or false');
  }
  const createUserAllowed = body.create_user !== false;
  const data = checkMetadata(body.data);
  if (present(body.phone)) {
    if (!createUserAllowed) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    throw phoneProviderDisabled('Unsupported phone provider');
  }
  if (!present(body.email)) throw validationFailed('One of email or phone must be set');
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(ctx, url);
  await ctx.db.transaction(async (tx) => {
    let user = await findUser(tx, 'email', email);
    if (!user && !createUserAllowed) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    if (!user && ctx.settings.signupDisabled) throw signupDisabled();
    if (!user || !user.email_confirmed_at) {
      if (!user) user = await createEmailUser(tx, email, data, { confirmed: ctx.settings.autoconfirm });
      if (!ctx.settings.autoconfirm) {
        // The confirmation e-mail is the magic link of a new address.
        await flowFor(tx, pkce, 'email/signup', user.id);
        await sendLink(tx, ctx, user, 'signup', redirectTo, pkce !== null, user.email, true);
        return;
      }
    }
    await flowFor(tx, pkce, 'magiclink', user.id);
    await sendLink(tx, ctx, user, 'magiclink', redirectTo, pkce !== null, user.email, true);
  });
  sendAuthJson(req, res, 200, {});
}

/** POST /resend `{type: signup|email_change, email}`: the confirmation again, subject to the interval. */
export async function resend(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json, url: URL) {
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce =
    type === 'signup' || type === 'email_change' ? pkceRequest(body.code_challenge, body.code_challenge_method) : null;
  if (!present(body.email) && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (!present(body.phone) && type === 'sms') throw validationFailed('Type provided requires a phone number');
  if (present(body.email) && present(body.phone)) {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (present(body.phone)) throw phoneProviderDisabled('Phone logins are disabled');
  if (!present(body.email)) throw validationFailed('Missing email address or phone number');
  const email = checkEmail(body.email);
  const redirectTo = redirectOf(ctx, url);
  await ctx.db.transaction(async (tx) => {
    const user = await findUser(tx, 'email', email);
    // Nothing to say about unknown, confirmed or unchanged addresses: the same empty answer.
    if (!user) return;
    if (type === 'signup') {
      if (user.email_confirmed_at) return;
      await flowFor(tx, pkce, 'email/signup', user.id);
      await sendLink(tx, ctx, user, 'signup', redirectTo, pkce !== null);
    } else if (type === 'email_change') {
      if (!user.email_change) return;
      await flowFor(tx, pkce, 'email_change', user.id);
      await sendLink(tx, ctx, user, 'email_change_new', redirectTo, pkce !== null, user.email_change);
    }
  });
  sendAuthJson(req, res, 200, {});
}

/** GET /reauthenticate: e-mails the signed-in user a code that confirms it is them. */
export async function reauthenticate(req: IncomingMessage, res: ServerResponse, ctx: AuthContext) {
  const caller = await requireCaller(ctx.db, ctx.jwtKeys, req);
  if (!caller.user.email) {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (!caller.user.email_confirmed_at) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  await ctx.db.transaction((tx) => sendLink(tx, ctx, caller.user, 'reauthentication', ctx.settings.siteUrl, false));
  sendAuthJson(req, res, 200, {});
}

/** POST /invite (service role): creates the user if needed and e-mails the invitation. */
export async function invite(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json, url: URL) {
  await requireAdmin(ctx.db, ctx, req);
  const email = checkEmail(body.email);
  const data = checkMetadata(body.data);
  const redirectTo = redirectOf(ctx, url);
  const user = await ctx.db.transaction(async (tx) => {
    let user = await findUser(tx, 'email', email);
    if (user?.email_confirmed_at) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
    if (!user) user = await createEmailUser(tx, email, data, { confirmed: false, identityClaims: false });
    await sendLink(tx, ctx, user, 'invite', redirectTo, false);
    return loadUserJson(tx, user.id);
  });
  sendAuthJson(req, res, 200, user);
}

const GENERATE_TYPES = new Set([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
]);

/**
 * POST /admin/generate_link (service role): the link, code and token hash an e-mail would carry, for an
 * app that sends its own mail; nothing is sent. Answers the user with `action_link`, `email_otp`,
 * `hashed_token`, `redirect_to` and `verification_type` beside it, as GoTrue does.
 */
export async function generateLink(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, body: Json, url: URL) {
  await requireAdmin(ctx.db, ctx, req);
  let type = typeof body.type === 'string' ? body.type : '';
  const email = checkEmail(body.email);
  if (!GENERATE_TYPES.has(type)) {
    throw validationFailed(`Invalid email action link type requested: ${type.slice(0, 40)}`);
  }
  const data = checkMetadata(body.data);
  const redirectTo = redirectOf(ctx, url, body);
  let newEmail: string | null = null;
  if (type === 'email_change_current' || type === 'email_change_new') newEmail = checkEmail(body.new_email);
  let passwordHash: string | null = null;
  if (type === 'signup') {
    if (!present(body.password)) throw validationFailed('Signup requires a valid password');
    passwordHash = await bcrypt.hash(checkPassword(body.password), BCRYPT_COST);
  }
  const answer = await ctx.db.transaction(async (tx) => {
    let user = await findUser(tx, 'email', email);
    if (!user) {
      if (type === 'magiclink') type = 'signup';
      if (type === 'recovery' || type.startsWith('email_change')) {
        throw new AuthError(404, 'user_not_found', 'User with this email not found');
      }
      user = await createEmailUser(tx, email, data, { confirmed: false, passwordHash, identityClaims: false });
    } else if (type === 'signup' || type === 'invite') {
      if (user.email_confirmed_at) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      if (type === 'signup') await mergeUserMetadata(tx, user.id, data);
    }
    let address = email;
    if (newEmail !== null) {
      const taken = await findUser(tx, 'email', newEmail);
      if (taken && taken.id !== user.id) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      await tx.query(
        // A change to another address starts over: the other address's outstanding token dies.
        `update auth.users set email_change_token_current = case when email_change = $2
             then email_change_token_current else '' end,
           email_change_token_new = case when email_change = $2 then email_change_token_new else '' end,
           email_change = $2, email_change_confirm_status = 0 where id = $1`,
        [user.id, newEmail],
      );
      if (type === 'email_change_new') address = newEmail;
    }
    const issued = await issueToken(tx, user, type as TokenKind, address, false);
    const linkType = type.startsWith('email_change') ? 'email_change' : (type as 'signup');
    return {
      ...(await loadUserJson(tx, user.id)),
      action_link: actionLink(ctx, issued.linkToken, linkType, redirectTo),
      email_otp: issued.otp,
      hashed_token: issued.linkToken,
      redirect_to: redirectTo,
      verification_type: type,
    };
  });
  sendAuthJson(req, res, 200, answer);
}
