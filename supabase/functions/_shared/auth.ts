import { ClientError, requireEnv } from './http.ts';

export interface CallingUser {
  id: string;
  email: string | null;
}

/**
 * The signed-in user behind the request's bearer token, as Auth answers it for `/auth/v1/user`: the token's
 * signature, expiry and session are checked there, so a signed-out caller (or one holding only the anon
 * key, which the gateway lets through) gets 401.
 */
export async function callingUser(request: Request): Promise<CallingUser> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  const refusal = new ClientError(401, 'not_signed_in', 'Sign in to use this.');
  if (!match) throw refusal;
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/auth/v1/user`, {
    headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${match[1]}` },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw refusal;
  }
  const user = (await response.json()) as { id?: unknown; email?: unknown; role?: unknown };
  if (typeof user.id !== 'string' || user.role === 'anon') throw refusal;
  return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
}
