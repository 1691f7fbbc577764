import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';

export const JOB_PAGES_DIR = resolve(import.meta.dirname, '../../../tests/fixtures/job-pages');
export const JOB_PAGE_SHAPES = ['greenhouse', 'lever', 'ashby', 'workable', 'linkedin'] as const;

export interface JobPageServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Job pages on loopback, standing in for the job sites a capture cannot reach from here: the fixtures at
 * `/<shape>` (`/slow/<shape>?ms=` after a pause), and pages that misbehave (`/huge`: 3 MB; `/silent`: never answers; `/stalled`: headers, then
 * nothing; `/redirect?to=`: a 302; `/missing`: 404; `/blank`: no title; `/data.json`; `/loop`: redirects forever).
 */
export async function startJobPageServer(host = '127.0.0.1'): Promise<JobPageServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const name = url.pathname.slice(1);
    if ((JOB_PAGE_SHAPES as readonly string[]).includes(name)) {
      void readFile(resolve(JOB_PAGES_DIR, `${name}.html`)).then((html) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(html);
      });
      return;
    }
    if (name.startsWith('slow/')) {
      // A fixture after a pause: `/slow/<shape>?ms=1500`.
      const shape = name.slice('slow/'.length);
      const html = readFile(resolve(JOB_PAGES_DIR, `${shape}.html`));
      setTimeout(
        () => {
          void html.then(
            (body) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(body),
            () => res.writeHead(404).end(),
          );
        },
        Number(url.searchParams.get('ms') ?? 1000),
      );
      return;
    }
    switch (name) {
      case 'huge': {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const more = (): void => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
        return;
      }
      case 'silent':
        return;
      case 'stalled':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<html><head><title>Waiting');
        return;
      case 'redirect':
        res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' });
        res.end();
        return;
      case 'loop':
        res.writeHead(302, { Location: '/loop' });
        res.end();
        return;
      case 'blank':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body><p>Nothing to see.</p></body></html>');
        return;
      case 'data.json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"title":"Designer"}');
        return;
      default:
        res.writeHead(404, { 'Content-Type': 'text/html' });
        res.end('<title>Not found</title>');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolveListen) => server.listen(0, host, resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}
