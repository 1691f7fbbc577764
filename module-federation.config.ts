import { trackerShared } from '@job-tracker/host-kit';
import { fileURLToPath } from 'node:url';
import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

/**
 * The one list of shared singletons; the sandbox host imports it so both sides always agree. The ranges
 * come from `@job-tracker/host-kit`, which other hosts install; `'pkg/'` shares subpath imports
 * (`react-dom/client`), and the tracker's Supabase client package shares its one client with this repo's
 * sandbox (other hosts reach the same client through the exposed `./SupabaseClient`).
 */
export const shared: Shared = {
  ...trackerShared,
  'react/': trackerShared.react,
  'react-dom/': trackerShared['react-dom'],
  '@job-tracker/supabase-client': { singleton: true, requiredVersion: '^0.1.0' },
};

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
  // Host code in this repository is typed through paths to the exposes (tsconfig.json); a production build
  // publishes the exposes' types for other hosts (rsbuild.config.ts).
  dts: false,
};
