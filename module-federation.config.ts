import type { moduleFederationPlugin } from '@module-federation/sdk';

type Shared = Record<string, moduleFederationPlugin.SharedConfig>;

/**
 * The one list of shared singletons; the sandbox host imports it so both sides always agree.
 * Every stateful library is a singleton, and `'pkg/'` shares its subpath imports (`react-dom/client`).
 */
export const shared: Shared = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react/': { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  '@mantine/core': { singleton: true, requiredVersion: '9.7.3' },
  '@mantine/hooks': { singleton: true, requiredVersion: '9.7.3' },
  '@mantine/notifications': { singleton: true, requiredVersion: '9.7.3' },
  swr: { singleton: true, requiredVersion: '^2.5.1' },
  '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.119.1' },
  // The tracker's own client: its *instance* must be shared, so it is a package both sides depend on.
  '@job-tracker/supabase-client': { singleton: true, requiredVersion: '0.1.0' },
};

export const REMOTE_NAME = 'job_tracker';

export const exposes = {
  './Header': './src/exposes/header.tsx',
  './AuthPages': './src/exposes/auth-pages.tsx',
  './PublicPages': './src/exposes/public-pages.tsx',
  './Board': './src/exposes/board.tsx',
  './DetailDialog': './src/exposes/detail-dialog.tsx',
  './Providers': './src/exposes/providers.tsx',
} as const;

export const remoteConfig: moduleFederationPlugin.ModuleFederationPluginOptions = {
  name: REMOTE_NAME,
  filename: 'remoteEntry.js',
  exposes,
  shared,
  manifest: true,
  // Host code is typed through checked-in paths to the exposes (tsconfig.json), not generated types.
  dts: false,
};
