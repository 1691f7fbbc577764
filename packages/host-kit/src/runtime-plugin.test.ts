import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import trackerHostPlugin from './runtime-plugin.js';
import { hostKitState } from './state.js';

/** The tracker's manifest as the remote's build writes it: the shared libraries' own files among them. */
const manifest = (publicPath?: string) => ({
  metaData: publicPath === undefined ? {} : { publicPath },
  shared: [
    { name: '@mantine/core', assets: { js: { sync: ['static/js/mantine.js', 'static/js/mantine-2.js'] } } },
    { name: 'swr', assets: { js: { sync: ['static/js/swr.js'] } } },
    { name: 'dayjs', assets: { js: { sync: ['static/js/dayjs.js'] } } },
    { name: 'react', assets: { js: { sync: ['static/js/react.js'] } } },
    { name: 'react-router/dom', assets: { js: { sync: ['static/js/router.js'] } } },
    { name: 'clsx' },
  ],
});

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/down/mf-manifest.json') return void res.writeHead(503, 'Service Unavailable').end();
    const publicPath = url.searchParams.get('publicPath') ?? undefined;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest(publicPath)));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

afterEach(() => {
  Object.assign(hostKitState(), { instance: null, entry: null, timeoutMs: 8000, preloadFromManifest: false });
  document.head.innerHTML = '';
});

/** The host's runtime as `init` gives it to the plugin: only the shared libraries it provides matter here. */
const host = (shared: Record<string, unknown>) => ({ options: { shared, remotes: [] } }) as never;

/** The preload links the plugin added, once it has had time to read the manifest. */
async function preloads(): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 100));
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.every((link) => link.as === 'script')).toBe(true);
  return links.map((link) => link.href);
}

describe('trackerHostPlugin', () => {
  it('sets the time limit and entry it is given, and keeps them when not given', () => {
    trackerHostPlugin({ timeoutMs: 1500, entry: 'http://cdn.test/mf-manifest.json' });
    expect(hostKitState()).toMatchObject({ timeoutMs: 1500, entry: 'http://cdn.test/mf-manifest.json' });
    const plugin = trackerHostPlugin({});
    expect(hostKitState()).toMatchObject({ timeoutMs: 1500, entry: 'http://cdn.test/mf-manifest.json' });
    expect(plugin.createScript().timeout).toBe(1500);
  });

  it('adds remote entries as high-priority scripts, modules only when asked', () => {
    const plugin = trackerHostPlugin();
    const module = plugin.createScript({ attrs: { type: 'module' } }).script;
    expect(module.type).toBe('module');
    expect(module.fetchPriority).toBe('high');
    expect(plugin.createScript({ attrs: { type: 'text/javascript' } }).script.type).toBe('');
    expect(plugin.createScript().script.type).toBe('');
  });

  it('turns an error status into a failed fetch that names the URL and the status', async () => {
    const plugin = trackerHostPlugin();
    await expect(plugin.fetch(`${origin}/down/mf-manifest.json`, {})).rejects.toThrow(
      `${origin}/down/mf-manifest.json answered 503 Service Unavailable`,
    );
  });

  it('once asked to, preloads the files of the shared libraries the host does not bring, once', async () => {
    const plugin = trackerHostPlugin();
    plugin.init({ origin: host({ dayjs: {} }) });
    hostKitState().preloadFromManifest = true;
    const existing = document.createElement('script');
    existing.src = `${origin}/tracker/static/js/swr.js`;
    document.head.appendChild(existing);

    const response = await plugin.fetch(`${origin}/tracker/mf-manifest.json`, {});
    expect(await response.json()).toEqual(manifest());
    expect(await preloads()).toEqual([
      `${origin}/tracker/static/js/mantine.js`,
      `${origin}/tracker/static/js/mantine-2.js`,
    ]);
    expect(hostKitState().preloadFromManifest).toBe(false);

    await plugin.fetch(`${origin}/again/mf-manifest.json`, {});
    expect(await preloads()).toHaveLength(2);
  });

  it('takes the files from the manifest’s public path when it names one', async () => {
    const plugin = trackerHostPlugin();
    plugin.init({ origin: host({ react: {} }) });
    hostKitState().preloadFromManifest = true;
    await plugin.fetch(`${origin}/tracker/mf-manifest.json?publicPath=${encodeURIComponent(`${origin}/cdn/`)}`, {});
    expect(await preloads()).toContain(`${origin}/cdn/static/js/mantine.js`);
  });

  it('preloads nothing while the host’s shared libraries are unknown, or unless asked', async () => {
    const plugin = trackerHostPlugin();
    plugin.init({ origin: host({}) });
    hostKitState().preloadFromManifest = true;
    await plugin.fetch(`${origin}/tracker/mf-manifest.json`, {});
    expect(await preloads()).toEqual([]);

    plugin.init({ origin: host({ react: {} }) });
    await plugin.fetch(`${origin}/tracker/mf-manifest.json`, {});
    expect(await preloads()).toEqual([]);
  });
});
