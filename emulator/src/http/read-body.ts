import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A function call may carry more: an import sends a whole file (at most 10 MB, grown a little by JSON's
 * quoting) to one function, so that it lands in one transaction.
 */
export const MAX_CALL_BODY_BYTES = 16 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes (${limit / (1024 * 1024)} MiB).`);
  }
}

/** Reads the whole body, refusing (without buffering further) once it passes `limit`. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
