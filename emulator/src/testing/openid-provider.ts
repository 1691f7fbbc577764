import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  name: string;
  picture: string;
  /** What the provider says of the address (default true). */
  emailVerified?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the emulator's callback once its port is known. */
  configure(callbackUrl: string, accounts: TestAccount[]): void;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider) on a free loopback port, with its dev login pages. */
export async function startTestProvider(): Promise<TestProvider> {
  let app: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (app) app(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'job-tracker-emulator';
  const clientSecret = 'a-loopback-test-secret-that-is-long-enough';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    issuer,
    clientId,
    clientSecret,
    configure(callbackUrl, accounts) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [callbackUrl],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
        cookies: { keys: ['loopback-test-cookie-key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
        conformIdTokenClaims: false,
        ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
        pkce: { required: () => false },
        features: { devInteractions: { enabled: true } },
        findAccount: (_ctx: unknown, id: string) => {
          const account = accounts.find((candidate) => candidate.sub === id);
          if (!account) return undefined;
          const { emailVerified = true, ...claims } = account;
          return { accountId: id, claims: () => ({ ...claims, email_verified: emailVerified }) };
        },
      });
      app = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Drives a browser's trip through the provider with plain HTTP: follows redirects, logs in, consents. */
export async function signInAtProvider(startUrl: string, login: string, stopAt: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 25; hop += 1) {
    if (url.startsWith(stopAt)) return url;
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`No login or consent form at ${url}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).toString();
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString();
  }
  throw new Error('Too many redirects at the provider');
}
