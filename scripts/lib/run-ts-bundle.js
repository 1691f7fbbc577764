// One bundle per TypeScript entry point, for scripts/run-ts.js: the entry and every file of the repository it
// imports (not packages), bundled by esbuild under node_modules/.cache/run-ts/ and made again when any of
// them changed. Plain JavaScript: it runs before anything can load TypeScript.
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = resolve(ROOT, 'node_modules/.cache/run-ts');
const ESBUILD_MANIFEST = resolve(ROOT, 'node_modules/esbuild/package.json');

/**
 * What a bundle was made from: each input's size and modification time, and what made it (this file,
 * esbuild's and Node's versions). Any difference rebuilds.
 * @typedef {{ maker: string, inputs: Record<string, [number, number]> }} BundleRecord
 */

/** @param {string} path */
async function fingerprint(path) {
  const info = await stat(path);
  return /** @type {[number, number]} */ ([info.size, info.mtimeMs]);
}

async function maker() {
  const esbuild = JSON.parse(await readFile(ESBUILD_MANIFEST, 'utf8')).version;
  const [size, mtime] = await fingerprint(import.meta.filename);
  return `${process.version} esbuild ${esbuild} run-ts ${size}:${mtime}`;
}

/**
 * Whether the bundle recorded in `recordPath` is still what its inputs (paths from `root`) would make.
 * @param {string} root
 * @param {string} recordPath
 * @param {string} made
 */
async function upToDate(root, recordPath, made) {
  /** @type {BundleRecord} */
  let record;
  try {
    record = JSON.parse(await readFile(recordPath, 'utf8'));
  } catch {
    return false;
  }
  if (record.maker !== made) return false;
  const checks = await Promise.all(
    Object.entries(record.inputs).map(async ([path, [size, mtime]]) => {
      try {
        const [nowSize, nowMtime] = await fingerprint(resolve(root, path));
        return nowSize === size && nowMtime === mtime;
      } catch {
        return false;
      }
    }),
  );
  return checks.every(Boolean);
}

/**
 * `import.meta.url`, `.dirname` and `.filename` as the source file's own: in one bundle they would name
 * the bundle, and the emulator finds its migrations, its worker and its assets by them.
 * @type {import('esbuild').Plugin}
 */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
      if (path.split(sep).includes('node_modules')) return undefined;
      const source = await readFile(path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path));
      /** @type {import('esbuild').Loader} */
      const loader = /\.tsx$/.test(path) ? 'tsx' : /\.jsx$/.test(path) ? 'jsx' : /\.[cm]?ts$/.test(path) ? 'ts' : 'js';
      return { contents, loader };
    });
  },
};

/**
 * Bundles `entry` (a path from `root`, the repository's by default) unless its last bundle in `cacheDir` is
 * up to date; returns the bundle's path and whether it was made now.
 * @param {string} entry
 * @param {{ root?: string, cacheDir?: string }} [options]
 */
export async function bundleFor(entry, { root = ROOT, cacheDir = CACHE } = {}) {
  const name = relative(root, resolve(root, entry)).replaceAll(/[\\/]/g, '__');
  const bundle = resolve(cacheDir, `${name}.mjs`);
  const recordPath = resolve(cacheDir, `${name}.json`);
  const made = await maker();
  if (await upToDate(root, recordPath, made)) return { bundle, built: false };

  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'inline',
    metafile: true,
    write: false,
    outfile: bundle,
    logLevel: 'error',
    plugins: [ownImportMeta],
  });
  /** @type {BundleRecord} */
  const record = { maker: made, inputs: {} };
  let changedWhileBuilding = false;
  for (const input of Object.keys(result.metafile.inputs)) {
    const print = await fingerprint(resolve(root, input));
    record.inputs[input] = print;
    changedWhileBuilding ||= print[1] >= started;
  }
  await mkdir(cacheDir, { recursive: true });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild made no bundle of ${entry}.`);
  // Written aside and renamed: two starts at once never run half a file.
  const suffix = `.${process.pid}.tmp`;
  await writeFile(bundle + suffix, output.contents);
  await rename(bundle + suffix, bundle);
  // A file saved while esbuild read it may be in the bundle as it was: no record, so the next run rebuilds.
  if (changedWhileBuilding) return { bundle, built: true };
  await writeFile(recordPath + suffix, JSON.stringify(record));
  await rename(recordPath + suffix, recordPath);
  return { bundle, built: true };
}
