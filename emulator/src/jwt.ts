import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign as signWith,
  timingSafeEqual,
  verify as verifyWith,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; role?: string };

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

type AsymmetricAlg = 'RS256' | 'ES256';

/**
 * The project's JWT keys: the shared HS256 secret (legacy keys, always accepted) and, when asymmetric
 * signing keys are switched on, the key that signs access tokens and the public keys `/.well-known/jwks.json`
 * publishes and verification accepts.
 */
export interface JwtKeySet {
  secret: string;
  signing: { key: KeyObject; kid: string; alg: AsymmetricAlg } | null;
  publicKeys: Map<string, { key: KeyObject; alg: AsymmetricAlg }>;
  /** The public keys as a JWKS document's `keys`. */
  jwks: JsonWebKey[];
}

/** A bare secret means HS256 only. */
export type JwtKeys = string | JwtKeySet;

const secretOf = (keys: JwtKeys): string => (typeof keys === 'string' ? keys : keys.secret);

/**
 * Builds the key set from private JWKs as the Supabase CLI's `signing_keys.json` holds them (RSA keys for
 * RS256, P-256 keys for ES256); the first signs.
 */
export function jwtKeySet(secret: string, privateJwks: JsonWebKey[] = []): JwtKeySet {
  const publicKeys = new Map<string, { key: KeyObject; alg: AsymmetricAlg }>();
  const jwks: JsonWebKey[] = [];
  let signing: JwtKeySet['signing'] = null;
  for (const [index, jwk] of privateJwks.entries()) {
    const alg: AsymmetricAlg | null =
      jwk.kty === 'RSA' ? 'RS256' : jwk.kty === 'EC' && jwk.crv === 'P-256' ? 'ES256' : null;
    if (!alg) throw new Error(`Signing key ${index + 1} must be an RSA or a P-256 EC key`);
    const kid = typeof jwk.kid === 'string' && jwk.kid !== '' ? jwk.kid : `key-${index + 1}`;
    const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    const publicKey = createPublicKey(privateKey);
    publicKeys.set(kid, { key: publicKey, alg });
    jwks.push({ ...publicKey.export({ format: 'jwk' }), kid, alg, use: 'sig', key_ops: ['verify'] });
    if (index === 0) signing = { key: privateKey, kid, alg };
  }
  return { secret, signing, publicKeys, jwks };
}

/** Signs claims: with the asymmetric signing key when there is one, else as HS256 with the shared secret. */
export function signJwt(claims: JwtClaims, keys: JwtKeys): string {
  const signing = typeof keys === 'string' ? null : keys.signing;
  const header = base64url(
    JSON.stringify(signing ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' }),
  );
  const payload = base64url(JSON.stringify(claims));
  const data = `${header}.${payload}`;
  const signature = signing
    ? signWith(
        'sha256',
        Buffer.from(data),
        signing.alg === 'ES256' ? { key: signing.key, dsaEncoding: 'ieee-p1363' } : signing.key,
      ).toString('base64url')
    : createHmac('sha256', secretOf(keys)).update(data).digest('base64url');
  return `${data}.${signature}`;
}

export type JwtFailure = 'parts' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid' | 'future';

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure; parts?: number };

const isNumberOrAbsent = (value: unknown): boolean => value === undefined || typeof value === 'number';

/** A token whose signature checked out, with its claims; the time claims are checked on every use. */
interface Verified {
  keys: JwtKeys;
  claims: JwtClaims;
}

/**
 * Tokens already verified, by their exact text: a signed-in client sends the same access token (and the
 * same API key) with every request until it refreshes, so each is decoded and its signature checked once.
 * Only tokens that verified are kept (a failure costs the full check every time), each entry remembers the
 * key set it verified against, and the map is bounded: the oldest entry goes first.
 */
const verifiedTokens = new Map<string, Verified>();
export const VERIFIED_TOKENS_KEPT = 2048;

type SignatureResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure; parts?: number };

function checkSignature(token: string, keys: JwtKeys): SignatureResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'parts', parts: parts.length };
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  let kid: unknown;
  let claims: JwtClaims;
  try {
    ({ alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown });
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  if (alg === 'HS256') {
    const expected = createHmac('sha256', secretOf(keys)).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'signature' };
    }
  } else if ((alg === 'RS256' || alg === 'ES256') && typeof keys !== 'string' && keys.publicKeys.size > 0) {
    const entry =
      typeof kid === 'string'
        ? keys.publicKeys.get(kid)
        : keys.publicKeys.size === 1
          ? [...keys.publicKeys.values()][0]
          : undefined;
    if (!entry || entry.alg !== alg) return { ok: false, reason: 'signature' };
    const data = Buffer.from(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    const valid =
      alg === 'ES256'
        ? verifyWith('sha256', data, { key: entry.key, dsaEncoding: 'ieee-p1363' }, given)
        : verifyWith('sha256', data, entry.key, given);
    if (!valid) return { ok: false, reason: 'signature' };
  } else {
    return { ok: false, reason: 'algorithm' };
  }
  if (!isNumberOrAbsent(claims.exp) || !isNumberOrAbsent(claims.iat) || !isNumberOrAbsent(claims.nbf)) {
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, claims: Object.freeze(claims) };
}

/**
 * Verifies an HS256 JWT, or an RS256/ES256 one against the key set's public keys (by `kid`);
 * `skewSeconds` tolerates clocks that disagree, as PostgREST does. The claims are frozen: a verified
 * token's claims are shared by every request that carries it.
 */
export function verifyJwt(token: string, keys: JwtKeys, skewSeconds = 30, now = Date.now()): VerifyResult {
  let claims: JwtClaims;
  const known = verifiedTokens.get(token);
  if (known !== undefined && known.keys === keys) {
    claims = known.claims;
  } else {
    const checked = checkSignature(token, keys);
    if (!checked.ok) return checked;
    claims = checked.claims;
    if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.delete(verifiedTokens.keys().next().value!);
    verifiedTokens.set(token, { keys, claims });
  }
  const nowSeconds = Math.floor(now / 1000);
  if (typeof claims.exp === 'number' && claims.exp + skewSeconds < nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && claims.nbf - skewSeconds > nowSeconds) {
    return { ok: false, reason: 'not_yet_valid' };
  }
  if (typeof claims.iat === 'number' && claims.iat - skewSeconds > nowSeconds) return { ok: false, reason: 'future' };
  return { ok: true, claims };
}
