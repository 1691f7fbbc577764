import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { bearerToken } from '../http/bearer-token';
import { BodyTooLarge, readBody } from '../http/read-body';
import { sendJson } from '../http/respond';

/** The largest message the dev mail API takes (Resend's own limit is 40 MB with attachments; ours has none). */
const MAX_MAIL_BYTES = 512 * 1024;
const MAX_RECIPIENTS = 50;
const MAX_HEADERS = 20;
const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/;
const HEADER_NAME = /^[A-Za-z0-9-]{1,100}$/;

class Refused extends Error {}

/** The key the functions send mail with (RESEND_API_KEY): stable across restarts, from the project's JWT secret. */
export function devMailKey(jwtSecret: string): string {
  return `dev_${createHmac('sha256', jwtSecret).update('dev-mail-api').digest('base64url')}`;
}

function text(body: Record<string, unknown>, name: string, max: number, required = true): string {
  const value = body[name];
  if (value === undefined && !required) return '';
  if (typeof value !== 'string' || (required && value.trim() === '')) throw new Refused(`"${name}" must be a string.`);
  if (value.length > max) throw new Refused(`"${name}" must be at most ${max} characters.`);
  return value;
}

function recipients(value: unknown): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RECIPIENTS) {
    throw new Refused(`"to" must be an address or a list of 1 to ${MAX_RECIPIENTS} addresses.`);
  }
  return list.map((item) => {
    if (typeof item !== 'string' || !EMAIL.test(item)) throw new Refused(`"${String(item)}" is not an e-mail address.`);
    return item;
  });
}

function headers(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Refused('"headers" must be an object of header names and string values.');
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_HEADERS) throw new Refused(`At most ${MAX_HEADERS} headers.`);
  for (const [name, item] of entries) {
    if (!HEADER_NAME.test(name)) throw new Refused(`"${name}" is not a header name.`);
    if (typeof item !== 'string' || item.length > 2000 || /[\r\n]/.test(item)) {
      throw new Refused(`The header "${name}" must be one line of at most 2000 characters.`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

const linksOf = (body: string): string[] => [...new Set(body.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/**
 * `POST /_dev/mail/emails`: the request Resend's API takes (`from`, `to`, `subject`, `text`, `html`,
 * `headers`), with the key the emulator gives the functions as RESEND_API_KEY. Each recipient's copy lands
 * in the dev mailbox (with its headers), so a function that sends mail through Resend runs unchanged here.
 */
export async function serveMailApi(
  req: IncomingMessage,
  res: ServerResponse,
  db: Queryable,
  apiKey: string,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Send an e-mail with POST.' });
  if (bearerToken(req.headers) !== apiKey) {
    return sendJson(res, 401, { message: 'The dev mail API takes the key the emulator gives the functions.' });
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_MAIL_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return sendJson(res, 413, { message: `A message must be at most ${MAX_MAIL_BYTES / 1024} KB.` });
    throw error;
  }
  try {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new Refused('The body must be a JSON object.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new Refused('The body must be a JSON object.');
    const message = body as Record<string, unknown>;
    text(message, 'from', 320);
    const to = recipients(message.to);
    const subject = text(message, 'subject', 998);
    const textBody = text(message, 'text', MAX_MAIL_BYTES, false);
    const htmlBody = text(message, 'html', MAX_MAIL_BYTES, false);
    if (!textBody && !htmlBody) throw new Refused('Send "text", "html" or both.');
    const extra = headers(message.headers);
    const links = linksOf(textBody || htmlBody);
    let id: string | null = null;
    for (const recipient of to) {
      const inserted = await db.query(
        `insert into emulator.mailbox (recipient, subject, text_body, html_body, links, headers)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb) returning id`,
        [recipient, subject, textBody, htmlBody, JSON.stringify(links), JSON.stringify(extra)],
      );
      id ??= inserted.rows[0]?.id ?? null;
    }
    sendJson(res, 200, { id });
  } catch (error) {
    if (error instanceof Refused) return sendJson(res, 422, { message: error.message });
    throw error;
  }
}
