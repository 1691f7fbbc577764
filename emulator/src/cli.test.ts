import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, pgliteTemplate } from './testing/pglite-template';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLI = join(ROOT, 'emulator/src/cli.ts');

/** The environment the lead's scripts give the CLI; never a DATABASE_URL here, so it uses the data folder. */
function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: 'http://localhost:3100', AUTH_AUTOCONFIRM: 'false' };
  delete env.DATABASE_URL;
  return env;
}

describe('cli', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'jt-cli-'));
    await copyTemplate(await pgliteTemplate(), join(dataDir, 'pgdata'));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints a ready line with its URL, serves, and stops cleanly on SIGTERM', async () => {
    child = spawn(process.execPath, [TSX, CLI, 'start', '--port', '0', '--data-dir', dataDir], {
      env: cliEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolveUrl, rejectUrl) => {
      const timer = setTimeout(() => rejectUrl(new Error(`no ready line: ${output}`)), 60_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('demo login')) {
          clearTimeout(timer);
          resolveUrl(match[1]!);
        }
      });
      child!.once('exit', () => rejectUrl(new Error(`exited early: ${output}`)));
    });
    expect(output).toContain('site URL     http://localhost:3100 (e-mail confirmation on)');
    expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
    const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string };
    const logos = await fetch(`${url}/rest/v1/lookup_values?select=logo_name&limit=1`, {
      headers: { apikey: keys.anonKey },
    });
    expect(logos.status).toBe(200);
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('prints the project’s environment as `supabase status -o env` does', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [TSX, CLI, 'status', '--env', '--data-dir', dataDir],
      {
        env: cliEnv(),
      },
    );
    const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as Record<string, string>;
    expect(stdout.trim().split('\n')).toEqual([
      'SUPABASE_URL=http://127.0.0.1:54321',
      `SUPABASE_ANON_KEY=${keys.anonKey}`,
      `SUPABASE_SERVICE_ROLE_KEY=${keys.serviceRoleKey}`,
      `SUPABASE_JWT_SECRET=${keys.jwtSecret}`,
    ]);
  });
});
