import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, chooseEncoding } from '../../scripts/lib/static-server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build folder as `npm run preview` does (scripts/lib/static-server.ts): text as Brotli at the
 * preview server's level (gzip for a client without Brotli), compressed once per file here rather than
 * per request; immutable caching off (the bench measures first loads), CORS for the remote's chunks,
 * and `index.html` for unknown paths (SPA).
 */
export async function serveStatic(
  root: string,
  port: number,
  extra: Map<string, string> = new Map(),
): Promise<StaticServer> {
  const cache = new Map<string, { raw: Buffer; br?: Buffer; gzip?: Buffer }>();
  const load = async (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      const raw = extra.has(path) ? Buffer.from(extra.get(path)!) : await readFile(join(root, path));
      entry = { raw };
      cache.set(path, entry);
    }
    return entry;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      if (path.endsWith('/')) path += 'index.html';
      let entry = await load(path).catch(() => null);
      if (!entry && !extname(path)) {
        path = '/index.html';
        entry = await load(path).catch(() => null);
      }
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', 'no-store');
      if (!entry) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
      const encoding = chooseEncoding(path, req.headers['accept-encoding']);
      if (encoding === 'br') {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
        res.setHeader('content-encoding', 'br');
        res.end(entry.br);
      } else if (encoding === 'gzip') {
        entry.gzip ??= gzipSync(entry.raw);
        res.setHeader('content-encoding', 'gzip');
        res.end(entry.gzip);
      } else {
        res.end(entry.raw);
      }
    })();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
