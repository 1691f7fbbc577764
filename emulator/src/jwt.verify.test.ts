// @vitest-environment node
import { createHmac, createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jwtKeySet, signJwt, VERIFIED_TOKENS_KEPT, verifyJwt, type JwtClaims } from './jwt';

// What a token must be to pass: its shape, its algorithm and key, and its time claims at their limits.
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
const secret = 'a-secret-of-at-least-thirty-two-characters';
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hs256 = (header: unknown, payload: unknown, key = secret) => {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
};
const decode = (token: string, part: 0 | 1) => JSON.parse(Buffer.from(token.split('.')[part]!, 'base64url').toString());
let unique = 0;
/** Fresh claims each time: verifyJwt keeps tokens it verified, and these tests are about the first check. */
const claims = (extra: JwtClaims = {}): JwtClaims => ({
  sub: `user-${(unique += 1)}`,
  role: 'authenticated',
  ...extra,
});

describe('jwtKeySet', () => {
  it('signs with the first key, names keys without a kid by position, and publishes every public key', () => {
    const keys = jwtKeySet(secret, [{ ...ec, kid: '' }, { ...rsa, kid: 'rsa-1' }, rsa]);
    expect(keys.signing).toMatchObject({ kid: 'key-1', alg: 'ES256' });
    expect([...keys.publicKeys].map(([kid, { alg }]) => [kid, alg])).toEqual([
      ['key-1', 'ES256'],
      ['rsa-1', 'RS256'],
      ['key-3', 'RS256'],
    ]);
    expect(keys.jwks.map(({ kid, alg, use, key_ops, d }) => ({ kid, alg, use, key_ops, d }))).toEqual([
      { kid: 'key-1', alg: 'ES256', use: 'sig', key_ops: ['verify'], d: undefined },
      { kid: 'rsa-1', alg: 'RS256', use: 'sig', key_ops: ['verify'], d: undefined },
      { kid: 'key-3', alg: 'RS256', use: 'sig', key_ops: ['verify'], d: undefined },
    ]);
    expect(jwtKeySet(secret)).toMatchObject({ secret, signing: null, jwks: [] });
  });

  it('refuses a key that is neither RSA nor P-256', () => {
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ format: 'jwk' });
    expect(() => jwtKeySet(secret, [rsa, p384])).toThrow('Signing key 2 must be an RSA or a P-256 EC key');
    const ed = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
    expect(() => jwtKeySet(secret, [ed as JsonWebKey])).toThrow('Signing key 1 must be');
  });
});

describe('signJwt and verifyJwt', () => {
  it('round-trips claims with HS256, RS256 and ES256', () => {
    const rsKeys = jwtKeySet(secret, [{ ...rsa, kid: 'r' }]);
    const esKeys = jwtKeySet(secret, [{ ...ec, kid: 'e' }]);
    for (const [keys, header] of [
      [secret, { alg: 'HS256', typ: 'JWT' }],
      [jwtKeySet(secret), { alg: 'HS256', typ: 'JWT' }],
      [rsKeys, { alg: 'RS256', kid: 'r', typ: 'JWT' }],
      [esKeys, { alg: 'ES256', kid: 'e', typ: 'JWT' }],
    ] as const) {
      const sent = claims({ exp: 2_000_000_000 });
      const token = signJwt(sent, keys);
      expect(decode(token, 0)).toEqual(header);
      expect(verifyJwt(token, keys)).toEqual({ ok: true, claims: sent });
    }
    // An HS256 token signed with the secret is good against a key set too (the legacy keys).
    const legacy = signJwt(claims(), secret);
    expect(verifyJwt(legacy, rsKeys).ok).toBe(true);
  });

  it('finds the public key by kid, or the only one when the token names none', () => {
    const two = jwtKeySet(secret, [
      { ...rsa, kid: 'r' },
      { ...ec, kid: 'e' },
    ]);
    const one = jwtKeySet(secret, [{ ...rsa, kid: 'r' }]);
    expect(verifyJwt(signJwt(claims(), one), two).ok).toBe(true);
    const bare = signed({ alg: 'RS256', typ: 'JWT' }, claims());
    expect(verifyJwt(bare, one).ok).toBe(true);
    expect(verifyJwt(bare, two)).toEqual({ ok: false, reason: 'signature' });
    // A kid naming a key of the other algorithm, or no key at all.
    expect(verifyJwt(signed({ alg: 'RS256', kid: 'e' }, claims()), two)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(signed({ alg: 'RS256', kid: 'x' }, claims()), two)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(signed({ alg: 'RS256', kid: 'r' }, claims()), two).ok).toBe(true);
  });

  it('refuses an RS256 or ES256 signature made by another key', () => {
    const mine = jwtKeySet(secret, [{ ...rsa, kid: 'k' }]);
    const theirs = jwtKeySet(secret, [
      { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'k' },
    ]);
    expect(verifyJwt(signJwt(claims(), theirs), mine)).toEqual({ ok: false, reason: 'signature' });
    const myEc = jwtKeySet(secret, [{ ...ec, kid: 'k' }]);
    const theirEc = jwtKeySet(secret, [
      { ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid: 'k' },
    ]);
    expect(verifyJwt(signJwt(claims(), theirEc), myEc)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses asymmetric tokens when only the secret is known, and any other algorithm', () => {
    const rsKeys = jwtKeySet(secret, [{ ...rsa, kid: 'r' }]);
    const token = signJwt(claims(), rsKeys);
    expect(verifyJwt(token, secret)).toEqual({ ok: false, reason: 'algorithm' });
    expect(verifyJwt(token, jwtKeySet(secret))).toEqual({ ok: false, reason: 'algorithm' });
    expect(verifyJwt(hs256({ alg: 'none' }, claims()), secret)).toEqual({ ok: false, reason: 'algorithm' });
    expect(verifyJwt(hs256({ alg: 'HS512' }, claims()), secret)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('refuses a token of other than three parts, saying how many', () => {
    expect(verifyJwt('a.b', secret)).toEqual({ ok: false, reason: 'parts', parts: 2 });
    expect(verifyJwt('a.b.c.d', secret)).toEqual({ ok: false, reason: 'parts', parts: 4 });
  });

  it('refuses malformed headers, payloads and time claims', () => {
    expect(verifyJwt(`${b64('{')}.${b64(claims())}.x`, secret)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyJwt(`${b64({ alg: 'HS256' })}.${b64('nope')}.x`, secret)).toEqual({ ok: false, reason: 'malformed' });
    for (const payload of [null, [1], 'text', 3]) {
      expect(verifyJwt(hs256({ alg: 'HS256' }, payload), secret), JSON.stringify(payload)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    for (const time of ['exp', 'iat', 'nbf']) {
      expect(verifyJwt(hs256({ alg: 'HS256' }, claims({ [time]: '1' })), secret), time).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('refuses an HS256 signature by another secret, or of another length', () => {
    expect(verifyJwt(hs256({ alg: 'HS256' }, claims(), 'another secret'), secret)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const token = hs256({ alg: 'HS256' }, claims());
    expect(verifyJwt(`${token}AA`, secret)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(token.slice(0, -2), secret)).toEqual({ ok: false, reason: 'signature' });
  });

  it('accepts time claims up to the skew and refuses them one second past it', () => {
    const now = 1_700_000_000_000;
    const at = (extra: JwtClaims, skew = 30) => verifyJwt(hs256({ alg: 'HS256' }, claims(extra)), secret, skew, now);
    const seconds = now / 1000;
    expect(at({ exp: seconds - 30 }).ok).toBe(true);
    expect(at({ exp: seconds - 31 })).toEqual({ ok: false, reason: 'expired' });
    expect(at({ exp: seconds - 1 }, 0)).toEqual({ ok: false, reason: 'expired' });
    expect(at({ exp: seconds }, 0).ok).toBe(true);
    expect(at({ nbf: seconds + 30 }).ok).toBe(true);
    expect(at({ nbf: seconds + 31 })).toEqual({ ok: false, reason: 'not_yet_valid' });
    expect(at({ iat: seconds + 30 }).ok).toBe(true);
    expect(at({ iat: seconds + 31 })).toEqual({ ok: false, reason: 'future' });
    // Within a second, the second counts as begun: 999 ms past still reads as the same second.
    expect(verifyJwt(hs256({ alg: 'HS256' }, claims({ exp: seconds - 30 })), secret, 30, now + 999).ok).toBe(true);
  });

  it('keeps the most recent verified tokens, forgetting the oldest first', () => {
    // A kept token is not checked again: its claims come back as the very same (frozen) object.
    const claimsOf = (token: string) => (verifyJwt(token, secret) as { claims: JwtClaims }).claims;
    const first = signJwt(claims(), secret);
    const kept = claimsOf(first);
    expect(claimsOf(first)).toBe(kept);
    for (let index = 0; index < VERIFIED_TOKENS_KEPT - 1; index += 1) claimsOf(signJwt(claims(), secret));
    expect(claimsOf(first)).toBe(kept);
    const last = signJwt(claims(), secret);
    const lastClaims = claimsOf(last);
    for (let index = 0; index < VERIFIED_TOKENS_KEPT - 1; index += 1) claimsOf(signJwt(claims(), secret));
    expect(claimsOf(last)).toBe(lastClaims);
    claimsOf(signJwt(claims(), secret));
    const again = claimsOf(last);
    expect(again).not.toBe(lastClaims);
    expect(again).toEqual(lastClaims);
  });
});

/** An RS256 token with this header, signed by the test's RSA key. */
function signed(header: unknown, payload: JwtClaims): string {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${sign('sha256', Buffer.from(data), createPrivateKey({ key: rsa, format: 'jwk' })).toString('base64url')}`;
}
