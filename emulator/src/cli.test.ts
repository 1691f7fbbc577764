import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, pgliteTemplate } from './testing/pglite-template';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLI = join(ROOT, 'emulator/src/cli.ts');

/** The environment the lead's scripts give the CLI; never a DATABASE_URL here, so it uses the data folder. */
function cliEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: 'http://localhost:3100', AUTH_AUTOCONFIRM: 'false' };
  delete env.DATABASE_URL;
  delete env.EMULATOR_MAILBOX;
  delete env.PGRST_DB_AGGREGATES_ENABLED;
  delete env.PGRST_DB_TX_END;
  return { ...env, ...extra };
}

/** Runs the CLI to its end: its exit code and output. */
function runCli(args: string[], env = cliEnv()): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [TSX, CLI, ...args], { env }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

const children: ChildProcess[] = [];

/**
 * Kills `child` and what it started: tsx runs the CLI in a second Node process, which a kill of the first
 * alone leaves running. Children are spawned `detached`, each the leader of its own process group.
 */
function killAll(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Gone already.
  }
}
const folders: string[] = [];

/** A data folder holding the migrated template database, removed after the tests. */
async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'jt-cli-'));
  folders.push(folder);
  await copyTemplate(await pgliteTemplate(), join(folder, 'pgdata'));
  return folder;
}

/** Starts the CLI and resolves with its URL and output once it has printed its ready lines. */
async function startCli(args: string[], env = cliEnv()): Promise<{ child: ChildProcess; url: string; output: string }> {
  const child = spawn(process.execPath, [TSX, CLI, 'start', '--port', '0', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolveUrl, rejectUrl) => {
    const timer = setTimeout(() => rejectUrl(new Error(`no ready line: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match && output.includes('demo login')) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    });
    child.once('exit', () => rejectUrl(new Error(`exited early: ${output}`)));
  });
  return { child, url, output };
}

afterAll(async () => {
  children.forEach(killAll);
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

// Each test starts the CLI through tsx as a child process: on a loaded 2-core machine that alone has taken
// 18 s, so these wait as long as the ready line may take (60 s), not the suite's 30 s.
describe('cli', { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await dataFolder();
  });

  it('prints a ready line with its URL, serves, runs a job when asked, and stops cleanly on SIGTERM', async () => {
    const { child, url, output } = await startCli(['--data-dir', dataDir]);
    expect(output).toContain('site URL     http://localhost:3100 (e-mail confirmation on)');
    expect(output).toContain(`mailbox      ${url}/_dev/mailbox`);
    expect(output).toContain('(database: PGlite in ');
    expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
    const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
    const headers = { apikey: keys.anonKey, prefer: 'tx=rollback' };
    const logos = await fetch(`${url}/rest/v1/lookup_values?select=logo_name&limit=1`, { headers });
    expect(logos.status).toBe(200);
    // PostgREST's defaults: no aggregates, and a request cannot ask for its transaction to be rolled back.
    expect(logos.headers.get('preference-applied') ?? '').not.toContain('tx=');
    expect((await fetch(`${url}/rest/v1/lookup_values?select=count()`, { headers })).status).toBe(400);
    expect((await fetch(`${url}/_dev/mailbox`)).status).toBe(200);

    const port = new URL(url).port;
    const job = await runCli(['run-job', 'morning-email', '--port', port, '--data-dir', dataDir]);
    expect(job.stdout).toMatch(/^morning-email: 200 /);
    expect(job.code).toBe(0);
    const unknown = await runCli(['run-job', 'no-such-job', '--port', port, '--data-dir', dataDir]);
    expect(unknown.stdout).toMatch(/^no-such-job: 404 /);
    expect(unknown.code).toBe(1);

    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('takes --no-mailbox, and PostgREST’s aggregates and transaction settings from the environment', async () => {
    const env = cliEnv({ PGRST_DB_AGGREGATES_ENABLED: 'true', PGRST_DB_TX_END: 'commit-allow-override' });
    const { url, output } = await startCli(['--data-dir', await dataFolder(), '--no-mailbox'], env);
    expect(output).toContain('mailbox      off');
    expect((await fetch(`${url}/_dev/mailbox`)).status).toBe(404);
    const keys = JSON.parse(await readFile(join(folders.at(-1)!, 'keys.json'), 'utf8')) as { anonKey: string };
    const headers = { apikey: keys.anonKey, prefer: 'tx=rollback' };
    const logos = await fetch(`${url}/rest/v1/lookup_values?select=logo_name&limit=1`, { headers });
    expect(logos.headers.get('preference-applied')).toContain('tx=rollback');
    expect((await fetch(`${url}/rest/v1/lookup_values?select=count()`, { headers })).status).toBe(200);
  });

  it('with DATABASE_URL, opens that database rather than the data folder, and exits when it cannot', async () => {
    const env = cliEnv({ DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/nowhere' });
    const child = spawn(process.execPath, [TSX, CLI, 'start', '--port', '0', '--data-dir', dataDir], {
      env,
      detached: true,
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => {
      child.once('exit', done);
      child.stdout.on('data', () => output.includes('ready at') && killAll(child));
    });
    expect(output).toContain('ECONNREFUSED');
    expect(code).toBe(1);
  });

  it('prints the project’s environment as `supabase status -o env` does', async () => {
    const { stdout } = await runCli(['status', '--env', '--data-dir', dataDir]);
    const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as Record<string, string>;
    expect(stdout.trim().split('\n')).toEqual([
      'SUPABASE_URL=http://127.0.0.1:54321',
      `SUPABASE_ANON_KEY=${keys.anonKey}`,
      `SUPABASE_SERVICE_ROLE_KEY=${keys.serviceRoleKey}`,
      `SUPABASE_JWT_SECRET=${keys.jwtSecret}`,
    ]);
  });

  it('prints the status as a table, for any port from 0 to 65535, making keys for a new data folder', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'jt-cli-'));
    folders.push(fresh);
    const { stdout, code } = await runCli(['status', '--port', '0', '--data-dir', fresh]);
    expect(code).toBe(0);
    const keys = JSON.parse(await readFile(join(fresh, 'keys.json'), 'utf8')) as Record<string, string>;
    expect(stdout.trim().split('\n')).toEqual([
      `SUPABASE_URL               http://127.0.0.1:0`,
      `SUPABASE_ANON_KEY          ${keys.anonKey}`,
      `SUPABASE_SERVICE_ROLE_KEY  ${keys.serviceRoleKey}`,
      `SUPABASE_JWT_SECRET        ${keys.jwtSecret}`,
    ]);
    const top = await runCli(['status', '--env', '--port', '65535', '--data-dir', fresh]);
    expect(top.stdout).toContain('SUPABASE_URL=http://127.0.0.1:65535\n');
  });

  it('refuses a bad port, option or command with a message, the usage and exit code 2', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'jt-cli-'));
    folders.push(empty);
    const cases: [string[], string][] = [
      [['status', '--port', '65536'], '--port must be a whole number from 0 to 65535.'],
      [['status', '--port=-1'], '--port must be a whole number from 0 to 65535.'],
      [['status', '--port', '54321.5'], '--port must be a whole number from 0 to 65535.'],
      [['status', '--prot', '1'], "Unknown option '--prot'"],
      [['stop'], 'Unknown command "stop".'],
      [['run-job'], 'Name the job to run, e.g. run-job morning-email.'],
      [['run-job', 'morning-email', '--data-dir', empty], `No emulator keys in ${empty}`],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli(args)));
    runs.forEach(({ code, stderr }, index) => {
      const [args, message] = cases[index]!;
      expect(stderr, args.join(' ')).toContain(message);
      expect(stderr, args.join(' ')).toContain('Usage: npm run emulator --');
      expect(code, args.join(' ')).toBe(2);
    });
  });

  it('says where no emulator answers, and prints its usage when asked', async () => {
    const keysOnly = await mkdtemp(join(tmpdir(), 'jt-cli-'));
    folders.push(keysOnly);
    await runCli(['status', '--data-dir', keysOnly]);
    const job = await runCli(['run-job', 'morning-email', '--port', '1', '--data-dir', keysOnly]);
    expect(job.stderr).toContain('No emulator answers on port 1');
    expect(job.code).toBe(2);
    const help = await runCli(['--help']);
    expect(help.stdout).toContain('Usage: npm run emulator -- [start]');
    expect(help.code).toBe(0);
  });
});
