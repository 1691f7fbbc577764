import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build folder as a production static host would: gzip for text, immutable caching off (the
 * bench measures first loads), CORS for the remote's chunks, and `index.html` for unknown paths (SPA).
 */
export async function serveStatic(
  root: string,
  port: number,
  extra: Map<string, string> = new Map(),
): Promise<StaticServer> {
  const cache = new Map<string, { raw: Buffer; gzip: Buffer | null }>();
  const load = async (path: string) => {
    let entry = cache.get(path);
    if (!entry) {
      const raw = extra.has(path) ? Buffer.from(extra.get(path)!) : await readFile(join(root, path));
      entry = { raw, gzip: COMPRESSIBLE.has(extname(path)) ? gzipSync(raw) : null };
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
      const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) res.setHeader('content-encoding', 'gzip');
      res.end(gzip ? entry.gzip : entry.raw);
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
