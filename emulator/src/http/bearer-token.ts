import type { IncomingHttpHeaders } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match ? match[1]! : null;
}
