import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Stats {
  exposes: { path: string; assets: Assets }[];
  shared: { name: string; assets: Assets }[];
}

export interface ExposeSize {
  expose: string;
  /** gzip bytes of the JavaScript the module itself needs (its sync chunks), shared libraries apart. */
  ownJsGzip: number;
  files: number;
  cssGzip: number;
}

export interface BundleReport {
  exposes: ExposeSize[];
  /** The container every host loads once before any module: remoteEntry.js. */
  remoteEntryGzip: number;
  sharedLibrariesGzip: number;
}

const gzipBytes = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length;

/** Sizes from the remote's build: each exposed module's own chunks, from mf-stats.json. */
export async function measureBundle(remoteDist: string): Promise<BundleReport> {
  const stats = JSON.parse(await readFile(join(remoteDist, 'mf-stats.json'), 'utf8')) as Stats;
  const sharedFiles = new Set(stats.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const exposes: ExposeSize[] = [];
  for (const expose of stats.exposes) {
    // A shared library's chunk never counts as the remote's own, even where a module lists it.
    const own = expose.assets.js.sync.filter((file) => !sharedFiles.has(file));
    let ownJsGzip = 0;
    for (const file of own) ownJsGzip += await gzipBytes(join(remoteDist, file));
    let cssGzip = 0;
    for (const file of expose.assets.css.sync) cssGzip += await gzipBytes(join(remoteDist, file));
    exposes.push({ expose: expose.path, ownJsGzip, files: own.length, cssGzip });
  }
  let sharedLibrariesGzip = 0;
  for (const file of sharedFiles) sharedLibrariesGzip += await gzipBytes(join(remoteDist, file));
  return { exposes, remoteEntryGzip: await gzipBytes(join(remoteDist, 'remoteEntry.js')), sharedLibrariesGzip };
}
