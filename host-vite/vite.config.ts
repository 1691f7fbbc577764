import { pickShared } from '@job-tracker/host-kit';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host as another team would write it: the tracker's production build is a remote found through its
// manifest, React, ReactDOM and React Router are shared with it, and the host-kit's runtime plugin bounds
// how long a page waits for it. The host's own pages never wait: shared modules are taken from what is
// already loaded ('loaded-first'), and the tracker is fetched only when one of its parts is shown.
const manifestUrl = process.env.TRACKER_MANIFEST_URL ?? 'http://localhost:3001/mf-manifest.json';

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'vite_host',
      remotes: { job_tracker: { type: 'var', name: 'job_tracker', entry: manifestUrl } },
      shared: pickShared(['react', 'react-dom', 'react-router']),
      shareStrategy: 'loaded-first',
      runtimePlugins: [['@job-tracker/host-kit/runtime-plugin', { timeoutMs: 5000, entry: manifestUrl }]],
      // The tracker's types come from its build: `@mf-types.zip`, named in the manifest, unpacked into
      // @mf-types/job_tracker/ when the host builds (tsconfig.json maps `job_tracker/*` there).
      dts: {
        generateTypes: false,
        consumeTypes: { typesOnBuild: true, abortOnError: true, consumeAPITypes: false, maxRetries: 2 },
      },
    }),
  ],
  // Two pages: the React app (index.html) and a page without React that uses mount() (plain/index.html).
  build: {
    target: 'es2022',
    outDir: 'dist',
    rollupOptions: { input: { main: 'index.html', plain: 'plain/index.html' } },
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
