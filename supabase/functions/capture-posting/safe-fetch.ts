import { ClientError } from '../_shared/http.ts';
import { declaredCharset } from './html.ts';
import { isIpv4, isIpv6, isPrivateAddress, METADATA_HOSTS } from './private-addresses.ts';

export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export interface FetchedPage {
  html: string;
  /** Where the page was found, after redirects. */
  url: URL;
}

const unreadable = (code: string, message: string) => new ClientError(422, code, message);

/** An address the user gave as a URL we may fetch: http(s), no credentials, a host. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ClientError(400, 'invalid_url', 'Enter a link that starts with http:// or https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ClientError(400, 'invalid_url', 'Only http:// and https:// links can be read.');
  }
  if (url.username || url.password) {
    throw new ClientError(400, 'invalid_url', 'A link with a user name or password in it cannot be read.');
  }
  url.hash = '';
  return url;
}

export function allowedHostsFrom(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}

async function resolveAll(host: string): Promise<string[]> {
  const results = await Promise.allSettled([Deno.resolveDns(host, 'A'), Deno.resolveDns(host, 'AAAA')]);
  return results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}

/**
 * Refuses a destination on a private, loopback, link-local or metadata address: the host as written, and
 * every address its name resolves to. Hosts listed in CAPTURE_ALLOWED_HOSTS skip the check (tests only).
 */
export async function checkDestination(url: URL, allowedHosts: Set<string>): Promise<void> {
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (allowedHosts.has(host)) return;
  const refused = unreadable(
    'address_not_allowed',
    'That link points to a private or local network address, which cannot be read.',
  );
  if (METADATA_HOSTS.has(host) || host === 'localhost' || host.endsWith('.localhost')) throw refused;
  if (isIpv4(host) || isIpv6(host)) {
    if (isPrivateAddress(host)) throw refused;
    return;
  }
  const addresses = await resolveAll(host);
  if (addresses.length === 0) throw unreadable('host_not_found', `The address ${host} could not be found.`);
  if (addresses.some(isPrivateAddress)) throw refused;
}

async function readLimited(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = unreadable(
    'page_too_large',
    `The page is larger than ${limit / (1024 * 1024)} MB, so it was not read.`,
  );
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw tooLarge;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decode(bytes: Uint8Array, contentType: string): string {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? null;
  const sniffed = declaredCharset(new TextDecoder('latin1').decode(bytes.subarray(0, 2048)));
  for (const label of [declared, sniffed, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown label: try the next.
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Fetches an HTML page safely: every hop (redirects followed by hand, at most five) is checked before it
 * is requested, each request has 10 s for its headers and body, and at most 2 MB is read.
 */
export async function fetchPage(start: URL, allowedHosts: Set<string>): Promise<FetchedPage> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    await checkDestination(url, allowedHosts);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: controller.signal,
        headers: {
          Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'User-Agent': 'Mozilla/5.0 (compatible; JobTrackerCapture/1.0)',
        },
      });
      if ([301, 302, 303, 307, 308].includes(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) throw unreadable('bad_redirect', 'The page redirected without saying where to.');
        const next = new URL(location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          throw unreadable('bad_redirect', 'The page redirected to a link that is not http:// or https://.');
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw unreadable('page_error', `The page answered ${response.status}, so there was nothing to read.`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (contentType && !/^(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
        await response.body?.cancel();
        throw unreadable('not_a_page', 'That link is not a web page (it is a file or data), so it cannot be read.');
      }
      const bytes = await readLimited(response, MAX_PAGE_BYTES);
      return { html: decode(bytes, contentType), url };
    } catch (error) {
      if (error instanceof ClientError) throw error;
      if (controller.signal.aborted) {
        throw unreadable('page_timeout', `The page did not answer within ${FETCH_TIMEOUT_MS / 1000} seconds.`);
      }
      throw unreadable('page_unreachable', 'The page could not be reached. Check the link and try again.');
    } finally {
      clearTimeout(timer);
    }
  }
  throw unreadable('too_many_redirects', `The page redirected more than ${MAX_REDIRECTS} times.`);
}
