import { callingUser } from '../_shared/auth.ts';
import { ClientError, errorResponse, json, preflight, readJsonBody } from '../_shared/http.ts';
import { postingFromText } from './from-text.ts';
import { jsonLdBlocks, metaTags, pageTitle } from './html.ts';
import { parseJsonLd, postingFromJsonLd } from './json-ld.ts';
import { merge, postingFromMeta } from './page-meta.ts';
import { finish, LIMITS, type Posting } from './posting.ts';
import { allowedHostsFrom, fetchPage, parsePageUrl } from './safe-fetch.ts';

const MAX_TEXT = 100_000;
const MAX_BODY_BYTES = 512 * 1024;

/** A page's posting: its JSON-LD JobPosting first, the gaps filled from OpenGraph/meta tags and the title. */
export function readPage(html: string, url: URL | null): Posting {
  const fromJsonLd = postingFromJsonLd(parseJsonLd(jsonLdBlocks(html)));
  const posting = merge(fromJsonLd, postingFromMeta(metaTags(html), pageTitle(html), url));
  if (url) posting.url = url.href;
  return posting;
}

function readInput(body: Record<string, unknown>): { url: string } | { text: string } {
  const { url, text } = body;
  const unknown = Object.keys(body).filter((key) => key !== 'url' && key !== 'text');
  if (unknown.length > 0) {
    throw new ClientError(400, 'invalid_body', `Send { url } or { text } only, not ${unknown.join(', ')}.`);
  }
  if ((url === undefined) === (text === undefined)) {
    throw new ClientError(400, 'invalid_body', 'Send either a link ({ url }) or the posting’s text ({ text }).');
  }
  if (url !== undefined) {
    if (typeof url !== 'string' || url.trim() === '') {
      throw new ClientError(400, 'invalid_url', 'Enter a link that starts with http:// or https://.');
    }
    if (url.length > LIMITS.url) {
      throw new ClientError(400, 'invalid_url', `A link must be at most ${LIMITS.url} characters.`);
    }
    return { url };
  }
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ClientError(400, 'invalid_text', 'Paste the posting’s text, or a link to it.');
  }
  if (text.length > MAX_TEXT) {
    throw new ClientError(
      400,
      'invalid_text',
      `The pasted text must be at most ${MAX_TEXT.toLocaleString('en')} characters.`,
    );
  }
  return { text };
}

/**
 * POST { url } or { text } → the posting it describes. Signed-in callers only; every failure is a 4xx
 * with a sentence (`{ error, code }`).
 */
export async function handleCapture(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  try {
    if (request.method !== 'POST') throw new ClientError(405, 'method_not_allowed', 'Send the link or text with POST.');
    await callingUser(request);
    const input = readInput(await readJsonBody(request, MAX_BODY_BYTES));
    let posting: Posting;
    if ('url' in input) {
      const page = await fetchPage(parsePageUrl(input.url), allowedHostsFrom(Deno.env.get('CAPTURE_ALLOWED_HOSTS')));
      posting = readPage(page.html, page.url);
      posting.url = parsePageUrl(input.url).href;
    } else {
      posting = postingFromText(input.text);
    }
    const result = finish(posting);
    if (!result.company && !result.position) {
      throw new ClientError(
        422,
        'nothing_found',
        'No job posting could be read from that. Fill in the form yourself, or paste the posting’s text.',
      );
    }
    return json(200, result);
  } catch (error) {
    if (error instanceof ClientError) return errorResponse(error);
    throw error;
  }
}
