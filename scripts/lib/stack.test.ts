// @vitest-environment node
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appEnv, portsFromEnv, ROOT, servePreview, waitForUrl } from './stack';

describe('portsFromEnv', () => {
  it('uses the usual ports when the variables are unset or empty', () => {
    expect(portsFromEnv({})).toEqual({ emulator: 54321, remote: 3001, host: 3000 });
    expect(portsFromEnv({ EMULATOR_PORT: '', REMOTE_PORT: '', HOST_PORT: '' })).toEqual({
      emulator: 54321,
      remote: 3001,
      host: 3000,
    });
  });

  it('takes each port from its variable, 1 and 65535 included', () => {
    expect(portsFromEnv({ EMULATOR_PORT: '1', REMOTE_PORT: '65535', HOST_PORT: '4000' })).toEqual({
      emulator: 1,
      remote: 65535,
      host: 4000,
    });
  });

  it('refuses 0, 65536, a fraction and a word, naming the variable and the value', () => {
    for (const raw of ['0', '65536', '3000.5', 'three']) {
      expect(() => portsFromEnv({ HOST_PORT: raw })).toThrow(
        `HOST_PORT must be a port number from 1 to 65535, not "${raw}".`,
      );
    }
  });
});

describe('appEnv', () => {
  const ports = { emulator: 54321, remote: 3101, host: 3100 };
  const emulator = { url: 'http://127.0.0.1:54321', anonKey: 'emulator-anon-key' };

  it('points the app at the emulator, with the stack’s ports', () => {
    expect(appEnv(ports, emulator, {})).toEqual({
      PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      PUBLIC_SUPABASE_ANON_KEY: 'emulator-anon-key',
      REMOTE_PORT: '3101',
      HOST_PORT: '3100',
    });
  });

  it('keeps a backend the environment names', () => {
    const env = { PUBLIC_SUPABASE_URL: 'https://project.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'project-key' };
    expect(appEnv(ports, emulator, env)).toMatchObject(env);
  });
});

/** A server that answers each path with the statuses listed for it, one per request (the last repeats). */
async function statusServer(statuses: Record<string, number[]>): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url!);
    const list = statuses[req.url!] ?? [404];
    res.writeHead(list.length > 1 ? list.shift()! : list[0]!).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

describe('waitForUrl', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again until the URL answers OK', async () => {
    const { url, asked } = await statusServer({ '/health': [503, 503, 200] });
    await waitForUrl(`${url}/health`, 'the emulator', 10_000);
    expect(asked).toEqual(['/health', '/health', '/health']);
  });

  it('gives up after the timeout, naming what it waited for and the last answer', async () => {
    const { url } = await statusServer({});
    await expect(waitForUrl(`${url}/mf-manifest.json`, 'the remote', 600)).rejects.toThrow(
      `the remote did not answer at ${url}/mf-manifest.json within 0.6 s (last: HTTP 404).`,
    );
  });

  it('with no time left, does not ask at all', async () => {
    const { url, asked } = await statusServer({ '/': [200] });
    vi.useFakeTimers({ toFake: ['Date'] });
    await expect(waitForUrl(`${url}/`, 'the host', 0)).rejects.toThrow('the host did not answer');
    expect(asked).toEqual([]);
  });
});

describe('servePreview', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'jt-preview-'));
    await mkdir(join(dist, 'remote'));
    await mkdir(join(dist, 'host'));
    await writeFile(join(dist, 'remote/mf-manifest.json'), '{"name":"tracker"}');
    await writeFile(join(dist, 'host/index.html'), '<!doctype html><title>Host</title>');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('serves the remote with CORS and the host as a single-page app, both under the policy', async () => {
    const [remote, host] = await servePreview(dist, { emulator: 54321, remote: 0, host: 0 }, 'http://127.0.0.1:54321', {
      PUBLIC_LOGO_SERVICE_URL: 'http://logos.test/{domain}.png',
    });
    servers.push(remote!, host!);
    const at = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const manifest = await fetch(`${at(remote!)}/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ name: 'tracker' });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const page = await fetch(`${at(host!)}/applications/42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Host</title>');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toMatch(/img-src [^;]*http:\/\/logos\.test/);
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:54321/);
  });
});

const drivers: number[] = [];
afterEach(() => {
  for (const pid of drivers.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Everything in it has stopped.
    }
  }
});

/** Runs `code` in a Node process that has imported stack.ts as `stack`; its output and exit code. */
function runWithStack(code: string): Promise<{ stdout: string; stderr: string; code: number | null; ms: number }> {
  const started = Date.now();
  const driver = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `const stack = await import('./scripts/lib/stack.ts');\n${code}`],
    // Its own process group, so that what a broken stopAll leaves running can be killed after the test.
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  drivers.push(driver.pid!);
  let stdout = '';
  let stderr = '';
  driver.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  driver.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => {
    const timer = setTimeout(() => driver.kill('SIGKILL'), 20_000);
    driver.once('close', (exitCode) => {
      clearTimeout(timer);
      done({ stdout, stderr, code: exitCode, ms: Date.now() - started });
    });
  });
}

/**
 * Whether process `pid` still runs a second later: gone, or a zombie (the stack's exit leaves its killed
 * children to an init that need not reap them), is stopped.
 */
async function stillRuns(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 20; tries++) {
    try {
      if (
        execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
          .trim()
          .startsWith('Z')
      ) {
        return false;
      }
    } catch {
      return false;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** A child of the stack that prints its pid, then whatever `then` does (Node code). */
const child = (then: string) => `console.log('pid', process.pid); ${then}`;
/** Starts `name` running `code` and resolves once it has printed its pid. */
const START = `
const started = (name, code) => new Promise((ready) => {
  stack.startChild(name, ['-e', code], {}).stdout.on('data', (chunk) => { if (String(chunk).includes('pid')) ready(); });
});`;

describe('startChild and stopAll', () => {
  it('stop every child, the one that ignores SIGTERM killed after 5 s, then exit with the code given', async () => {
    const tidy = child(`
      process.stdout.write('half a ');
      setTimeout(() => process.stdout.write('line\\n\\n   \\n'), 100);
      process.on('SIGTERM', () => setTimeout(() => { console.log('cleaned up'); process.exit(0); }, 300));
      setInterval(() => {}, 1000);`);
    const stubborn = child(`process.on('SIGTERM', () => console.log('not stopping')); setInterval(() => {}, 1000);`);
    const run = await runWithStack(`${START}
      await started('tidy', ${JSON.stringify(tidy)});
      await started('stubborn', ${JSON.stringify(stubborn)});
      await new Promise((r) => setTimeout(r, 300));
      await stack.stopAll(3);`);
    expect(run.code).toBe(3);
    expect(run.stderr).not.toContain('stopped unexpectedly');
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((line) => !line.includes(' pid '))).toEqual([
      '[tidy] half a line',
      '[stubborn] not stopping',
      '[tidy] cleaned up',
    ]);
    expect(run.ms).toBeGreaterThanOrEqual(5000);
    for (const line of lines.filter((each) => each.includes(' pid '))) {
      expect(await stillRuns(Number(line.split(' pid ')[1]))).toBe(false);
    }
  }, 30_000);

  it.each([
    ['exits', 'process.exit(7)', 'exit code 7'],
    ['is killed', "process.kill(process.pid, 'SIGKILL')", 'SIGKILL'],
  ])('when a child %s on its own, stop the others and exit with 1', async (_, end, reason) => {
    const steady = child(
      `process.on('SIGTERM', () => { console.log('stopped'); process.exit(0); }); setInterval(() => {}, 1000);`,
    );
    const run = await runWithStack(`${START}
      await started('steady', ${JSON.stringify(steady)});
      stack.startChild('brief', ['-e', ${JSON.stringify(end)}], {});`);
    expect(run.stderr).toContain(`[brief] stopped unexpectedly (${reason}); stopping everything.`);
    expect(run.stdout).toContain('[steady] stopped');
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(4000);
  });
});
