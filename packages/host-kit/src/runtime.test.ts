import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTrackerRuntime, inCaretRange, trackerRuntimeShared } from './runtime.js';

const shared = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': { module: ReactRouter, version: '7.17.0' },
};

/** A stand-in for the tracker's server: answers every request with `answer`, or never. */
async function trackerServer(answer: ((res: ServerResponse) => void) | 'never') {
  const server: Server = createServer((_, res) => {
    if (answer !== 'never') answer(res);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  return { url, close: () => (server.closeAllConnections(), server.close()) };
}

let close: (() => void) | undefined;
// The federation runtime reports each failed manifest on stderr: expected here.
afterEach(() => close?.());

describe('createTrackerRuntime', () => {
  it("shares the host's own React, ReactDOM, jsx-runtime and React Router, in the tracker's ranges", async () => {
    const runtime = createTrackerRuntime({ manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', shared });
    const federation = runtime.federation();
    for (const [name, module] of [
      ['react', React],
      ['react/jsx-runtime', JsxRuntime],
      ['react-dom', ReactDOM],
      ['react-dom/client', ReactDOMClient],
      ['react-router', ReactRouter],
    ] as const) {
      const factory = await federation.loadShare(name);
      expect(factory && factory(), name).toBe(module);
    }
    const entries = trackerRuntimeShared(shared) as Record<string, { version: string; shareConfig: object }>;
    expect(entries['react/jsx-runtime']).toMatchObject({
      version: React.version,
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
    });
    expect(entries['react-dom/client']!.version).toBe(ReactDOM.version);
    expect(entries['react-router']).toMatchObject({ version: '7.17.0', shareConfig: { requiredVersion: '^7.6.0' } });
  });

  it('says which module or version is missing, and refuses a manifest URL that is not one', () => {
    expect(() =>
      createTrackerRuntime({
        manifestUrl: 'http://x/mf-manifest.json',
        shared: { ...shared, 'react-router': ReactRouter },
      }),
    ).toThrow(
      "createTrackerRuntime: shared['react-router'] needs its version: pass { module, version: '<installed version>' }.",
    );
    const { 'react-dom/client': _, ...withoutClient } = shared;
    expect(() =>
      createTrackerRuntime({ manifestUrl: 'http://x/mf-manifest.json', shared: withoutClient as typeof shared }),
    ).toThrow("shared['react-dom/client'] is missing");
    expect(() => createTrackerRuntime({ manifestUrl: '/mf-manifest.json', shared })).toThrow('manifestUrl must be');
  });

  it("refuses a host's React Router 8 (or React 18) with the range the tracker needs", () => {
    expect(() =>
      createTrackerRuntime({
        manifestUrl: 'http://x/mf-manifest.json',
        shared: { ...shared, 'react-router': { module: ReactRouter, version: '8.5.1' } },
      }),
    ).toThrow(
      "createTrackerRuntime: the host's react-router is 8.5.1; the tracker renders with react-router ^7.6.0. Install a version in that range (npm i react-router@^7.6.0).",
    );
    expect(() =>
      createTrackerRuntime({
        manifestUrl: 'http://x/mf-manifest.json',
        shared: { ...shared, react: { ...React, version: '18.3.1' } as typeof React },
      }),
    ).toThrow("the host's react is 18.3.1");
    expect(inCaretRange('7.5.9', '^7.6.0')).toBe(false);
    expect(inCaretRange('7.6.0', '^7.6.0')).toBe(true);
    // The same minor with a lower patch is below the range; a higher minor with a lower patch is in it.
    expect(inCaretRange('7.6.1', '^7.6.2')).toBe(false);
    expect(inCaretRange('7.6.3', '^7.6.2')).toBe(true);
    expect(inCaretRange('7.7.0', '^7.6.2')).toBe(true);
    expect(inCaretRange('8.0.0', '^7.6.0')).toBe(false);
    expect(inCaretRange('7.17.0', '^7.6.0')).toBe(true);
    expect(inCaretRange('19.3.0-canary-4fdf7cf2-20251003', '^19.0.0')).toBe(true);
    // A part left out counts as 0, on either side.
    expect(inCaretRange('7.6', '^7.6.1')).toBe(false);
    expect(inCaretRange('8', '^8.1.0')).toBe(false);
    expect(inCaretRange('7.6.0', '^7')).toBe(true);
    expect(inCaretRange('7.6.0', '^7.6')).toBe(true);
  });

  it('fails a load when the tracker answers with an error, and loads again on the next call', async () => {
    let status = 503;
    const server = await trackerServer((res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{' : 'down');
    });
    close = server.close;
    const runtime = createTrackerRuntime({ manifestUrl: server.url, timeoutMs: 2000, shared });
    await expect(runtime.loadTracker('Board')).rejects.toThrow(/answered 503/);
    // Not remembered: the next load asks the server again.
    status = 500;
    await expect(runtime.loadTracker('job_tracker/Board')).rejects.toThrow(/answered 500/);
  });

  it('gives up on a tracker that never answers within its timeout', async () => {
    const server = await trackerServer('never');
    close = server.close;
    const runtime = createTrackerRuntime({ manifestUrl: server.url, timeoutMs: 300, shared });
    const started = Date.now();
    await expect(runtime.loadTracker('Board')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
