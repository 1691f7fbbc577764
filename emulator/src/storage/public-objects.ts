import { createReadStream } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
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
 * The regular file `segments` name inside `folder`, or null. Symlinks are not followed out of the folder:
 * the path is resolved to its real location, which must still lie inside the folder's own real location,
 * and must be a regular file (no directory, device or pipe).
 */
async function fileInside(folder: string, segments: string[]): Promise<{ path: string; size: number } | null> {
  const root = await realpath(folder).catch(() => null);
  if (!root) return null;
  const candidate = resolve(join(folder, ...segments));
  if (!candidate.startsWith(resolve(folder) + sep)) return null;
  const real = await realpath(candidate).catch(() => null);
  if (!real || !real.startsWith(root + sep)) return null;
  const [link, info] = await Promise.all([lstat(candidate).catch(() => null), stat(real).catch(() => null)]);
  if (!link || link.isSymbolicLink() || !info?.isFile()) return null;
  return { path: real, size: info.size };
}

/**
 * `GET /storage/v1/object/public/<bucket>/<path>` as Supabase Storage serves public files, from
 * `<assets>/<bucket>/<path>` (`emulator/assets` unless the emulator was given another folder). Only plain
 * names are accepted, and only regular files inside the folder are served.
 */
export async function servePublicObject(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  assetsDir: string = ASSETS_DIR,
): Promise<void> {
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
  const file = await fileInside(assetsDir, segments);
  if (!file) return notFound(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', 'max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG opened directly must not run script in the emulator's origin.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).pipe(res);
}
