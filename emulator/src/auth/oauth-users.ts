import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import type { AuthContext } from './context';
import { sendLink } from './emails';
import { AuthError, signupDisabled } from './errors';
import {
  addIdentity,
  confirmUser,
  createUser,
  findUser,
  keepOnlyIdentity,
  type IdentityRecord,
  type UserRecord,
} from './user-store';

/** What a provider sign-in comes to: a user to sign in, or an error to send back to the app. */
export type ProviderOutcome = { userId: string } | { error: AuthError };

const needsVerification = (provider: string, sent: boolean): AuthError =>
  new AuthError(
    422,
    'provider_email_needs_verification',
    sent
      ? `Unverified email with ${provider}. A confirmation email has been sent to your ${provider} email`
      : `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
  );

/**
 * The user behind a provider's ID token, decided as GoTrue decides it: the user already linked to the
 * identity; else, for an address the provider verified, the user with that address (the identity is
 * linked); else a new user. A user whose address is not confirmed yet keeps only this identity (its
 * password and other identities, which nobody proved, are removed) and is confirmed only when the provider
 * verified the address (or confirmation is off); otherwise no session, and a confirmation e-mail goes out.
 * The outcome's error is for the app; what was written before it stays written.
 */
export async function userForProvider(
  db: Queryable,
  ctx: AuthContext,
  provider: string,
  claims: Record<string, unknown>,
  redirectTo: string,
): Promise<ProviderOutcome> {
  const sub = String(claims.sub);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  const providerVerified = claims.email_verified === true || claims.email_verified === 'true';
  const verified = providerVerified || ctx.settings.autoconfirm;
  const name = typeof claims.name === 'string' ? claims.name : undefined;
  const picture = typeof claims.picture === 'string' ? claims.picture : undefined;
  const identityData = {
    iss: claims.iss,
    sub,
    name,
    email,
    picture,
    full_name: name,
    avatar_url: picture,
    provider_id: sub,
    email_verified: providerVerified,
    phone_verified: false,
  };
  let user: UserRecord;
  let identity: IdentityRecord;
  const [linked] = await queryJson<IdentityRecord>(
    db,
    'select * from auth.identities where provider = $1 and provider_id = $2',
    [provider, sub],
  );
  if (linked) {
    await db.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
       where id = $1`,
      [linked.id, JSON.stringify(identityData)],
    );
    identity = { ...linked, identity_data: identityData };
    user = (await findUser(db, 'id', linked.user_id))!;
  } else {
    if (!email) throw new AuthError(400, 'validation_failed', 'Error getting user email from external provider');
    const existing = await findUser(db, 'email', email);
    if (existing && !verified) {
      // An address the provider does not vouch for never reaches someone else's account.
      return { error: needsVerification(provider, false) };
    }
    if (existing) {
      user = existing;
      identity = await addIdentity(db, { userId: user.id, provider, providerId: sub, data: identityData });
      await db.query(
        `update auth.users set
           raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'), '{providers}',
             (select to_jsonb(array_agg(distinct p)) from jsonb_array_elements_text(
                coalesce(raw_app_meta_data -> 'providers', '[]') || to_jsonb($2::text)) p)),
           raw_user_meta_data = jsonb_strip_nulls($3::jsonb) || coalesce(raw_user_meta_data, '{}'),
           updated_at = now()
         where id = $1`,
        [user.id, provider, JSON.stringify({ full_name: name, avatar_url: picture })],
      );
    } else {
      if (ctx.settings.signupDisabled) throw signupDisabled();
      const userId = await createUser(db, {
        email,
        passwordHash: null,
        confirmed: false,
        appMetadata: { provider, providers: [provider] },
        userMetadata: identityData,
      });
      identity = await addIdentity(db, { userId, provider, providerId: sub, data: identityData });
      user = (await findUser(db, 'id', userId))!;
    }
  }
  if (user.email_confirmed_at) return { userId: user.id };
  await keepOnlyIdentity(db, user.id, identity);
  if (verified) {
    await confirmUser(db, user.id);
    return { userId: user.id };
  }
  if (!user.email) return { error: needsVerification(provider, false) };
  await sendLink(db, ctx, (await findUser(db, 'id', user.id))!, 'signup', redirectTo, false);
  return { error: needsVerification(provider, true) };
}
