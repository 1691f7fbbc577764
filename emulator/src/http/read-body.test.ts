import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLarge, readBody } from './read-body';

/** A loopback server that reads one request's body with `limit`, and what came of it. */
async function serverReading(limit?: number) {
  let outcome: Promise<Buffer> | undefined;
  const server = createServer((req: IncomingMessage, res) => {
    outcome = readBody(req, limit);
    outcome.then(
      (body) => res.end(String(body.length)),
      () => undefined,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port, outcome: () => outcome! };
}

/** Sends `chunks` without a content-length (chunked), as a stream of unknown length arrives. */
function sendChunked(port: number, chunks: number, chunkBytes: number): Promise<string> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/' }, (res) => {
      let text = '';
      res.on('data', (part: Buffer) => (text += part.toString()));
      res.on('end', () => done(text));
    });
    req.on('error', () => done('connection dropped'));
    for (let i = 0; i < chunks; i += 1) req.write(Buffer.alloc(chunkBytes, 120));
    req.end();
  });
}

/** Sends `bytes` bytes in one write with `declared` as its content-length. */
function sendDeclared(port: number, bytes: number, declared = bytes): Promise<string> {
  return new Promise((done) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-length': String(declared) } },
      (res) => {
        let text = '';
        res.on('data', (part: Buffer) => (text += part.toString()));
        res.on('end', () => done(text));
      },
    );
    req.on('error', () => done('connection dropped'));
    req.end(Buffer.alloc(bytes, 120));
  });
}

describe('readBody', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('reads a chunked body up to its limit', async () => {
    const { server, port } = await serverReading(64 * 1024);
    close = () => server.close();
    expect(await sendChunked(port, 4, 16 * 1024)).toBe(String(64 * 1024));
  });

  it('stops a chunked body that passes its limit, with no length declared to refuse up front', async () => {
    const { server, port, outcome } = await serverReading(64 * 1024);
    close = () => server.close();
    await sendChunked(port, 5, 16 * 1024);
    await expect(outcome()).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('reads a body of exactly its declared limit, and an empty one', async () => {
    const { server, port } = await serverReading(64 * 1024);
    close = () => server.close();
    expect(await sendDeclared(port, 64 * 1024)).toBe(String(64 * 1024));
    expect(await sendDeclared(port, 0)).toBe('0');
    expect(await sendDeclared(port, 10)).toBe('10'); // one chunk
  });

  it('refuses a declared length past the limit before reading, 1 MiB unless told otherwise', async () => {
    const { server, port, outcome } = await serverReading();
    close = () => (server.closeAllConnections(), server.close());
    expect(await sendDeclared(port, 1024 * 1024)).toBe(String(1024 * 1024));
    // Refused with no byte sent: nothing is read, so the server need not wait for the body.
    void sendDeclared(port, 0, 1024 * 1024 + 1);
    await expect
      .poll(() => outcome().catch((error: Error) => error.message))
      .toBe('The request body is larger than 1048576 bytes (1 MiB).');
  });
});
