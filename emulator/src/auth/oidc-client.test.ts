// @vitest-environment node
import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcClient, type OidcClient } from './oidc-client';

/** A provider's discovery document and keys on loopback; the ID tokens are signed here with its key. */
describe('verifying an ID token', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let server: Server;
  let issuer: string;
  let client: OidcClient;
  const now = () => Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' }) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const data = `${part(header)}.${part(claims)}`;
    return `${data}.${sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`;
  };
  const valid = () => ({ iss: issuer, aud: 'client-1', sub: 'user-1', exp: now() + 600, nonce: 'n1' });

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/auth`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
          }),
        );
      } else if (req.url === '/jwks') {
        res.end(JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256' }] }));
      } else res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = createOidcClient({ issuer, clientId: 'client-1', clientSecret: 'secret' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the claims of a token from the issuer, for this client, unexpired, with the nonce', async () => {
    const claims = valid();
    expect(await client.verifyIdToken(token(claims), 'n1')).toEqual(claims);
    expect(
      await client.verifyIdToken(token({ ...claims, aud: ['other', 'client-1'], nonce: undefined }), null),
    ).toMatchObject({
      sub: 'user-1',
    });
  });

  it('allows a minute of clock skew past expiry, and no more', async () => {
    expect(await client.verifyIdToken(token({ ...valid(), exp: now() - 50 }), 'n1')).toMatchObject({ sub: 'user-1' });
    await expect(client.verifyIdToken(token({ ...valid(), exp: now() - 70 }), 'n1')).rejects.toThrow(
      'The ID token has expired',
    );
    await expect(client.verifyIdToken(token({ ...valid(), exp: String(now() + 600) }), 'n1')).rejects.toThrow(
      'The ID token has expired',
    );
  });

  it('refuses another issuer, another client, another nonce, no subject, or a bad signature', async () => {
    await expect(client.verifyIdToken(token({ ...valid(), iss: 'https://elsewhere.example' }), 'n1')).rejects.toThrow(
      'The ID token comes from another issuer',
    );
    await expect(client.verifyIdToken(token({ ...valid(), aud: 'client-2' }), 'n1')).rejects.toThrow(
      'The ID token is meant for another client',
    );
    await expect(client.verifyIdToken(token(valid()), 'n2')).rejects.toThrow('this sign-in’s nonce');
    await expect(client.verifyIdToken(token({ ...valid(), sub: '' }), 'n1')).rejects.toThrow('names no subject');
    const forged = `${token(valid()).slice(0, -6)}AAAAAA`;
    await expect(client.verifyIdToken(forged, 'n1')).rejects.toThrow('does not verify');
    await expect(client.verifyIdToken(token(valid(), { alg: 'HS256', kid: 'k1' }), 'n1')).rejects.toThrow(
      'does not verify',
    );
    for (const broken of ['not-a-jwt', 'a..c', '.b.c', 'a.b.'])
      await expect(client.verifyIdToken(broken, 'n1')).rejects.toThrow('The ID token is not a JWT');
  });
});
