import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLarge, readBody } from './read-body';

/** A loopback server that reads one request's body with `limit`, and what came of it. */
async function serverReading(limit: number) {
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
});
