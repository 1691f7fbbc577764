import { createPublicKey, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import type { GoogleSettings } from './settings';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface ProviderTokens {
  claims: Record<string, unknown>;
  accessToken: string | null;
  refreshToken: string | null;
}

export interface OidcClient {
  readonly settings: GoogleSettings;
  authorizationUrl(params: Record<string, string>): Promise<string>;
  /** Exchanges an authorization code and returns the verified ID token's claims. */
  exchange(code: string, redirectUri: string, nonce: string): Promise<ProviderTokens>;
  /** Verifies an ID token the app obtained itself (`grant_type=id_token`); a null nonce is not checked. */
  verifyIdToken(idToken: string, nonce: string | null): Promise<Record<string, unknown>>;
}

const CACHE_MS = 10 * 60 * 1000;
const SKEW_SECONDS = 60;

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000), redirect: 'error' });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** An OpenID Connect relying party for one provider (Google by default): discovery, code exchange, ID token checks. */
export function createOidcClient(settings: GoogleSettings): OidcClient {
  let discovery: { value: Discovery; at: number } | null = null;
  let jwks: { keys: Array<JsonWebKey & { kid?: string; alg?: string }>; at: number } | null = null;

  async function config(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < CACHE_MS) return discovery.value;
    const value = await fetchJson<Discovery>(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (value.issuer !== settings.issuer)
      throw new Error(`The provider says its issuer is ${value.issuer}, not ${settings.issuer}`);
    discovery = { value, at: Date.now() };
    return value;
  }

  async function keyFor(kid: string | undefined): Promise<JsonWebKey> {
    for (const fresh of [false, true]) {
      if (fresh || !jwks || Date.now() - jwks.at > CACHE_MS) {
        jwks = { ...(await fetchJson<{ keys: JsonWebKey[] }>((await config()).jwks_uri)), at: Date.now() };
      }
      const key = jwks.keys.find((candidate) => kid === undefined || candidate.kid === kid);
      if (key) return key;
    }
    throw new Error('The ID token is signed with a key the provider does not publish');
  }

  async function verifyIdToken(idToken: string, nonce: string | null): Promise<Record<string, unknown>> {
    const [headerPart, payloadPart, signaturePart] = idToken.split('.');
    if (!headerPart || !payloadPart || !signaturePart) throw new Error('The ID token is not a JWT');
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<string, unknown>;
    const key = createPublicKey({ key: await keyFor(header.kid), format: 'jwk' });
    const data = Buffer.from(`${headerPart}.${payloadPart}`);
    const signature = Buffer.from(signaturePart, 'base64url');
    const valid =
      header.alg === 'RS256'
        ? verifySignature('sha256', data, key, signature)
        : header.alg === 'ES256'
          ? verifySignature('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
          : false;
    if (!valid) throw new Error(`The ID token's signature (${header.alg}) does not verify`);
    const now = Math.floor(Date.now() / 1000);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== settings.issuer) throw new Error('The ID token comes from another issuer');
    if (!audience.includes(settings.clientId)) throw new Error('The ID token is meant for another client');
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_SECONDS < now) throw new Error('The ID token has expired');
    if (nonce !== null && claims.nonce !== nonce) throw new Error('The ID token does not carry this sign-in’s nonce');
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('The ID token names no subject');
    return claims;
  }

  return {
    settings,
    verifyIdToken,
    async authorizationUrl(params) {
      const url = new URL((await config()).authorization_endpoint);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    async exchange(code, redirectUri, nonce) {
      const basic = Buffer.from(
        `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
      ).toString('base64');
      const tokens = await fetchJson<{ id_token?: string; access_token?: string; refresh_token?: string }>(
        (await config()).token_endpoint,
        {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
        },
      );
      if (!tokens.id_token) throw new Error('The provider returned no ID token');
      return {
        claims: await verifyIdToken(tokens.id_token, nonce),
        accessToken: tokens.access_token ?? null,
        refreshToken: tokens.refresh_token ?? null,
      };
    },
  };
}
