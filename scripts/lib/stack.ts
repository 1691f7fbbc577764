import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { loadOrCreateKeys } from '../../emulator/src/keys';
import { contentSecurityPolicy, pageHeaders } from './content-security-policy';
import { remoteHeaders, serveStatic } from './static-server';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface StackPorts {
  emulator: number;
  remote: number;
  host: number;
}

export interface StackOptions {
  mode: 'dev' | 'preview';
  ports: StackPorts;
  dataDir: string;
  /** Start from an empty data folder (tests do, so they never see a developer's data). */
  freshData?: boolean;
  /** Extra variables for the emulator, such as AUTH_AUTOCONFIRM. */
  emulatorEnv?: Record<string, string>;
  /** In preview mode, the folder with the production builds (`remote/` and `host/`); `dist` by default. */
  distDir?: string;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const read = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${name} must be a port number from 1 to 65535, not "${raw}".`);
    }
    return port;
  };
  return { emulator: read('EMULATOR_PORT', 54321), remote: read('REMOTE_PORT', 3001), host: read('HOST_PORT', 3000) };
}

const children: ChildProcess[] = [];

function prefixLines(prefix: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  let buffered = '';
  stream?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') out.write(`${prefix}${line}\n`);
  });
}

/**
 * Runs `node <args>` from the repository's root as part of the stack, its output prefixed with `[name]`
 * (unless `prefix` is false: a child that names its own lines). Should it stop on its own, everything
 * stops (exit code 1): a stack with a part missing is no use.
 */
export function startChild(
  name: string,
  args: string[],
  env: Record<string, string>,
  { prefix = true }: { prefix?: boolean } = {},
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(prefix ? `[${name}] ` : '', child.stdout, process.stdout);
  prefixLines(prefix ? `[${name}] ` : '', child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
      void stopAll(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;

/** Stops every child (SIGTERM, then SIGKILL after 5 s), then exits with `exitCode`. */
export async function stopAll(exitCode = 0): Promise<never> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
          setTimeout(() => {
            child.kill('SIGKILL');
            done();
          }, 5000).unref();
        }),
    ),
  );
  process.exit(exitCode);
}

export async function waitForUrl(url: string, label: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (stopping) throw new Error(`stopped while waiting for ${label}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    // Often: a start waits for its last part, and a refused connection costs next to nothing.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s (last: ${lastError}).`);
}

/** Rsbuild's command line, run with `node` (the remote's and the sandbox host's builds and dev servers). */
export const RSBUILD = resolve(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/** Starts the emulator, the remote and the host (given the emulator's URL and anon key) side by side. */
export async function startStack(options: StackOptions): Promise<{ url: string; emulatorUrl: string }> {
  const { ports, dataDir } = options;
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  if (options.freshData) await rm(dataDir, { recursive: true, force: true });

  const emulatorUrl = `http://127.0.0.1:${ports.emulator}`;
  // The keys live in the data folder; made (or read) here, the app can be built while the database opens.
  const keys = await loadOrCreateKeys(dataDir);
  startChild(
    'emulator',
    ['scripts/run-ts.js', 'emulator/src/cli.ts', 'start', '--port', String(ports.emulator), '--data-dir', dataDir],
    {
      ...options.emulatorEnv,
      SITE_URL: `http://localhost:${ports.host}`,
    },
  );

  const env = appEnv(ports, { url: emulatorUrl, anonKey: keys.anonKey });
  if (options.mode === 'dev') {
    // Both development servers in one process, which names each one's lines (scripts/dev-servers.js).
    startChild('development servers', ['scripts/dev-servers.js'], env, { prefix: false });
  } else {
    await servePreview(options.distDir ?? resolve(ROOT, 'dist'), ports, env.PUBLIC_SUPABASE_URL);
  }
  await Promise.all([
    waitForUrl(`${emulatorUrl}/auth/v1/health`, 'the emulator'),
    waitForUrl(`http://127.0.0.1:${ports.remote}/mf-manifest.json`, 'the remote'),
    waitForUrl(`http://127.0.0.1:${ports.host}/`, 'the sandbox host'),
  ]);
  return { url: `http://localhost:${ports.host}`, emulatorUrl };
}

/** What the app's builds and servers are given: the backend (the environment's, else the emulator) and ports. */
export function appEnv(
  ports: StackPorts,
  emulator: { url: string; anonKey: string },
  env: NodeJS.ProcessEnv = process.env,
): { PUBLIC_SUPABASE_URL: string; PUBLIC_SUPABASE_ANON_KEY: string; REMOTE_PORT: string; HOST_PORT: string } {
  return {
    PUBLIC_SUPABASE_URL: env.PUBLIC_SUPABASE_URL ?? emulator.url,
    PUBLIC_SUPABASE_ANON_KEY: env.PUBLIC_SUPABASE_ANON_KEY ?? emulator.anonKey,
    REMOTE_PORT: String(ports.remote),
    HOST_PORT: String(ports.host),
  };
}

/**
 * Serves the production build in `dist` (`remote/` and `host/`) with the headers a deployment needs (CORS
 * on every file, no-cache for the manifest and remote entry, immutable static/: see "Deploying the remote"
 * in the README) and the Content-Security-Policy a host's pages should send (README:
 * "Content-Security-Policy"). The host is a single-page app: a path that is no file gets its index.html.
 */
export async function servePreview(
  dist: string,
  ports: StackPorts,
  supabaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Server[]> {
  const policy = contentSecurityPolicy({
    remote: `http://localhost:${ports.remote}`,
    supabase: supabaseUrl,
    logoService: env.PUBLIC_LOGO_SERVICE_URL || undefined,
  });
  const remotePage = pageHeaders(policy);
  return [
    await serveStatic({
      root: resolve(dist, 'remote'),
      port: ports.remote,
      headers: (path) => ({ ...remoteHeaders(path), ...remotePage(path) }),
    }),
    await serveStatic({ root: resolve(dist, 'host'), port: ports.host, spa: true, headers: pageHeaders(policy) }),
  ];
}
