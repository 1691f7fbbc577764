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

// `HOST_SHARE_ALL=1` builds the host a team writes without the host-kit: every singleton the tracker
// shares listed by hand with the tracker's ranges, Module Federation's default strategy, no runtime plugin,
// and the tracker's modules loaded with React.lazy (src/tracker-by-import.tsx in place of src/tracker.tsx).
const shareAll = process.env.HOST_SHARE_ALL === '1';
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
const everySingleton = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router': singleton('^7.6.0'),
  '@mantine/core': singleton('^9.7.3'),
  '@mantine/hooks': singleton('^9.7.3'),
  '@mantine/notifications': singleton('^9.7.3'),
  swr: singleton('^2.3.0'),
  '@supabase/supabase-js': singleton('^2.100.0'),
};

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'vite_host',
      remotes: { job_tracker: { type: 'var', name: 'job_tracker', entry: manifestUrl } },
      ...(shareAll
        ? { shared: everySingleton, shareStrategy: 'version-first' as const }
        : {
            shared: pickShared(['react', 'react-dom', 'react-router']),
            shareStrategy,
            runtimePlugins: [['@job-tracker/host-kit/runtime-plugin', { timeoutMs: 5000, entry: manifestUrl }]],
          }),
      // The tracker's types come from its build: `@mf-types.zip`, named in the manifest, unpacked into
      // @mf-types/job_tracker/ when the host builds (tsconfig.json maps `job_tracker/*` there).
      // `HOST_TYPES=off` fetches none: the end-to-end tests build this host three ways, and only the first
      // build's types are checked (the others' code is the same), so the others need not wait for the
      // remote to be served. The HOST_SHARE_ALL build fetches none either.
      dts:
        shareAll || process.env.HOST_TYPES === 'off'
          ? false
          : {
              generateTypes: false,
              consumeTypes: {
                typesOnBuild: true,
                abortOnError: true,
                consumeAPITypes: false,
                maxRetries: 2,
                typesFolder: '@mf-types',
              },
            },
    }),
  ],
  resolve: shareAll ? { alias: [{ find: /^\.\/tracker$/, replacement: './tracker-by-import' }] } : {},
  // Two pages: the React app (index.html) and a page without React that uses mount() (plain/index.html).
  build: {
    target: 'es2022',
    outDir: 'dist',
    rollupOptions: { input: shareAll ? { main: 'index.html' } : { main: 'index.html', plain: 'plain/index.html' } },
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
