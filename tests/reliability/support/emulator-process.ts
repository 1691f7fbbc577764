import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { readKeys, type ProjectKeys } from '../../../emulator/src/keys';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now, from the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface EmulatorProcess {
  url: string;
  port: number;
  pid: number;
  keys: ProjectKeys;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  databaseUrl?: string | undefined;
  timeoutMs?: number;
  /** Further environment for the emulator (e.g. `EMULATOR_STATEMENT_TIMEOUT_MS`). */
  env?: Record<string, string>;
  /** Flags for the Node that runs it (e.g. V8's heap sizes), before the script. */
  nodeFlags?: string[];
}

/** Settings that let a test sign up many users from one address without e-mail confirmation. */
const TEST_ENV = {
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_TOKEN: '100000',
  AUTH_RATE_LIMIT_EMAIL: '100000',
  AUTH_RATE_LIMIT_VERIFY: '100000',
  FORCE_COLOR: '0',
};

/**
 * Starts `emulator/src/cli.ts start` as a real child process and waits for its ready line, run as `npm start`
 * runs it (scripts/run-ts.js, in the same Node process: a signal sent to `pid` reaches the server).
 */
export async function startEmulatorProcess(options: StartOptions): Promise<EmulatorProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV, ...options.env };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeFlags ?? []),
      'scripts/run-ts.js',
      'emulator/src/cli.ts',
      'start',
      '--port',
      String(port),
      '--data-dir',
      options.dataDir,
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(signal ?? `exit code ${code}`)),
  );
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ready = await Promise.race([
    new Promise<boolean>((done) => {
      const check = (): void => {
        if (output.includes('Supabase emulator ready at')) done(true);
      };
      child.stdout?.on('data', check);
    }),
    exited.then(() => false),
    new Promise<boolean>((done) => setTimeout(() => done(false), timeoutMs).unref()),
  ]);
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`The emulator did not start within ${timeoutMs} ms:\n${output}`);
  }
  const keys = await readKeys(options.dataDir);
  if (!keys) throw new Error(`The emulator left no keys in ${options.dataDir}.`);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    keys,
    output: () => output,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** SIGTERM, and SIGKILL if it has not stopped after a grace period. */
export async function stopEmulatorProcess(emulator: EmulatorProcess, graceMs = 10_000): Promise<void> {
  emulator.kill('SIGTERM');
  const timer = setTimeout(() => emulator.kill('SIGKILL'), graceMs);
  await emulator.exited;
  clearTimeout(timer);
}

/** The resident set size of a process, in bytes, from /proc. */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(match[1]) * 1024;
}
