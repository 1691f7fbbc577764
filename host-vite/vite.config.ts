import { pickShared } from '@job-tracker/host-kit';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host as another team would write it: the tracker's production build is a remote found through its
// manifest, React, ReactDOM and React Router are shared with it, and the host-kit's runtime plugin bounds
// how long a page waits for it. The host's own pages never wait: shared modules are taken from what is
// already loaded ('loaded-first'), and the tracker is fetched only when one of its parts is shown.
//
// The host installs React Router 7.17, a minor version behind the tracker's build (7.18): a host team is
// rarely on the tracker's exact versions. The tracker accepts any 7.x from 7.6 (host-kit's ranges), so one
// router serves both. `HOST_SHARE_STRATEGY=version-first` builds the same host under Module Federation's
// default strategy; the end-to-end tests build it both ways.
const manifestUrl = process.env.TRACKER_MANIFEST_URL ?? 'http://localhost:3001/mf-manifest.json';
const shareStrategy = process.env.HOST_SHARE_STRATEGY === 'version-first' ? 'version-first' : 'loaded-first';

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'vite_host',
      remotes: { job_tracker: { type: 'var', name: 'job_tracker', entry: manifestUrl } },
      shared: pickShared(['react', 'react-dom', 'react-router']),
      shareStrategy,
      runtimePlugins: [['@job-tracker/host-kit/runtime-plugin', { timeoutMs: 5000, entry: manifestUrl }]],
      // The tracker's types come from its build: `@mf-types.zip`, named in the manifest, unpacked into
      // @mf-types/job_tracker/ when the host builds (tsconfig.json maps `job_tracker/*` there).
      // HOST_TYPES_FOLDER unpacks them elsewhere: the end-to-end tests build this host twice at once, and
      // each build empties its folder first.
      dts: {
        generateTypes: false,
        consumeTypes: {
          typesOnBuild: true,
          abortOnError: true,
          consumeAPITypes: false,
          maxRetries: 2,
          typesFolder: process.env.HOST_TYPES_FOLDER || '@mf-types',
        },
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
