import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { sendJson } from '../http/respond';

export const ASSETS_DIR = resolve(import.meta.dirname, '../../assets');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { statusCode: '404', error: 'not_found', message: 'Object not found' });
}

/**
 * `GET /storage/v1/object/public/<bucket>/<path>` as Supabase Storage serves public files, from
 * `emulator/assets/<bucket>/<path>`. Only plain names are accepted, so no path can leave the folder.
 */
export async function servePublicObject(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { statusCode: '405', error: 'method_not_allowed', message: 'Method not allowed' });
    return;
  }
  let segments: string[];
  try {
    segments = url.pathname.slice('/storage/v1/object/public/'.length).split('/').map(decodeURIComponent);
  } catch {
    return notFound(res);
  }
  if (segments.length < 2 || segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) {
    return notFound(res);
  }
  const file = resolve(join(ASSETS_DIR, ...segments));
  if (!file.startsWith(ASSETS_DIR + sep)) return notFound(res);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(info.size));
  res.setHeader('Cache-Control', 'max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run script in the emulator's origin.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
