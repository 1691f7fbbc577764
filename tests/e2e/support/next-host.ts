import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_PRODUCTION_PORTS } from '../../../playwright.config';
import { ROOT, waitForUrl } from '../../../scripts/lib/stack';

// The Next.js host in host-next/, as its team would run it in production: `next build` (Turbopack), then
// `next start`, with the tracker's manifest and the Supabase project given at run time, not at build.

export const NEXT_HOST_URL = `http://localhost:${E2E_PRODUCTION_PORTS.nextHost}`;
const HOST_NEXT = resolve(ROOT, 'host-next');
const NEXT = resolve(ROOT, 'node_modules/next/dist/bin/next');
// No usage reports from a test run.
const QUIET = { NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

/** `next build`; its output (host-next/.next) does not depend on the remote, so it runs beside its build. */
export function buildNextHost(): Promise<void> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [NEXT, 'build', HOST_NEXT], {
      cwd: HOST_NEXT,
      env: { ...process.env, ...QUIET, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? done() : reject(new Error(`Building the Next host failed (exit ${code}):\n${output}`)),
    );
  });
}

/** `next start` on loopback, configured from its environment; resolves once it serves a page. */
export async function startNextHost(config: {
  manifestUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
}): Promise<{ close(): void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT, 'start', HOST_NEXT, '--port', String(E2E_PRODUCTION_PORTS.nextHost), '--hostname', '127.0.0.1'],
    {
      cwd: HOST_NEXT,
      env: {
        ...process.env,
        ...QUIET,
        NODE_ENV: 'production',
        TRACKER_MANIFEST_URL: config.manifestUrl,
        SUPABASE_URL: config.supabaseUrl,
        SUPABASE_ANON_KEY: config.supabaseAnonKey,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const close = () => void child.kill('SIGTERM');
  process.on('exit', close);
  await waitForUrl(`http://127.0.0.1:${E2E_PRODUCTION_PORTS.nextHost}/about`, 'the Next host', 60_000).catch(
    (error) => {
      close();
      throw error;
    },
  );
  return { close };
}
