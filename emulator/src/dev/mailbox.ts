import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/database';
import { queryJson } from '../db/query-json';
import { sendJson, sendText } from '../http/respond';

/** One message as `/_dev/mailbox.json` lists it (newest first). */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Headers the sender added (List-Unsubscribe …); {} for the auth e-mails. */
  headers: Record<string, string>;
  created_at: string;
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function listMail(db: Queryable, to: string | null): Promise<MailMessage[]> {
  return queryJson<MailMessage>(
    db,
    `select id, recipient as "to", subject, text_body as text, html_body as html, links, headers, created_at
     from emulator.mailbox where $1::text is null or lower(recipient) = lower($1)
     order by created_at desc, id desc limit 200`,
    [to],
  );
}

function page(messages: MailMessage[]): string {
  const items = messages
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)}
  <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(new Date(mail.created_at).toLocaleString('en-GB'))}</time></header>
  <pre>${escapeHtml(mail.text)}</pre>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:8px;padding:1rem;margin:1rem 0}time{color:#627d98;margin-left:.5rem}
pre{white-space:pre-wrap;background:#f5f7fa;padding:.5rem;border-radius:4px}a{word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1><p>Every e-mail the local auth server sends, newest first (JSON: <a href="/_dev/mailbox.json">/_dev/mailbox.json</a>).</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/**
 * Whether to serve the mailbox: on unless `--no-mailbox` was given or EMULATOR_MAILBOX is off (or false, 0).
 * Throws on any other value, so a typo never leaves it on unnoticed.
 */
export function mailboxEnabled(noMailboxFlag: boolean, env: string | undefined): boolean {
  const value = (env ?? '').trim().toLowerCase();
  if (!['', 'on', 'true', '1', 'off', 'false', '0'].includes(value)) {
    throw new Error(`EMULATOR_MAILBOX must be on or off, not "${env}".`);
  }
  return !noMailboxFlag && !['off', 'false', '0'].includes(value);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request may read the mailbox: it names a loopback host (so a rebound DNS name gets nothing)
 * and comes from the mailbox's own origin, or from no web page at all (a typed URL, a test in Node).
 * Another origin's page is refused even before CORS would hide the answer from it.
 */
export function mailboxRequestAllowed(req: IncomingMessage): boolean {
  const host = header(req, 'host');
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (!LOOPBACK_HOSTS.has(hostname)) return false;
  const origin = header(req, 'origin');
  if (origin !== undefined && origin !== `http://${host}`) return false;
  const site = header(req, 'sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** `/_dev/mailbox` (HTML) and `/_dev/mailbox.json` (`?to=` filters by recipient). */
export async function serveMailbox(req: IncomingMessage, res: ServerResponse, url: URL, db: Queryable): Promise<void> {
  if (!mailboxRequestAllowed(req)) {
    return sendJson(res, 403, {
      message: 'The dev mailbox answers only its own pages and local tools, on a loopback address.',
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' });
  const messages = await listMail(db, url.searchParams.get('to'));
  const headers = { 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' };
  if (url.pathname === '/_dev/mailbox.json') return sendJson(res, 200, messages, headers);
  sendText(res, 200, page(messages), 'text/html; charset=utf-8', {
    ...headers,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
}
