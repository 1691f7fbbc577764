// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_TOKEN_LENGTH, unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token.ts';

const USER = '0f8c2a4e-1b3d-4c5e-8f70-123456789abc';
const OTHER = '9a7b6c5d-4e3f-4a1b-9c8d-fedcba987654';

/** Replaces the character at `index` with another one of the same alphabet. */
const alter = (token: string, index: number) =>
  `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;

describe('unsubscribe tokens', () => {
  // The edge runtime's Deno global does not exist under Node: a stand-in answers only Deno.env.get.
  let secret = 'first secret';
  beforeEach(() => {
    secret = 'first secret';
    vi.stubGlobal('Deno', { env: { get: (name: string) => (name === 'UNSUBSCRIBE_SECRET' ? secret : undefined) } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs a user id into an 80-character token that gives that user back', async () => {
    const token = await unsubscribeToken(USER);
    expect(UNSUBSCRIBE_TOKEN_LENGTH).toBe(80);
    expect(token).toHaveLength(80);
    expect(token).toMatch(new RegExp(`^${USER}\\.[A-Za-z0-9_-]{43}$`));
    expect(await unsubscribeToken(USER)).toBe(token);
    expect(await userOfUnsubscribeToken(token)).toBe(USER);
    expect(await unsubscribeToken(OTHER)).not.toBe(`${OTHER}.${token.slice(37)}`);
  });

  it('is the HMAC-SHA256 of the user id under the secret, in base64url', async () => {
    // Worked out apart: printf 'morning-email:<id>' | openssl dgst -sha256 -hmac 'first secret' -binary,
    // in base64 with + and / made - and _, the padding dropped.
    expect(await unsubscribeToken(USER)).toBe(`${USER}.tr0-pFjNF-OQMPdloShQf1wuuoXR_OUGNiN7_L_aDJA`);
  });

  it('refuses a token changed anywhere in its signature, or one for another user', async () => {
    const token = await unsubscribeToken(USER);
    for (const index of [37, 50, 79]) expect(await userOfUnsubscribeToken(alter(token, index))).toBeNull();
    expect(await userOfUnsubscribeToken(`${OTHER}${token.slice(36)}`)).toBeNull();
  });

  it('gives back only a user id in lower-case UUID form, even under a good signature', async () => {
    for (const id of [USER.toUpperCase(), USER.replaceAll('-', '_')]) {
      expect(await userOfUnsubscribeToken(await unsubscribeToken(id)), id).toBeNull();
    }
  });

  it('refuses a token signed with another secret', async () => {
    const token = await unsubscribeToken(USER);
    secret = 'second secret';
    expect(await userOfUnsubscribeToken(token)).toBeNull();
  });

  it('refuses what is not shaped like a token without reading it further', async () => {
    const token = await unsubscribeToken(USER);
    const signature = token.slice(37);
    for (const bad of [
      '',
      token.slice(0, -1),
      `${token}A`,
      `${USER.toUpperCase()}.${signature}`,
      `${USER.replaceAll('-', 'x')}.${signature}`,
      `${USER}x${signature}`,
      `${USER}.${signature.slice(0, -1)}=`,
      `${USER}.${signature.slice(0, -1)}.`,
      `x${USER}.${signature.slice(1)}`,
    ]) {
      expect(await userOfUnsubscribeToken(bad), bad).toBeNull();
    }
  });
});
