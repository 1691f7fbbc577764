import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './lib/stack';

// `npm run preview`: serves the production build (run `npm run build -- --local` first) with the emulator behind it.
if (!existsSync(resolve(ROOT, 'dist/remote/mf-manifest.json')) || !existsSync(resolve(ROOT, 'dist/host/index.html'))) {
  console.error('Nothing to preview yet: run `npm run build -- --local` first.');
  process.exit(1);
}
process.argv.push('--preview');
await import('./start');
