import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-retry-count',
].join(', ');
const EXPOSED_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'Location',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'x-sb-error-code',
].join(', ');

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}
