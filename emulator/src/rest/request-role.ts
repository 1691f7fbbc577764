import type { IncomingHttpHeaders } from 'node:http';
import { bearerToken } from '../http/bearer-token';
import { verifyJwt, type JwtClaims, type JwtFailure, type JwtKeys } from '../jwt';
import { RestError } from './errors';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

export interface RequestRole {
  role: string;
  claims: JwtClaims;
}

const MESSAGES: Record<JwtFailure, [string, string]> = {
  parts: ['PGRST301', 'Expected 3 parts in JWT'],
  malformed: ['PGRST301', 'JWT could not be decoded'],
  algorithm: ['PGRST301', 'Wrong or unsupported encoding algorithm'],
  signature: ['PGRST301', 'JWT cryptographic operation failed'],
  expired: ['PGRST303', 'JWT expired'],
  not_yet_valid: ['PGRST303', 'JWT not yet valid'],
  future: ['PGRST303', 'JWT issued at future'],
};

/** The database role and claims of a REST request, from its JWT (the API key when no Bearer token). */
export function requestRole(headers: IncomingHttpHeaders, secret: JwtKeys): RequestRole {
  const token = bearerToken(headers) ?? (typeof headers.apikey === 'string' ? headers.apikey : null);
  if (token === null) return { role: 'anon', claims: { role: 'anon' } };
  const result = verifyJwt(token, secret);
  if (!result.ok) {
    const [code, text] = MESSAGES[result.reason];
    const message = result.reason === 'parts' ? `${text}; got ${result.parts}` : text;
    throw new RestError(401, code, message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    });
  }
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) {
    throw new RestError(403, '42501', `permission denied to set role "${role}"`);
  }
  return { role, claims: result.claims };
}
