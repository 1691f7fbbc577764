import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for links, refresh tokens and codes. */
export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** Only a hash of an e-mailed link's token is stored, so a database dump holds no usable link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function pkceMatches(method: string, challenge: string, verifier: string): boolean {
  if (method === 'plain') return challenge === verifier;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
