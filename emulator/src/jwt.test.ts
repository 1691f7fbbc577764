import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

// verifyJwt keeps tokens whose signature checked out; these pin that a kept token is still judged by its
// time claims, by the key set it is checked against, and byte for byte.

const now = Date.UTC(2026, 10, 22, 8, 0, 0);
const seconds = Math.floor(now / 1000);

describe('verifyJwt', () => {
  it('checks a known token’s expiry on every use', () => {
    const token = signJwt({ sub: 'a', role: 'authenticated', iat: seconds, exp: seconds + 60 }, 'secret-one');
    expect(verifyJwt(token, 'secret-one', 0, now)).toMatchObject({ ok: true, claims: { sub: 'a' } });
    expect(verifyJwt(token, 'secret-one', 0, now + 59_000).ok).toBe(true);
    expect(verifyJwt(token, 'secret-one', 0, now + 61_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, 'secret-one', 30, now + 61_000).ok).toBe(true);
    expect(verifyJwt(token, 'secret-one', 0, now - 10_000)).toEqual({ ok: false, reason: 'future' });
  });

  it('does not accept a token it verified with one key when asked with another', () => {
    const token = signJwt({ sub: 'b', role: 'authenticated', exp: seconds + 60 }, 'secret-one');
    expect(verifyJwt(token, 'secret-one', 0, now).ok).toBe(true);
    expect(verifyJwt(token, 'secret-two', 0, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(token, 'secret-one', 0, now).ok).toBe(true);
  });

  it('refuses a token that differs from a verified one in its payload or signature', () => {
    const token = signJwt({ sub: 'c', role: 'authenticated', exp: seconds + 60 }, 'secret-one');
    expect(verifyJwt(token, 'secret-one', 0, now).ok).toBe(true);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'c', role: 'service_role', exp: seconds + 60 })).toString(
      'base64url',
    );
    expect(verifyJwt(`${header}.${forged}.${signature}`, 'secret-one', 0, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = signature!.endsWith('A') ? `${signature!.slice(0, -1)}B` : `${signature!.slice(0, -1)}A`;
    expect(verifyJwt(`${token.slice(0, token.lastIndexOf('.'))}.${flipped}`, 'secret-one', 0, now).ok).toBe(false);
  });

  it('shares frozen claims, so one request cannot change what the next one sees', () => {
    const token = signJwt({ sub: 'd', role: 'authenticated', exp: seconds + 60 }, 'secret-one');
    const first = verifyJwt(token, 'secret-one', 0, now);
    if (!first.ok) throw new Error('expected the token to verify');
    expect(Object.isFrozen(first.claims)).toBe(true);
    expect(() => {
      (first.claims as Record<string, unknown>).role = 'service_role';
    }).toThrow(TypeError);
    expect(verifyJwt(token, 'secret-one', 0, now)).toMatchObject({ ok: true, claims: { role: 'authenticated' } });
  });
});
