import { connect, type Socket } from 'node:net';

// The load generator's HTTP/1.1 client: keep-alive connections, one request in flight on each, as a browser
// holds connections open to its API. It runs in the bench's process beside the emulator, so whatever it
// spends is counted against the emulator: it writes the request in one piece and reads the status line,
// the headers and a Content-Length or chunked body, nothing more. Node's `http.request` costs several
// times as much per request (about 0.5 ms on the 2-core machine, a tenth of a PGlite request's SQL), and
// `fetch()` more again; with either, the load figures showed the client's cost as much as the server's.

export interface Answer {
  status: number;
  body: string;
}

interface Connection {
  socket: Socket;
  pending: Buffer;
  /** Called with more bytes of the response in flight, or with why the connection failed. */
  waiter: ((error?: Error) => void) | null;
  closed: boolean;
  /** When it went back to the pool: Node's server closes a connection idle for 5 s (keepAliveTimeout). */
  idleSince: number;
}

/** Older idle connections are not reused, as Node's own agent retires them before the server's timeout. */
const IDLE_REUSE_MS = 4_000;

const idle = new Map<string, Connection[]>();
const HEAD_END = Buffer.from('\r\n\r\n');

/** A whole response at the start of `data`, or null while more bytes are needed. */
function readResponse(data: Buffer, method: string): { answer: Answer; used: number; keepAlive: boolean } | null {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = data.toString('latin1', 0, headEnd);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP response: ${head.slice(0, 40)}`);
  const header = (name: string) => new RegExp(`\r\n${name}:[ \t]*([^\r]*)`, 'i').exec(head)?.[1]?.trim();
  const keepAlive = header('connection')?.toLowerCase() !== 'close';
  const start = headEnd + 4;
  if (method === 'HEAD' || status === 204 || status === 304)
    return { answer: { status, body: '' }, used: start, keepAlive };
  if (header('transfer-encoding')?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = data.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(data.toString('latin1', at, lineEnd), 16);
      if (!Number.isInteger(size)) throw new Error('malformed chunk');
      if (data.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) {
        return { answer: { status, body: Buffer.concat(parts).toString('utf8') }, used: lineEnd + 4, keepAlive };
      }
      parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = header('content-length');
  if (length === undefined) throw new Error('a response without Content-Length or chunked encoding');
  const end = start + Number(length);
  if (data.length < end) return null;
  return { answer: { status, body: data.toString('utf8', start, end) }, used: end, keepAlive };
}

function open(host: string, port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, noDelay: true });
    const connection: Connection = { socket, pending: Buffer.alloc(0), waiter: null, closed: false, idleSince: 0 };
    socket.once('connect', () => resolve(connection));
    socket.once('error', reject);
    socket.on('error', (error) => {
      connection.closed = true;
      connection.waiter?.(error);
    });
    socket.on('close', () => {
      connection.closed = true;
      connection.waiter?.(new Error('connection closed before the response ended'));
    });
    socket.on('data', (chunk: Buffer) => {
      connection.pending = connection.pending.length === 0 ? chunk : Buffer.concat([connection.pending, chunk]);
      connection.waiter?.();
    });
  });
}

export async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const { hostname, port, host, pathname, search } = new URL(url);
  const pool = idle.get(host) ?? idle.set(host, []).get(host)!;
  let connection = pool.pop();
  while (connection && (connection.closed || performance.now() - connection.idleSince > IDLE_REUSE_MS)) {
    if (!connection.closed) connection.socket.destroy();
    connection = pool.pop();
  }
  const conn = connection ?? (await open(hostname, Number(port)));
  let request = `${method} ${pathname}${search} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
  if (body !== undefined) request += `content-length: ${Buffer.byteLength(body)}\r\n`;
  request += `\r\n${body ?? ''}`;
  return new Promise<Answer>((done, fail) => {
    conn.waiter = (error) => {
      let read: ReturnType<typeof readResponse>;
      try {
        if (error) throw error;
        read = readResponse(conn.pending, method);
      } catch (failure) {
        conn.waiter = null;
        conn.closed = true;
        conn.socket.destroy();
        fail(failure as Error);
        return;
      }
      if (!read) return;
      conn.waiter = null;
      conn.pending = conn.pending.subarray(read.used);
      if (read.keepAlive && conn.pending.length === 0) {
        conn.idleSince = performance.now();
        pool.push(conn);
      } else conn.socket.destroy();
      done(read.answer);
    };
    conn.socket.write(request);
  });
}
