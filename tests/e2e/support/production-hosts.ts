import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { E2E_PORTS, E2E_PRODUCTION_PORTS } from '../../../playwright.config';
import { contentSecurityPolicy, pageHeaders } from '../../../scripts/lib/content-security-policy';
import { remoteHeaders, serveStatic } from '../../../scripts/lib/static-server';
import { appEnv, ROOT, RSBUILD } from '../../../scripts/lib/stack';
import { buildNextHost, startNextHost } from './next-host';

// The remote's production build, served as a CDN would serve it (scripts/lib/static-server.ts, the same
// headers `npm run preview` sends), the Vite host in host-vite/ built against it, as a team in another
// repository would build theirs, and the Next.js host in host-next/ (support/next-host.ts). Built once per
// run, beside the development stack.

export const PRODUCTION_REMOTE_URL = `http://localhost:${E2E_PRODUCTION_PORTS.remote}`;
export const VITE_HOST_URL = `http://localhost:${E2E_PRODUCTION_PORTS.viteHost}`;
/** The same host built under Module Federation's default share strategy, 'version-first'. */
export const VITE_HOST_VERSION_FIRST_URL = `http://localhost:${E2E_PRODUCTION_PORTS.viteHostVersionFirst}`;
/** The host a team writes without the host-kit: every singleton shared by hand, 'version-first'. */
export const VITE_HOST_SHARE_ALL_URL = `http://localhost:${E2E_PRODUCTION_PORTS.viteHostShareAll}`;
/** The production builds: `remote/` and `host/` (the sandbox host, served by the stack), and the Vite hosts. */
export const PRODUCTION_OUT = resolve(ROOT, '.data/e2e-production');

function run(label: string, command: string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, command, {
      cwd,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? done() : reject(new Error(`${label} failed (exit ${code}):\n${errors.slice(-4000)}`)),
    );
  });
}

/** Logs how long a build took, on stderr (Playwright shows it), so the slowest step of the start is seen. */
function timed(label: string, work: Promise<void>): Promise<void> {
  const started = Date.now();
  return work.then(() => console.error(`${label} took ${Math.round((Date.now() - started) / 1000)} s`));
}

/**
 * Builds the remote and serves it, then builds the Vite host against it (the host's build fetches the
 * remote's published types from its manifest, as a host in another repository would). The Next host and the
 * Vite host's other two builds take nothing from the remote at build time (its manifest is read in the
 * browser), so they build beside the remote from the start. Returns the servers.
 */
export async function startProductionHosts(supabase: {
  url: string;
  anonKey: string;
}): Promise<{ close(): unknown }[]> {
  await rm(PRODUCTION_OUT, { recursive: true, force: true });
  await rm(resolve(ROOT, 'host-vite/@mf-types'), { recursive: true, force: true });
  const buildHost = (outDir: string, env: Record<string, string>) =>
    timed(
      `Building the Vite host (${outDir})`,
      run(
        `Building the Vite host (${outDir})`,
        [
          resolve(ROOT, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          resolve(PRODUCTION_OUT, outDir),
          '--emptyOutDir',
        ],
        resolve(ROOT, 'host-vite'),
        {
          TRACKER_MANIFEST_URL: `${PRODUCTION_REMOTE_URL}/mf-manifest.json`,
          VITE_SUPABASE_URL: supabase.url,
          VITE_SUPABASE_ANON_KEY: supabase.anonKey,
          ...env,
        },
      ),
    );
  // The same host under version-first, and one without the host-kit: neither fetches the remote's types
  // (host-vite/@mf-types is the first build's, which vite-host.spec.ts type-checks the host against).
  const besideTheRemote = Promise.all([
    timed('Building the Next host', buildNextHost()),
    // The sandbox host, which the suite's other specs run in, served with the remote by the stack (e2e-stack.ts).
    timed(
      'Building the sandbox host',
      run('Building the sandbox host', [RSBUILD, 'build', '-c', 'host-sandbox/rsbuild.config.ts'], ROOT, {
        ...appEnv(E2E_PORTS, supabase),
        HOST_DIST_DIR: resolve(PRODUCTION_OUT, 'host'),
      }),
    ),
    buildHost('vite-host-version-first', { HOST_SHARE_STRATEGY: 'version-first', HOST_TYPES: 'off' }),
    buildHost('vite-host-share-all', { HOST_SHARE_ALL: '1' }),
  ]);
  // Not left unhandled while the remote builds: awaited below, where its failure stops the stack.
  besideTheRemote.catch(() => undefined);
  await timed(
    'Building the remote',
    run('Building the remote', [RSBUILD, 'build'], ROOT, {
      REMOTE_DIST_DIR: resolve(PRODUCTION_OUT, 'remote'),
    }),
  );
  const remote = await serveStatic({
    root: resolve(PRODUCTION_OUT, 'remote'),
    port: E2E_PRODUCTION_PORTS.remote,
    headers: remoteHeaders,
  });
  // The host as configured (loaded-first), typed from the remote's published types.
  await buildHost('vite-host', {});
  await besideTheRemote;
  // The policy the README asks a host to send: the tracker must work under it.
  const headers = pageHeaders(contentSecurityPolicy({ remote: PRODUCTION_REMOTE_URL, supabase: supabase.url }));
  const hosts = await Promise.all(
    [
      { dir: 'vite-host', port: E2E_PRODUCTION_PORTS.viteHost },
      { dir: 'vite-host-version-first', port: E2E_PRODUCTION_PORTS.viteHostVersionFirst },
      { dir: 'vite-host-share-all', port: E2E_PRODUCTION_PORTS.viteHostShareAll },
    ].map(({ dir, port }) => serveStatic({ root: resolve(PRODUCTION_OUT, dir), port, spa: true, headers })),
  );
  const nextHost = await startNextHost({
    manifestUrl: `${PRODUCTION_REMOTE_URL}/mf-manifest.json`,
    supabaseUrl: supabase.url,
    supabaseAnonKey: supabase.anonKey,
  });
  return [remote, ...hosts, nextHost];
}
