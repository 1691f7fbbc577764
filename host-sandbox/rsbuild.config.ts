import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { devBuildCache, preconnectOrigins, preconnectTags, publicEnvDefines } from '../scripts/lib/public-env';
import { REMOTE_NAME, sandboxShared } from '../module-federation.config';

const port = Number(process.env.HOST_PORT ?? 3000);
const remotePort = Number(process.env.REMOTE_PORT ?? 3001);
// Where the remote's manifest lives; the host fetches it at run time, so a deployed remote can move freely.
const remoteManifestUrl = process.env.REMOTE_MANIFEST_URL ?? `http://localhost:${remotePort}/mf-manifest.json`;

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  performance: { buildCache: command === 'dev' ? devBuildCache('host') : false },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'showcase_sandbox',
      remotes: { [REMOTE_NAME]: `${REMOTE_NAME}@${remoteManifestUrl}` },
      shared: sandboxShared,
      // Host pages never wait for the tracker: shared modules are taken from what is loaded, and the
      // tracker's manifest is fetched only when one of its modules is first shown, within a time limit.
      shareStrategy: 'loaded-first',
      runtimePlugins: [
        [fileURLToPath(import.meta.resolve('@job-tracker/host-kit/runtime-plugin')), { timeoutMs: 5000 }],
      ],
      dts: false,
      // Browsers only: the runtime leaves out its Node code.
      experiments: { optimization: { target: 'web' } },
    }),
  ],
  source: { define: publicEnvDefines(), entry: { index: './src/index.ts' } },
  html: {
    title: 'Showcase sandbox · Job tracker',
    template: './src/index.html',
    favicon: '../public/favicon.svg',
    // The first requests of a page go to the remote (its manifest) and the backend (the session): their
    // connections open while the host's own script loads.
    tags: preconnectTags(
      preconnectOrigins([remoteManifestUrl, process.env.PUBLIC_SUPABASE_URL], `http://localhost:${port}`),
    ),
  },
  server: { port, host: '127.0.0.1', strictPort: true },
  output: {
    assetPrefix: process.env.HOST_PUBLIC_URL ?? '/',
    distPath: { root: process.env.HOST_DIST_DIR ?? '../dist/host' },
  },
}));
