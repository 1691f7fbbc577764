import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/stack';
import { remoteHeaders, serveStatic } from './lib/static-server';

// `npm run serve:remote`: serves a built remote (`npm run build -- --remote-only`) as a CDN would, with the
// headers a deployment needs (CORS on every file, the manifest and remote entry revalidated, hashed files
// cached for a year), for a host team to develop against without the rest of this repository's stack.
// `-- --port 3001` (REMOTE_PORT; 0 picks a free one), `--dir dist/remote`, `--host 127.0.0.1`.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.REMOTE_PORT ?? '3001' },
    dir: { type: 'string', default: 'dist/remote' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!/^\d{1,5}$/.test(values.port) || port > 65535) {
  console.error(`serve:remote: --port must be a port number (0 to 65535), got "${values.port}".`);
  process.exit(1);
}
const root = resolve(ROOT, values.dir);
if (!existsSync(resolve(root, 'mf-manifest.json'))) {
  console.error(`serve:remote: ${values.dir} holds no mf-manifest.json: run \`npm run build -- --remote-only\` first.`);
  process.exit(1);
}
const server = await serveStatic({ root, port, host: values.host, headers: remoteHeaders });
const { port: bound } = server.address() as AddressInfo;
console.log(`Serving the remote at http://${values.host}:${bound}/mf-manifest.json (Ctrl+C stops it).`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
