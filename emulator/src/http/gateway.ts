import type { IncomingMessage } from 'node:http';
import { verifyJwt, type JwtKeys } from '../jwt';

/** Routes a browser navigates to, which the hosted gateway serves without an API key. */
const OPEN_AUTH_ROUTES = new Set([
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
  '/auth/v1/health',
]);

export type GatewayVerdict = { ok: true } | { ok: false; status: number; body: Record<string, string> };

/** What the API gateway in front of a hosted project checks before a request reaches auth or REST. */
export function checkApiKey(req: IncomingMessage, pathname: string, jwtSecret: JwtKeys): GatewayVerdict {
  if (!pathname.startsWith('/rest/v1') && !pathname.startsWith('/auth/v1')) return { ok: true };
  if (OPEN_AUTH_ROUTES.has(pathname)) return { ok: true };
  const raw = req.headers.apikey;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) return { ok: false, status: 401, body: { message: 'No API key found in request' } };
  const verified = verifyJwt(key, jwtSecret);
  const role = verified.ok ? verified.claims.role : undefined;
  if (role !== 'anon' && role !== 'service_role') {
    return {
      ok: false,
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    };
  }
  return { ok: true };
}
