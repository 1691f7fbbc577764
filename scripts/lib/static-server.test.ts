import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

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
