import type { Queryable } from '../db/database';
import type { AuthContext } from './context';
import { AuthError } from './errors';
import { hashToken, randomToken } from './secrets';
import type { UserRecord } from './user-store';

export type LinkType = 'signup' | 'recovery';

const TEMPLATES: Record<LinkType, { subject: string; heading: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
};

const COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
} as const;

/**
 * E-mails a one-time link for `type`, at most once per minimum interval per address. Only the token's
 * hash is stored; a `pkce_` token tells /verify to answer with a code instead of a session.
 */
export async function sendLink(
  db: Queryable,
  ctx: AuthContext,
  user: UserRecord,
  type: LinkType,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  const sentAt = type === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at;
  if (sentAt) {
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
  const token = `${pkce ? 'pkce_' : ''}${randomToken()}`;
  const columns = COLUMNS[type];
  await db.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hashToken(token)],
  );
  const link =
    `${ctx.externalUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`;
  if (!user.email) throw new AuthError(400, 'validation_failed', 'The user has no email address');
  await ctx.mailer.send(db, { to: user.email, ...TEMPLATES[type], link });
}
