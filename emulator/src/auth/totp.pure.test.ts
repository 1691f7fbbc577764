// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, totpCode, totpMatches } from './totp';

// RFC 4648's base32 test vectors, without the padding authenticator apps leave off.
const VECTORS: Array<[string, string]> = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
];

describe('base32', () => {
  it('encodes RFC 4648’s test vectors without padding', () => {
    for (const [plain, encoded] of VECTORS) expect(base32Encode(Buffer.from(plain)), plain).toBe(encoded);
  });

  it('decodes them back, with or without padding and in either case', () => {
    for (const [plain, encoded] of VECTORS) {
      expect(base32Decode(encoded).toString(), encoded).toBe(plain);
      expect(base32Decode(encoded.toLowerCase()).toString(), encoded).toBe(plain);
    }
    expect(base32Decode('MZXW6YQ=').toString()).toBe('foob');
    expect(base32Decode('MY======').toString()).toBe('f');
  });

  it('round-trips every byte value, zeros and all-ones included', () => {
    const bytes = Buffer.from([0, 255, 0, 0, 128, 1, 254, 127, ...Array.from({ length: 256 }, (_, index) => index)]);
    expect(base32Encode(Buffer.from([0]))).toBe('AA');
    expect(base32Encode(Buffer.from([255]))).toBe('74');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    for (const text of ['MZXW1', 'MZ8W', 'MZ W', 'MZ-W']) expect(() => base32Decode(text), text).toThrow('not base32');
  });
});

describe('newTotpSecret', () => {
  it('is 20 random bytes in base32', () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(first)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(first);
  });
});

describe('totpMatches', () => {
  // The RFC 6238 secret ("12345678901234567890" in base32), at a fixed moment in the middle of a step.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const now = 1111111109_000;
  const step = Math.floor(now / 30_000);

  it('accepts the current step’s code and one step either side, as GoTrue allows for clock skew', () => {
    expect(totpCode(secret, step)).toBe('081804');
    expect(totpMatches(secret, '081804', now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, step - 1), now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, step + 1), now)).toBe(true);
  });

  it('refuses codes two steps away and anything not six digits', () => {
    expect(totpMatches(secret, totpCode(secret, step - 2), now)).toBe(false);
    expect(totpMatches(secret, totpCode(secret, step + 2), now)).toBe(false);
    for (const code of ['', '81804', '0818040', '08180a', ' 081804']) {
      expect(totpMatches(secret, code, now), code).toBe(false);
    }
  });

  it('reads the clock when no time is given', () => {
    const current = totpCode(secret, Math.floor(Date.now() / 30_000));
    expect(totpMatches(secret, current)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, Math.floor(Date.now() / 30_000) + 5))).toBe(false);
  });
});
