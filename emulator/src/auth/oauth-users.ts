import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import { AuthError } from './errors';
import { addIdentity, createUser, findUser } from './user-store';

/**
 * The user behind a provider's ID token: the one already linked to it, else the one with the same
 * verified address (the identity is linked), else a new user whose profile comes from the token.
 */
export async function userForProvider(
  db: Queryable,
  provider: string,
  claims: Record<string, unknown>,
): Promise<string> {
  const sub = String(claims.sub);
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
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
    email_verified: verified,
    phone_verified: false,
  };
  const [linked] = await queryJson<{ user_id: string }>(
    db,
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider, sub],
  );
  if (linked) {
    await db.query(
      `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = now(), updated_at = now()
       where provider = $1 and provider_id = $2`,
      [provider, sub, JSON.stringify(identityData)],
    );
    return linked.user_id;
  }
  if (!email) throw new AuthError(400, 'validation_failed', 'Error getting user email from external provider');
  const existing = await findUser(db, 'email', email);
  if (existing) {
    if (!verified) throw new AuthError(422, 'email_exists', 'Unverified email with this provider');
    await db.query(
      `update auth.users set
         raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'), '{providers}',
           (select to_jsonb(array_agg(distinct p)) from jsonb_array_elements_text(
              coalesce(raw_app_meta_data -> 'providers', '[]') || to_jsonb($2::text)) p)),
         raw_user_meta_data = jsonb_strip_nulls($3::jsonb) || coalesce(raw_user_meta_data, '{}'),
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1`,
      [existing.id, provider, JSON.stringify({ full_name: name, avatar_url: picture })],
    );
    await addIdentity(db, { userId: existing.id, provider, providerId: sub, data: identityData });
    return existing.id;
  }
  const userId = await createUser(db, {
    email,
    passwordHash: null,
    confirmed: verified,
    appMetadata: { provider, providers: [provider] },
    userMetadata: identityData,
  });
  await addIdentity(db, { userId, provider, providerId: sub, data: identityData });
  return userId;
}
