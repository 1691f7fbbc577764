import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, posix, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.zip': 'application/zip',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Text types, sent compressed to a browser that accepts it; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.ts', '.map']);

/** Brotli's level for text sent on the fly: fast enough per request, close to the best size. */
export const BROTLI_QUALITY = 5;

/** The encoding to send `file` in for a request's Accept-Encoding: Brotli, else gzip, else none. */
export function chooseEncoding(file: string, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(extname(file)) || !acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The headers a deployed remote needs, file by file. Every file, fonts included, carries CORS: a host on
 * another origin loads them, and a font without it fails silently. The manifest and the remote entry
 * name the current build and must be revalidated; everything under static/ has a content hash in its
 * name and never changes.
 */
export function remoteHeaders(path: string): Record<string, string> {
  const name = path.split('/').pop() ?? '';
  const cache =
    name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.html') || name.startsWith('@mf-types')
      ? 'no-cache'
      : path.startsWith('/static/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
  return { 'access-control-allow-origin': '*', 'cache-control': cache, vary: 'Origin' };
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

const compressors = {
  br: (bytes: Buffer) => promisify(brotliCompress)(bytes, BROTLI_OPTIONS),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes),
};

/** A file larger than this is compressed as it streams, every time, and not kept. */
const MAX_KEPT_FILE_BYTES = 4 * 1024 * 1024;
/** What one server keeps at most, counted by the files' own sizes; the least recently sent go first. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

export type Compress = (bytes: Buffer, encoding: 'br' | 'gzip') => Promise<Buffer>;

/**
 * The compressed copies of the files a server sends, each made once while its file is unchanged (same
 * size and modification time), as a CDN keeps them: a page load asks for the same megabytes of JavaScript
 * every time, and compressing them again is most of what serving them costs. Requests for a file that is
 * being compressed wait for the same copy.
 */
export function compressedCopies(
  compress: Compress = (bytes, encoding) => compressors[encoding](bytes),
  maxBytes = MAX_KEPT_BYTES,
) {
  const kept = new Map<string, { promise: Promise<Buffer>; bytes: number }>();
  let total = 0;
  return async (file: string, version: { size: number; mtimeMs: number }, encoding: 'br' | 'gzip') => {
    const key = `${encoding}\0${version.size}\0${version.mtimeMs}\0${file}`;
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.promise;
    }
    const entry = { promise: readFile(file).then((bytes) => compress(bytes, encoding)), bytes: version.size };
    kept.set(key, entry);
    total += entry.bytes;
    for (const [oldKey, old] of kept) {
      if (total <= maxBytes || old === entry) break;
      kept.delete(oldKey);
      total -= old.bytes;
    }
    try {
      return await entry.promise;
    } catch (error) {
      if (kept.get(key) === entry) {
        kept.delete(key);
        total -= entry.bytes;
      }
      throw error;
    }
  };
}

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve the nearest index.html above a path without a file (a page's own client-side routes). */
  spa?: boolean;
  /** Extra headers for each file, by its URL path. */
  headers?: (path: string) => Record<string, string>;
}

/** A small static file server for a production build, with the headers a deployment should send. */
export function serveStatic(options: StaticServerOptions): Promise<Server> {
  const root = normalize(options.root);
  const compressed = compressedCopies();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, HEAD, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('Bad path');
        return;
      }
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(404).end('Not found');
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      // A page's own routes: the nearest index.html above the path (`/plain/login` → `/plain/index.html`,
      // else `/index.html`), as a multi-page site's rewrites serve them.
      for (let folder = posix.dirname(path); !info?.isFile() && options.spa && !extname(path);) {
        const index = posix.join(folder, 'index.html');
        file = join(root, index);
        info = await stat(file).catch(() => null);
        if (info?.isFile()) path = index;
        if (folder === '/') break;
        folder = posix.dirname(folder);
      }
      if (!info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain', ...options.headers?.(path) }).end('Not found');
        return;
      }
      // Text goes compressed, as a CDN sends it: Brotli (a fast level) or gzip, each file compressed once.
      const encoding = chooseEncoding(file, req.headers['accept-encoding']);
      const keep = encoding !== null && info.size <= MAX_KEPT_FILE_BYTES;
      const body = keep ? await compressed(file, info, encoding).catch(() => null) : null;
      if (keep && !body) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Could not read the file');
        return;
      }
      const extra = options.headers?.(path) ?? {};
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...(body ? { 'content-length': String(body.length) } : encoding ? {} : { 'content-length': String(info.size) }),
        'x-content-type-options': 'nosniff',
        ...extra,
        vary: [extra.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
      });
      if (req.method === 'HEAD') res.end();
      else if (body) res.end(body);
      else if (encoding === 'br') createReadStream(file).pipe(createBrotliCompress(BROTLI_OPTIONS)).pipe(res);
      else if (encoding === 'gzip') createReadStream(file).pipe(createGzip()).pipe(res);
      else createReadStream(file).pipe(res);
    })();
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => done(server));
  });
}
