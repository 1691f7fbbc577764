// @vitest-environment node
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTrackerRuntime } from './runtime.js';

// On a server (no `window`), as in a Next.js page rendered there.
describe('createTrackerRuntime on a server', () => {
  it('loads nothing', async () => {
    const runtime = createTrackerRuntime({
      manifestUrl: 'http://127.0.0.1:9/mf-manifest.json',
      shared: {
        react: React,
        'react/jsx-runtime': JsxRuntime,
        'react-dom': ReactDOM,
        'react-dom/client': ReactDOMClient,
        'react-router': { module: ReactRouter, version: '7.17.0' },
      },
    });
    await expect(runtime.loadTracker('Board')).rejects.toThrow('on the server');
  });
});
