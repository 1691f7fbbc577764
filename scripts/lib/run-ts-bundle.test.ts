// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleFor, ROOT } from './run-ts-bundle.js';

const run = promisify(execFile);

let project = '';
let cacheDir = '';

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'jt-run-ts-'));
  // Under the repository's node_modules, as the real cache is: a bundle imports its packages from there.
  cacheDir = await mkdtemp(join(ROOT, 'node_modules/.cache/run-ts-test-'));
  await mkdir(join(project, 'lib'));
  await writeFile(
    join(project, 'main.ts'),
    `import { answer, whereAmI } from './lib/answer';\nconst typed: number = answer;\nconsole.log(JSON.stringify({ typed, whereAmI, argv: process.argv.slice(2) }));\n`,
  );
  await writeFile(
    join(project, 'lib/answer.ts'),
    `export const answer: number = 41;\nexport const whereAmI = { dirname: import.meta.dirname, url: import.meta.url, filename: import.meta.filename };\n`,
  );
});

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

async function runBundle(bundle: string, ...args: string[]): Promise<unknown> {
  const script = `process.argv.splice(1, 0, 'main'); await import(${JSON.stringify(pathToFileURL(bundle).href)});`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, ...args]);
  return JSON.parse(stdout);
}

describe('bundleFor', () => {
  it('bundles an entry and its TypeScript imports, each keeping its own import.meta', async () => {
    const { bundle, built } = await bundleFor('main.ts', { root: project, cacheDir });
    expect(built).toBe(true);
    expect(await runBundle(bundle, 'a', 'b')).toEqual({
      typed: 41,
      whereAmI: {
        dirname: join(project, 'lib'),
        url: pathToFileURL(join(project, 'lib/answer.ts')).href,
        filename: join(project, 'lib/answer.ts'),
      },
      argv: ['a', 'b'],
    });
  });

  it('reuses the bundle while no input changed, and makes it again when one did', async () => {
    const first = await bundleFor('main.ts', { root: project, cacheDir });
    const record = JSON.parse(await readFile(first.bundle.replace(/\.mjs$/, '.json'), 'utf8')) as {
      inputs: Record<string, unknown>;
    };
    expect(Object.keys(record.inputs).sort()).toEqual(['lib/answer.ts', 'main.ts']);
    expect((await bundleFor('main.ts', { root: project, cacheDir })).built).toBe(false);

    // Same size, a later modification time: rebuilt, and the new value is what runs.
    await writeFile(
      join(project, 'lib/answer.ts'),
      (await readFile(join(project, 'lib/answer.ts'), 'utf8')).replace('41', '42'),
    );
    const later = new Date(Date.now() + 5_000);
    await utimes(join(project, 'lib/answer.ts'), later, later);
    const again = await bundleFor('main.ts', { root: project, cacheDir });
    expect(again.built).toBe(true);
    expect(await runBundle(again.bundle)).toMatchObject({ typed: 42 });
  });

  it('makes the bundle again when an input is gone', async () => {
    await bundleFor('main.ts', { root: project, cacheDir });
    await writeFile(join(project, 'main.ts'), `console.log(JSON.stringify({ typed: 7 }));\n`);
    await rm(join(project, 'lib/answer.ts'));
    const again = await bundleFor('main.ts', { root: project, cacheDir });
    expect(again.built).toBe(true);
    expect(await runBundle(again.bundle)).toEqual({ typed: 7 });
  });
});

describe('scripts/run-ts.js', () => {
  it("runs the emulator's command line with its arguments, without tsx", async () => {
    const { stdout } = await run(process.execPath, ['scripts/run-ts.js', 'emulator/src/cli.ts', '--help'], {
      cwd: ROOT,
    });
    expect(stdout).toMatch(/^Usage: npm run emulator -- \[start\]/);
  });

  it('refuses to run anything but a TypeScript entry', async () => {
    const failed = await run(process.execPath, ['scripts/run-ts.js', 'README.md'], { cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: node scripts/run-ts.js <entry.ts>'),
    });
  });

  it("loads an Edge Function's TypeScript module from a bundle run by plain Node", async () => {
    // As in the repository: a module package, where Node refuses a `.ts` file it has no loader for.
    await writeFile(join(project, 'package.json'), '{ "type": "module" }\n');
    await writeFile(
      join(project, 'index.ts'),
      `const greeting: string = 'hello from a function';\nDeno.serve(() => new Response(greeting));\n`,
    );
    await writeFile(
      join(project, 'call.ts'),
      `import { loadHandler } from ${JSON.stringify(join(ROOT, 'emulator/src/functions/deno-shim.ts'))};\n` +
        `const handler = await loadHandler(${JSON.stringify(pathToFileURL(join(project, 'index.ts')).href)});\n` +
        `console.log(await (await handler(new Request('http://x/'))).text());\n`,
    );
    const { bundle } = await bundleFor('call.ts', { root: project, cacheDir });
    const { stdout } = await run(process.execPath, [bundle], { cwd: ROOT });
    expect(stdout.trim()).toBe('hello from a function');
  });
});
