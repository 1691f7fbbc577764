/** CORS for the app's origin, whichever it is: the functions answer their own preflight, as on a hosted project. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A refusal the caller can act on: a 4xx with a sentence and a stable code. */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorResponse = (error: ClientError): Response =>
  json(error.status, { error: error.message, code: error.code });

export const preflight = (): Response => new Response(null, { status: 204, headers: CORS_HEADERS });

/**
 * Reads a JSON object body of at most `limit` bytes; anything else is a 400 or 413 with a sentence.
 */
export async function readJsonBody(request: Request, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    throw new ClientError(413, 'body_too_large', `The request body must be at most ${limit / 1024} KB.`);
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > limit) {
    throw new ClientError(413, 'body_too_large', `The request body must be at most ${limit / 1024} KB.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ClientError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ClientError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set for this function.`);
  return value;
}
