// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '../_shared/http.ts';
import { checkDestination, fetchPage, MAX_PAGE_BYTES, parsePageUrl } from './safe-fetch.ts';

/*
 * Job sites and DNS cannot be reached from here, so both are stood in for: `fetch` answers from a table of
 * pages by URL, and `Deno.resolveDns` from a table of names. The end-to-end path through a real loopback
 * server is covered by the emulator's capture-posting tests.
 */
type Page = () => Response;

function servePages(pages: Record<string, Page>): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = String(input);
    requested.push(url);
    const page = pages[url];
    if (!page) throw new TypeError('fetch failed');
    return page();
  });
  return requested;
}

function resolveNames(names: Record<string, { A?: string[]; AAAA?: string[] }>): void {
  vi.stubGlobal('Deno', {
    resolveDns: async (host: string, type: 'A' | 'AAAA') => {
      const records = names[host]?.[type];
      if (!records) throw new Error(`no ${type} record for ${host}`);
      return records;
    },
  });
}

const html =
  (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { headers: { 'content-type': 'text/html', ...headers } });

const redirect = (to: string) => () => new Response(null, { status: 302, headers: { location: to } });

/** A body sent in pieces with no declared length, as a chunked response arrives. */
function streamed(size: number): Page {
  return () => {
    let left = size;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left === 0) return controller.close();
        const piece = Math.min(left, 256 * 1024);
        left -= piece;
        controller.enqueue(new Uint8Array(piece).fill(0x61));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html' } });
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientError);
  const { status, code } = error as ClientError;
  return { status, code };
}

/** How parsing `link` is refused (a sync throw read as a rejection). */
const parseRefusal = (link: string) => refusal(Promise.resolve().then(() => parsePageUrl(link)));

const none = new Set<string>();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parsePageUrl', () => {
  it('refuses a link carrying a user name, a password, or both', async () => {
    for (const link of ['https://ana@jobs.example/1', 'https://:secret@jobs.example/1', 'https://a:b@jobs.example/1'])
      expect(() => parsePageUrl(link), link).toThrow(/user name or password/);
    expect(await parseRefusal('https://ana@jobs.example/1')).toEqual({ status: 400, code: 'invalid_url' });
  });

  it('reads only http and https links', async () => {
    for (const link of ['ftp://jobs.example/1', 'file:///etc/passwd', 'javascript:alert(1)', 'jobs.example/1'])
      expect(await parseRefusal(link), link).toEqual({ status: 400, code: 'invalid_url' });
    expect(parsePageUrl('http://jobs.example/1').protocol).toBe('http:');
  });

  it('keeps an ordinary link, dropping its fragment', () => {
    expect(parsePageUrl('  https://jobs.example/role?id=7#apply ').href).toBe('https://jobs.example/role?id=7');
  });
});

describe('checkDestination', () => {
  it('lets a public address written as an IPv4 or IPv6 literal through without looking it up', async () => {
    resolveNames({});
    await expect(checkDestination(new URL('http://93.184.216.34/'), none)).resolves.toBeUndefined();
    await expect(checkDestination(new URL('http://[2606:4700::1111]/'), none)).resolves.toBeUndefined();
  });

  it('refuses localhost and any name under it, and lets other names resolve', async () => {
    resolveNames({ 'jobs.example': { A: ['93.184.216.34'] } });
    for (const link of ['http://localhost/', 'http://app.localhost/'])
      expect(await refusal(checkDestination(new URL(link), none))).toEqual({
        status: 422,
        code: 'address_not_allowed',
      });
    await expect(checkDestination(new URL('http://jobs.example/'), none)).resolves.toBeUndefined();
  });

  it('refuses a name when any one of its addresses is private, though the others are public', async () => {
    resolveNames({ 'split.example': { A: ['93.184.216.34', '10.0.0.5'] } });
    expect(await refusal(checkDestination(new URL('http://split.example/'), none))).toEqual({
      status: 422,
      code: 'address_not_allowed',
    });
  });
});

describe('fetchPage', () => {
  const start = 'http://93.184.216.34/';

  it('follows each redirect status to the page', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      servePages({
        [`${start}moved`]: () => new Response(null, { status, headers: { location: '/here' } }),
        [`${start}here`]: html('Here'),
      });
      expect(await fetchPage(new URL(`${start}moved`), none), String(status)).toEqual({
        html: 'Here',
        url: new URL(`${start}here`),
      });
    }
  });

  it('follows five redirects and refuses a sixth', async () => {
    const hops = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, hop) => [`${start}${hop}`, redirect(`${start}${hop + 1}`)] as const),
      );
    const requested = servePages({ ...hops(5), [`${start}5`]: html('<h1>Designer</h1>') });
    const page = await fetchPage(new URL(`${start}0`), none);
    expect(page).toEqual({ html: '<h1>Designer</h1>', url: new URL(`${start}5`) });
    expect(requested).toHaveLength(6);

    servePages({ ...hops(6), [`${start}6`]: html('<h1>Designer</h1>') });
    expect(await refusal(fetchPage(new URL(`${start}0`), none))).toEqual({ status: 422, code: 'too_many_redirects' });
  });

  it('refuses a redirect to a link that is not http or https, or to nowhere', async () => {
    servePages({
      [`${start}ftp`]: redirect('ftp://93.184.216.34/file'),
      [`${start}nowhere`]: () => new Response(null, { status: 301 }),
      [`${start}relative`]: redirect('/landed'),
      [`${start}landed`]: html('Landed'),
    });
    expect(await refusal(fetchPage(new URL(`${start}ftp`), none))).toEqual({ status: 422, code: 'bad_redirect' });
    expect(await refusal(fetchPage(new URL(`${start}nowhere`), none))).toEqual({ status: 422, code: 'bad_redirect' });
    expect(await fetchPage(new URL(`${start}relative`), none)).toEqual({
      html: 'Landed',
      url: new URL(`${start}landed`),
    });
  });

  it('reads a page of exactly 2 MB, whether its length is declared or streamed, and not a byte more', async () => {
    expect(MAX_PAGE_BYTES).toBe(2 * 1024 * 1024);
    const exact = new Uint8Array(MAX_PAGE_BYTES).fill(0x61);
    servePages({
      [`${start}declared`]: html(exact, { 'content-length': String(MAX_PAGE_BYTES) }),
      [`${start}streamed`]: streamed(MAX_PAGE_BYTES),
      [`${start}declared-over`]: html(exact, { 'content-length': String(MAX_PAGE_BYTES + 1) }),
      [`${start}streamed-over`]: streamed(MAX_PAGE_BYTES + 1),
    });
    for (const path of ['declared', 'streamed'])
      expect((await fetchPage(new URL(`${start}${path}`), none)).html, path).toHaveLength(MAX_PAGE_BYTES);
    await expect(fetchPage(new URL(`${start}declared-over`), none)).rejects.toThrow(
      'The page is larger than 2 MB, so it was not read.',
    );
    for (const path of ['declared-over', 'streamed-over'])
      expect(await refusal(fetchPage(new URL(`${start}${path}`), none)), path).toEqual({
        status: 422,
        code: 'page_too_large',
      });
  });

  it('decodes a page in the charset its header declares, else the one its meta tag declares, else UTF-8', async () => {
    const latin = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0)); // windows-1252 bytes
    const utf8 = (text: string) => new TextEncoder().encode(text);
    const tagged = '<meta charset="windows-1252">Café';
    servePages({
      [`${start}header`]: html(latin('Café'), { 'content-type': 'text/html; charset=windows-1252' }),
      [`${start}meta`]: html(latin(tagged)),
      [`${start}header-wins`]: html(utf8('<meta charset="windows-1252">Café'), {
        'content-type': 'text/html; charset=utf-8',
      }),
      [`${start}unknown`]: html(utf8('Café'), { 'content-type': 'text/html; charset=x-unheard-of' }),
    });
    const read = async (path: string) => (await fetchPage(new URL(`${start}${path}`), none)).html;
    expect(await read('header')).toBe('Café');
    expect(await read('meta')).toBe(tagged);
    expect(await read('header-wins')).toBe('<meta charset="windows-1252">Café');
    expect(await read('unknown')).toBe('Café');
  });
});
