import type { ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), 'application/json; charset=utf-8', headers);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
