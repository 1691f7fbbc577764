import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadOrCreateKeys } from '../emulator/src/keys';
import { portsFromEnv, ROOT } from './lib/stack';

// `npm run build`: the remote into dist/remote and the sandbox host into dist/host.
// Point them elsewhere with PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY, REMOTE_PUBLIC_URL,
// REMOTE_MANIFEST_URL and HOST_PUBLIC_URL; without the Supabase pair the build uses the local emulator's.
const env = { ...process.env };
if (!env.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY) {
  const ports = portsFromEnv();
  const keys = await loadOrCreateKeys(resolve(ROOT, env.EMULATOR_DATA_DIR ?? '.data/emulator'));
  env.PUBLIC_SUPABASE_URL ??= `http://127.0.0.1:${ports.emulator}`;
  env.PUBLIC_SUPABASE_ANON_KEY ??= keys.anonKey;
  console.log(`Building against the local emulator at ${env.PUBLIC_SUPABASE_URL}.`);
}

const rsbuild = resolve(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
for (const args of [['build'], ['build', '-c', 'host-sandbox/rsbuild.config.ts']]) {
  const result = spawnSync(process.execPath, [rsbuild, ...args], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log('Built dist/remote (with mf-manifest.json) and dist/host.');
