import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadOrCreateKeys } from '../emulator/src/keys';
import { portsFromEnv, ROOT, RSBUILD } from './lib/stack';

// `npm run build`: the remote into dist/remote and the sandbox host into dist/host.
// The remote takes its configuration from the host at run time and builds the same for every deployment.
// The sandbox host passes its own: PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY (required), and
// PUBLIC_SHOWCASE_URL, PUBLIC_LOGO_SERVICE_URL, REMOTE_MANIFEST_URL, HOST_PUBLIC_URL; `--local` builds
// it against the local emulator instead, for `npm run preview`. `--remote-only` builds the remote alone.
const env = { ...process.env };
const local = process.argv.includes('--local');
// `--remote-only`: the remote alone, which needs no configuration (`npm run serve:remote` serves it).
const remoteOnly = process.argv.includes('--remote-only');

if (!remoteOnly && (!env.PUBLIC_SUPABASE_URL || !env.PUBLIC_SUPABASE_ANON_KEY)) {
  if (!local) {
    console.error(
      'npm run build: the sandbox host needs PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY (your Supabase project), or `npm run build -- --local` to build against the local emulator.',
    );
    process.exit(1);
  }
  const ports = portsFromEnv();
  const keys = await loadOrCreateKeys(resolve(ROOT, env.EMULATOR_DATA_DIR ?? '.data/emulator'));
  env.PUBLIC_SUPABASE_URL ??= `http://127.0.0.1:${ports.emulator}`;
  env.PUBLIC_SUPABASE_ANON_KEY ??= keys.anonKey;
  console.log(`Building the sandbox host against the local emulator at ${env.PUBLIC_SUPABASE_URL}.`);
}

const builds = remoteOnly ? [['build']] : [['build'], ['build', '-c', 'host-sandbox/rsbuild.config.ts']];
for (const args of builds) {
  const result = spawnSync(process.execPath, [RSBUILD, ...args], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(
  remoteOnly
    ? 'Built dist/remote (with mf-manifest.json). `npm run serve:remote` serves it.'
    : 'Built dist/remote (with mf-manifest.json) and dist/host.',
);
