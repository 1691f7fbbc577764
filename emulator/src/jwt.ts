import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; role?: string };

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

/** Signs claims as an HS256 JWT, the only algorithm a hosted project's legacy keys use. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtFailure = 'parts' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid' | 'future';

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure; parts?: number };

const isNumberOrAbsent = (value: unknown): boolean => value === undefined || typeof value === 'number';

/** Verifies an HS256 JWT; `skewSeconds` tolerates clocks that disagree, as PostgREST does. */
export function verifyJwt(token: string, secret: string, skewSeconds = 30, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'parts', parts: parts.length };
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  let claims: JwtClaims;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  if (alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (!isNumberOrAbsent(claims.exp) || !isNumberOrAbsent(claims.iat) || !isNumberOrAbsent(claims.nbf)) {
    return { ok: false, reason: 'malformed' };
  }
  const nowSeconds = Math.floor(now / 1000);
  if (typeof claims.exp === 'number' && claims.exp + skewSeconds < nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && claims.nbf - skewSeconds > nowSeconds) {
    return { ok: false, reason: 'not_yet_valid' };
  }
  if (typeof claims.iat === 'number' && claims.iat - skewSeconds > nowSeconds) return { ok: false, reason: 'future' };
  return { ok: true, claims };
}
