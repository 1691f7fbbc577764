// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** Runs `npm run serve:remote -- <args>` and answers the first line it prints, and the process. */
function serveRemote(args: string[]) {
  const child = spawn(process.execPath, [TSX, 'scripts/serve-remote.ts', ...args], { cwd: ROOT });
  const output = new Promise<{ line: string; code: number | null }>((done) => {
    let text = '';
    const settle = (code: number | null) => done({ line: text.trim().split('\n')[0] ?? '', code });
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) settle(null);
    });
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('exit', (code) => settle(code));
  });
  return { child, output };
}

describe('npm run serve:remote', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('serves a built remote with the headers a deployment needs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-remote-'));
    folders.push(dir);
    await mkdir(join(dir, 'static/js'), { recursive: true });
    await writeFile(join(dir, 'mf-manifest.json'), '{"id":"job_tracker"}');
    await writeFile(join(dir, 'static/js/board.1a2b3c.js'), 'export {}');
    const { child, output } = serveRemote(['--port', '0', '--dir', dir]);
    try {
      const { line } = await output;
      const manifestUrl = /at (http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json)/.exec(line)?.[1];
      expect(manifestUrl).toBeDefined();
      const manifest = await fetch(manifestUrl!);
      expect(await manifest.json()).toEqual({ id: 'job_tracker' });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(manifestUrl!.replace('mf-manifest.json', 'static/js/board.1a2b3c.js'));
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('says what to run when there is no build, and a port that is not one', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'jt-remote-'));
    folders.push(empty);
    expect((await serveRemote(['--port', '0', '--dir', empty]).output).line).toContain(
      'holds no mf-manifest.json: run `npm run build -- --remote-only` first.',
    );
    expect((await serveRemote(['--port', 'eighty']).output).line).toBe(
      'serve:remote: --port must be a port number (0 to 65535), got "eighty".',
    );
  });
});
