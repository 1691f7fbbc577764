import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { join } from 'node:path';

/**
 * Builds the reference login page (login-form.tsx) for production into `outDir`: one bundle with React 19,
 * minified, as Rsbuild builds the app, without Module Federation.
 */
export async function buildReferenceLogin(outDir: string): Promise<void> {
  const rsbuild = await createRsbuild({
    cwd: import.meta.dirname,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { index: join(import.meta.dirname, 'login-form.tsx') } },
      output: { distPath: { root: outDir }, cleanDistPath: true },
      html: { title: 'Login to Job Tracker', mountId: 'root' },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
}
