// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError, CORS_HEADERS, errorResponse, json, preflight, readJsonBody, requireEnv } from './http.ts';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('https://fn.example/capture', { method: 'POST', body, headers });

/** What readJsonBody throws for this request, or null when it reads the body. */
async function refusal(request: Request, limit: number) {
  try {
    await readJsonBody(request, limit);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ClientError);
    const { status, code, message } = error as ClientError;
    return { status, code, message };
  }
}

const TOO_LARGE = { status: 413, code: 'body_too_large', message: 'The request body must be at most 1 KB.' };
const NOT_AN_OBJECT = { status: 400, code: 'invalid_body', message: 'The request body must be a JSON object.' };

describe('JSON responses', () => {
  it('answers JSON with CORS headers, letting a caller add or override headers', async () => {
    const response = json(201, { ok: true }, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(json(200, null).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('turns a refusal into its status with the sentence and code', async () => {
    const response = errorResponse(new ClientError(422, 'nothing_found', 'Nothing there.'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Nothing there.', code: 'nothing_found' });
  });

  it('answers a preflight with 204, no body and the CORS headers', async () => {
    const response = preflight();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    for (const [name, value] of Object.entries(CORS_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });
});

describe('readJsonBody', () => {
  it('reads a JSON object of up to the limit in bytes', async () => {
    // 1024 bytes exactly: the braces, quotes, colon and key take 8, the value the rest.
    const body = JSON.stringify({ a: 'x'.repeat(1016) });
    expect(new TextEncoder().encode(body).length).toBe(1024);
    expect(await readJsonBody(post(body), 1024)).toEqual({ a: 'x'.repeat(1016) });
    expect(await readJsonBody(post(body, { 'Content-Length': '1024' }), 1024)).toEqual({ a: 'x'.repeat(1016) });
  });

  it('refuses a body over the limit, counted in bytes, whatever length it declares', async () => {
    const over = JSON.stringify({ a: 'x'.repeat(1017) });
    expect(await refusal(post(over), 1024)).toEqual(TOO_LARGE);
    // 512 two-byte characters: under the limit in characters, over it in bytes.
    expect(await refusal(post(JSON.stringify({ a: 'é'.repeat(512) })), 1024)).toEqual(TOO_LARGE);
    // A declared length over the limit is refused before the body is read.
    expect(await refusal(post('{}', { 'Content-Length': '1025' }), 1024)).toEqual(TOO_LARGE);
  });

  it('refuses what is not JSON, and JSON that is not an object', async () => {
    for (const body of ['', 'not json', '{"a":', '[]', '[1]', 'null', '"text"', '42', 'true']) {
      expect(await refusal(post(body), 1024), body).toEqual(NOT_AN_OBJECT);
    }
  });
});

describe('requireEnv', () => {
  // The edge runtime's Deno global does not exist under Node: a stand-in answers only Deno.env.get.
  const env: Record<string, string> = { PRESENT: 'value', EMPTY: '' };
  afterEach(() => vi.unstubAllGlobals());

  it('gives a set variable and throws for a missing or empty one', () => {
    vi.stubGlobal('Deno', { env: { get: (name: string) => env[name] } });
    expect(requireEnv('PRESENT')).toBe('value');
    expect(() => requireEnv('MISSING')).toThrow('MISSING is not set for this function.');
    expect(() => requireEnv('EMPTY')).toThrow('EMPTY is not set for this function.');
  });
});
