import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { devBuildCache, publicEnvDefines } from './scripts/lib/public-env';
import { remoteConfig, withTreeShaking } from './module-federation.config';

const port = Number(process.env.REMOTE_PORT ?? 3001);

/**
 * A production build publishes the exposed modules' types as `@mf-types.zip` (named in the manifest),
 * for hosts in other repositories to fetch with Module Federation's `dts.consumeTypes`. The declarations
 * are emitted by scripts/emit-federated-types.ts, which makes them stand alone (no path aliases, no
 * workspace package). The development server skips this: hosts here are typed from the sources.
 */
const publishedTypes: moduleFederationPlugin.PluginDtsOptions = {
  generateTypes: {
    tsConfigPath: './src/tsconfig.json',
    compilerInstance: 'tsx scripts/emit-federated-types.ts',
    abortOnError: true,
    extractThirdParty: false,
    generateAPITypes: true,
  },
  consumeTypes: false,
};

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      command === 'build'
        ? {
            ...remoteConfig,
            shared: withTreeShaking(remoteConfig.shared as Record<string, object>),
            dts: publishedTypes,
          }
        : { ...remoteConfig, dts: false },
    ),
  ],
  performance: { buildCache: command === 'dev' ? devBuildCache('remote') : false },
  source: { define: publicEnvDefines(), entry: { index: './src/index.tsx' } },
  html: { title: 'Job tracker (remote)', template: './src/index.html' },
  server: {
    port,
    host: '127.0.0.1',
    strictPort: true,
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/] },
  },
  dev: { assetPrefix: `http://localhost:${port}/` },
  output: {
    // 'auto': the files find each other relative to the manifest a host loaded, so one build serves from
    // any origin or path; REMOTE_PUBLIC_URL pins one instead.
    assetPrefix: process.env.REMOTE_PUBLIC_URL || 'auto',
    distPath: { root: process.env.REMOTE_DIST_DIR ?? 'dist/remote' },
  },
}));
