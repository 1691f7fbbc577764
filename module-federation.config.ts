import { trackerShared } from '@job-tracker/host-kit';
import { fileURLToPath } from 'node:url';
import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

/**
 * The remote's shared singletons. The ranges come from `@job-tracker/host-kit`, which other hosts install;
 * `'pkg/'` shares subpath imports (`react-dom/client`), and the tracker's Supabase client package shares
 * its one client with this repo's sandbox (other hosts reach the same client through the exposed
 * `./SupabaseClient`).
 */
export const shared: Shared = {
  ...trackerShared,
  'react/': trackerShared.react,
  'react-dom/': trackerShared['react-dom'],
  '@job-tracker/supabase-client': { singleton: true, requiredVersion: '^0.1.0' },
};

/**
 * What the sandbox host shares: the entries of `shared` for the libraries its own code imports, as the
 * README tells any host. A host that lists a library it does not use makes the page load that host's
 * whole copy of it (a shared library is built with every export), where the tracker's production build
 * brings a copy with only what the tracker uses (`treeShaken`).
 */
export const sandboxShared: Shared = Object.fromEntries(
  [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    '@supabase/supabase-js',
    '@job-tracker/supabase-client',
  ].map((name) => [name, shared[name]!]),
);

/**
 * Libraries whose shared copy the production build cuts to the exports the tracker uses (Module
 * Federation's shared tree-shaking, `runtime-infer`): the page loads that copy unless a host already
 * provides the library, and the whole library stays in the build (`independent-packages/`) as the
 * fallback. Only libraries the tracker alone renders with: never React, ReactDOM or React Router, which a
 * host must provide whole, and whose loaded copy the tracker must always take.
 */
export const treeShaken = ['@mantine/core', '@mantine/hooks', '@mantine/notifications'] as const;

/** `shared` with tree-shaking switched on for `treeShaken`: for production builds. */
export function withTreeShaking(list: Shared): Shared {
  return Object.fromEntries(
    Object.entries(list).map(([name, config]) => [
      name,
      (treeShaken as readonly string[]).includes(name) ? { ...config, treeShaking: { mode: 'runtime-infer' } } : config,
    ]),
  );
}

export const REMOTE_NAME = 'job_tracker';

export const exposes = {
  './Header': './src/exposes/header.tsx',
  './AuthPages': './src/exposes/auth-pages.tsx',
  './PublicPages': './src/exposes/public-pages.tsx',
  './Board': './src/exposes/board.tsx',
  './DetailDialog': './src/exposes/detail-dialog.tsx',
  './Providers': './src/exposes/providers.tsx',
  './SupabaseClient': './src/exposes/supabase-client.ts',
  './mount': './src/exposes/mount.tsx',
} as const;

export const remoteConfig: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: REMOTE_NAME,
  filename: 'remoteEntry.js',
  exposes,
  shared,
  // React, ReactDOM and React Router are taken from the host's tree whenever the host's copy is in range,
  // whatever the host's share strategy and bundler (src/lib/host-tree-shares.ts).
  runtimePlugins: [fileURLToPath(new URL('./src/lib/host-tree-shares.ts', import.meta.url))],
  manifest: true,
  // The runtime without what the remote never does: it runs in browsers only and consumes no other remote
  // (the host's runtime reads the manifest), so remoteEntry.js leaves out Node, remote loading and snapshots.
  experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
  // Host code in this repository is typed through paths to the exposes (tsconfig.json); a production build
  // publishes the exposes' types for other hosts (rsbuild.config.ts).
  dts: false,
};
