/* Finding the user an e-mailed token or code belongs to, and using it up: what /verify does before it answers. */
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { storedFormsOfCode, TOKEN_COLUMNS, type TokenKind } from './emails';
import { AuthError, otpExpired, validationFailed } from './errors';
import { type FlowState } from './flow-state';
import { hashToken } from './secrets';
import { isBanned } from './sessions';
import { confirmUser, dropUnverifiedIdentities, findUser, type UserRecord } from './user-store';

/** The `type` values /verify takes, and the token columns each may match. */
export const VERIFY_KINDS: Record<string, TokenKind[]> = {
  signup: ['signup'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  email: ['signup', 'magiclink'],
  email_change: ['email_change_current', 'email_change_new'],
};

export const PHONE_TYPES = new Set(['sms', 'phone_change']);

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
export async function consumeToken(
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
