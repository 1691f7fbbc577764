import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { AuthContext } from './context';
import { AuthError } from './errors';
import { hashToken } from './secrets';
import type { UserRecord } from './user-store';

/** What a one-time token is for; each kind has its own column on `auth.users`, as in GoTrue. */
export type TokenKind =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change_current' | 'email_change_new' | 'reauthentication';

/** The kinds an e-mailed link carries (`type=` on /verify). */
export type LinkType =
  Exclude<TokenKind, 'email_change_current' | 'email_change_new' | 'reauthentication'> | 'email_change';

export const TOKEN_COLUMNS: Record<TokenKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  email_change_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
};

const TEMPLATES: Record<TokenKind, { subject: string; heading: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    intro: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    intro: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change_current: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  email_change_new: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    intro: 'Enter the code to confirm it is you:',
    action: '',
  },
};

/**
 * GoTrue's token hash: SHA-224 of the address and the six-digit code. The e-mailed link carries it (with
 * `pkce_` in front for a PKCE flow); the code is what the person types. Only a SHA-256 of the link token
 * is stored, so a database dump holds no usable link.
 */
export const tokenHashFor = (address: string, otp: string): string =>
  createHash('sha224')
    .update(address + otp)
    .digest('hex');

/** The stored forms a typed code may match (the link token with or without the PKCE marker). */
export const storedFormsOfCode = (address: string, otp: string): string[] => {
  const hash = tokenHashFor(address, otp);
  return [hashToken(hash), hashToken(`pkce_${hash}`)];
};

export interface IssuedToken {
  /** The six-digit code. */
  otp: string;
  /** What the link carries and `verifyOtp({ token_hash })` takes. */
  linkToken: string;
}

/** The minimum interval between two e-mails of one kind (429 `over_email_send_rate_limit`). */
export function checkSendInterval(ctx: AuthContext, sentAt: string | null): void {
  if (!sentAt) return;
  const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
  const wait = Math.ceil(ctx.settings.emailMinInterval - elapsed);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

/** Creates and stores (hashed) a one-time token of `kind` for `address`. */
export async function issueToken(
  db: Queryable,
  user: UserRecord,
  kind: TokenKind,
  address: string,
  pkce: boolean,
): Promise<IssuedToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = `${pkce ? 'pkce_' : ''}${tokenHashFor(address, otp)}`;
  const columns = TOKEN_COLUMNS[kind];
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(),
       invited_at = case when $3 = 'invite' then now() else invited_at end, updated_at = now() where id = $1`,
    [user.id, hashToken(linkToken), kind],
  );
  return { otp, linkToken };
}

export function actionLink(ctx: AuthContext, token: string, type: LinkType, redirectTo: string): string {
  return (
    `${ctx.externalUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`
  );
}

const LINK_TYPE: Record<TokenKind, LinkType | null> = {
  signup: 'signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
  reauthentication: null,
};

/**
 * E-mails a one-time link of `kind`, at most once per minimum interval per address. A `pkce_` token tells
 * /verify to answer with a code instead of a session. The six-digit code that verifies the same token is
 * offered beside the link only with `offerCode` (a sign-in by e-mail, whose app asked for a code): the
 * tracker's sign-up, resend and password reset have nowhere to type one. A message without a link (a
 * reauthentication) is the code itself.
 */
export async function sendLink(
  db: Queryable,
  ctx: AuthContext,
  user: UserRecord,
  kind: TokenKind,
  redirectTo: string,
  pkce: boolean,
  to: string | null = user.email,
  offerCode = false,
): Promise<void> {
  if (!to) throw new AuthError(400, 'validation_failed', 'The user has no email address');
  const sentAt = (user as unknown as Record<string, string | null>)[TOKEN_COLUMNS[kind].sentAt] ?? null;
  checkSendInterval(ctx, sentAt);
  const { otp, linkToken } = await issueToken(db, user, kind, to, pkce);
  const type = LINK_TYPE[kind];
  const template = TEMPLATES[kind];
  await ctx.mailer.send(db, {
    to,
    ...template,
    intro: type ? template.intro : `${template.intro} ${otp}`,
    link: type ? actionLink(ctx, linkToken, type, redirectTo) : null,
    ...(offerCode ? { code: otp } : {}),
  });
}
