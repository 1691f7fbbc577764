// @vitest-environment node
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressedCopies, remoteHeaders, serveStatic, type Compress } from './static-server';

describe('serveStatic with spa', () => {
  let folder: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'static-server-'));
    await mkdir(join(folder, 'plain'));
    await writeFile(join(folder, 'index.html'), 'root page');
    await writeFile(join(folder, 'plain/index.html'), 'plain page');
    server = await serveStatic({ root: folder, port: 0, spa: true });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(folder, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, body: await response.text() };
  };

  it('serves the nearest index.html above a route without a file', async () => {
    expect(await get('/plain/login')).toEqual({ status: 200, body: 'plain page' });
    expect(await get('/plain/a/b')).toEqual({ status: 200, body: 'plain page' });
    expect(await get('/jobs/login')).toEqual({ status: 200, body: 'root page' });
    expect(await get('/plain')).toEqual({ status: 200, body: 'plain page' });
  });

  it('answers 404 for a missing file with an extension, never a page', async () => {
    expect((await get('/plain/missing.js')).status).toBe(404);
  });
});

describe('compression', () => {
  let folder: string;
  let server: Server;
  let port: number;
  const script = 'console.log("app");'.repeat(200);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'static-server-'));
    await writeFile(join(folder, 'app.js'), script);
    await writeFile(join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    server = await serveStatic({ root: folder, port: 0, headers: () => ({ vary: 'Origin' }) });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(folder, { recursive: true, force: true });
  });

  /** A raw GET, so the body arrives as sent (fetch would decompress it). */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
      const req = request(
        { port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', fail);
      req.end();
    });

  it('sends text as Brotli or gzip when the browser accepts it, and says it varies by that', async () => {
    const br = await raw('/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await raw('/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('sends as is what the browser cannot decode, and what is compressed already', async () => {
    const plain = await raw('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(script.length));
    expect(plain.body.toString()).toBe(script);
    expect((await raw('/logo.png', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a changed file as it is now, not the copy compressed before', async () => {
    await writeFile(join(folder, 'changing.js'), 'let version = 1;');
    expect(brotliDecompressSync((await raw('/changing.js', 'br')).body).toString()).toBe('let version = 1;');
    await writeFile(join(folder, 'changing.js'), 'let version = 2;');
    // The same size: only the modification time tells the two apart.
    await utimes(join(folder, 'changing.js'), new Date(), new Date(Date.now() + 5_000));
    const again = await raw('/changing.js', 'br');
    expect(brotliDecompressSync(again.body).toString()).toBe('let version = 2;');
    expect(again.headers['content-length']).toBe(String(again.body.length));
    expect(gunzipSync((await raw('/changing.js', 'gzip')).body).toString()).toBe('let version = 2;');
  });

  it('reads Accept-Encoding as browsers write it, q=0 meaning no', () => {
    expect(chooseEncoding('/a.css', 'br;q=1.0, gzip;q=0.8')).toBe('br');
    expect(chooseEncoding('/a.css', 'br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('/a.css', 'identity')).toBeNull();
    expect(chooseEncoding('/a.woff2', 'br')).toBeNull();
  });
});

describe('compressedCopies', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'static-server-'));
    for (const name of ['a.js', 'b.js', 'c.js']) await writeFile(join(folder, name), name.repeat(100));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** A compressor that counts its calls and marks its output with them. */
  const counting = () => {
    const calls: string[] = [];
    const compress: Compress = async (bytes, encoding) => {
      calls.push(`${encoding} ${bytes.toString().slice(0, 4)}`);
      return Buffer.from(`${encoding}:${bytes.length}`);
    };
    return { calls, compress };
  };
  const version = (name: string) => stat(join(folder, name));

  it('compresses a file once per encoding while it is unchanged, however many ask at once', async () => {
    const { calls, compress } = counting();
    const copy = compressedCopies(compress);
    const a = join(folder, 'a.js');
    const answers = await Promise.all([1, 2, 3].map(async () => copy(a, await version('a.js'), 'br')));
    expect(answers.map(String)).toEqual(['br:400', 'br:400', 'br:400']);
    await copy(a, await version('a.js'), 'br');
    await copy(a, await version('a.js'), 'gzip');
    expect(calls).toEqual(['br a.js', 'gzip a.js']);
    await copy(a, { ...(await version('a.js')), mtimeMs: 1 }, 'br');
    expect(calls).toEqual(['br a.js', 'gzip a.js', 'br a.js']);
  });

  it('keeps at most its bound, letting the least recently sent go first', async () => {
    const { calls, compress } = counting();
    const copy = compressedCopies(compress, 800);
    const send = async (name: string) => copy(join(folder, name), await version(name), 'br');
    await send('a.js');
    await send('b.js');
    await send('a.js');
    await send('c.js'); // 1,200 bytes: b.js, the least recently sent, goes
    expect(calls).toEqual(['br a.js', 'br b.js', 'br c.js']);
    await send('a.js');
    await send('b.js');
    expect(calls).toEqual(['br a.js', 'br b.js', 'br c.js', 'br b.js']);
  });

  it('forgets a file it could not read, and reads it when asked again', async () => {
    const { calls, compress } = counting();
    const copy = compressedCopies(compress);
    const late = join(folder, 'late.js');
    await expect(copy(late, { size: 4, mtimeMs: 1 }, 'br')).rejects.toThrow(/ENOENT/);
    await writeFile(late, 'late');
    expect(String(await copy(late, { size: 4, mtimeMs: 1 }, 'br'))).toBe('br:4');
    expect(calls).toEqual(['br late']);
  });
});

describe('remoteHeaders', () => {
  it('has the files that name the current build revalidated, hashed ones kept for a year, the rest an hour', () => {
    const cache = (path: string) => remoteHeaders(path)['cache-control'];
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/@mf-types.zip', '/@mf-types.d.ts']) {
      expect(cache(path), path).toBe('no-cache');
    }
    expect(cache('/static/js/board.3f2a.js')).toBe('public, max-age=31536000, immutable');
    expect(cache('/static/html/page.html')).toBe('no-cache');
    expect(cache('/mf-stats.json')).toBe('public, max-age=3600');
    expect(cache('/static/js/remoteEntry.js.map')).toBe('public, max-age=31536000, immutable');
  });

  it('gives every file CORS, fonts included', () => {
    expect(remoteHeaders('/static/font/inter.woff2')).toEqual({
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Origin',
    });
  });
});
