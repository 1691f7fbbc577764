// `node scripts/run-ts.js <entry.ts> [arguments]`: runs a TypeScript entry point with plain Node. Its own
// modules (every file of the repository it imports, not packages) are bundled by esbuild into one file under
// node_modules/.cache/run-ts/, rebuilt when any of them changed; packages are imported from node_modules
// as usual. `npm start`, its emulator and `npm run emulator` run this way.
//
// Why not `node --import tsx`: on Node 20 a loader's hooks run in a thread of their own, which boots and
// loads tsx before the first line (0.3 s and half a CPU-second per process on the 2-core machine), and
// every import then goes through it. The emulator's command line took 0.6 s to print its help that way
// and 0.25 s from the bundle. A TypeScript file imported while it runs (an Edge Function's module) still
// needs a loader: the emulator registers tsx's for it then (emulator/src/functions/deno-shim.ts).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFor, ROOT } from './lib/run-ts-bundle.js';

const [entry, ...args] = process.argv.slice(2);
if (entry === undefined || !/\.[cm]?tsx?$/.test(entry)) {
  console.error('Usage: node scripts/run-ts.js <entry.ts> [arguments]');
  process.exit(2);
}
const { bundle } = await bundleFor(entry);
// The entry sees the arguments as if Node had run it directly.
process.argv = [process.argv[0] ?? process.execPath, resolve(ROOT, entry), ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
