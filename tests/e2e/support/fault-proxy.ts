import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type FaultMode = 'pass' | 'fail' | 'slow' | 'hold';

/**
 * The one place the end-to-end tests inject a fault: an HTTP proxy on loopback in front of the real
 * emulator. `pass` forwards every request; `fail` answers each API call with a 500 as a broken server
 * would (CORS preflights still pass, as a gateway answers them); `slow` forwards after a delay; `hold` keeps
 * each request until `release()`, which answers them as the mode then says (so a test decides, not a clock,
 * what is still on its way); `down()`
 * stops listening, so connections are refused as when the emulator is stopped, and `up()` listens again.
 */
export interface FaultProxy {
  url: string;
  mode: FaultMode;
  delayMs: number;
  /** Requests received and not yet answered. */
  pending: number;
  /** Answers the requests `hold` kept, by the mode set now. */
  release(): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  const proxy: FaultProxy = {
    url: '',
    mode: 'pass',
    delayMs: 1500,
    pending: 0,
    release: () => held.splice(0).forEach((answer) => answer()),
    down: () => closeServer(),
    up: () => listen(port),
    close: () => closeServer(),
  };

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    req.pipe(outgoing);
  }

  function fail(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    res.writeHead(500, {
      'content-type': 'application/json',
      'access-control-allow-origin': req.headers.origin ?? '*',
      vary: 'Origin',
    });
    res.end(JSON.stringify({ code: 'XX000', message: 'injected failure', details: null, hint: null }));
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    proxy.pending++;
    res.on('close', () => proxy.pending--);
    // Decided when the answer is due, so a slow request can still fail if the mode changes meanwhile.
    const answer = () => (proxy.mode === 'fail' && req.method !== 'OPTIONS' ? fail(req, res) : forward(req, res));
    if (proxy.mode === 'slow') setTimeout(answer, proxy.delayMs);
    else if (proxy.mode === 'hold') held.push(answer);
    else answer();
  }

  let server: Server | null = null;
  let port = 0;
  function listen(on: number): Promise<void> {
    server = createServer(handle);
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return new Promise((done, reject) => {
      server!.once('error', reject);
      server!.listen(on, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : on;
        done();
      });
    });
  }
  function closeServer(): Promise<void> {
    const closing = server;
    server = null;
    if (!closing) return Promise.resolve();
    for (const socket of sockets) socket.destroy();
    return new Promise((done) => closing.close(() => done()));
  }

  await listen(0);
  proxy.url = `http://127.0.0.1:${port}`;
  return proxy;
}
