import { requireEnv } from './http.ts';

// The morning e-mail's unsubscribe link carries `<user id>.<HMAC-SHA256 of it>`, keyed with the function
// secret UNSUBSCRIBE_SECRET: it works without signing in, and no one can make one for another user.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** A token's length: 36 for the id, a dot, 43 for the signature. Nothing longer is read. */
export const UNSUBSCRIBE_TOKEN_LENGTH = 80;

const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function signature(userId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(requireEnv('UNSUBSCRIBE_SECRET')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`morning-email:${userId}`)));
}

export async function unsubscribeToken(userId: string): Promise<string> {
  return `${userId}.${await signature(userId)}`;
}

/** The user a token unsubscribes, or null for anything that is not a token we signed. */
export async function userOfUnsubscribeToken(token: string): Promise<string | null> {
  if (token.length !== UNSUBSCRIBE_TOKEN_LENGTH) return null;
  const [userId = '', given = ''] = token.split('.');
  if (!UUID.test(userId) || !SIGNATURE.test(given)) return null;
  const expected = await signature(userId);
  // Compared in full whatever differs first, so the time taken tells nothing about the signature.
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0 ? userId : null;
}
