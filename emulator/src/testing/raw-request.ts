export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface RawOptions {
  apikey?: string | null;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

/** A request as the service role: its key as the API key and as the bearer token. */
export const asServiceRole = (keys: { serviceRoleKey: string }): RawOptions => ({
  apikey: keys.serviceRoleKey,
  token: keys.serviceRoleKey,
});

/** One HTTP request as a client that is not supabase-js might send it. */
export async function rawRequest(
  base: string,
  method: string,
  path: string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apikey) headers.apikey = options.apikey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}
