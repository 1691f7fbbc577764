// The compiler Module Federation's type generation runs for the remote (`dts.generateTypes.compilerInstance`
// in rsbuild.config.ts): `tsx scripts/emit-federated-types.ts --project <its temporary tsconfig>`. It runs
// tsc as the plugin would, TypeScript 7's (scripts/lib/tsc.ts: the declarations 6.0 wrote, with its own
// quotes and order of union members, types ready in 18 s of the build against 24), then makes the
// declarations stand alone (scripts/lib/federated-types.ts) before the plugin packs them into
// `@mf-types.zip` for hosts in other repositories.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { makeDeclarationsStandAlone } from './lib/federated-types';
import { nativeTsc } from './lib/tsc';
import { ROOT } from './lib/stack';

const projectIndex = process.argv.indexOf('--project');
const project = projectIndex > 0 ? process.argv[projectIndex + 1] : undefined;
if (!project) {
  console.error('usage: tsx scripts/emit-federated-types.ts --project <tsconfig.json>');
  process.exit(2);
}

const tsc = nativeTsc();
// A build info file of its own, new each time: src/tsconfig.json is incremental and shares its build info
// with `npm run typecheck`, after which tsc would emit only the files changed since, and the published
// types would lack every other module.
const buildInfoDir = mkdtempSync(join(tmpdir(), 'federated-types-'));
const compiled = spawnSync(
  process.execPath,
  [tsc, '--project', project, '--tsBuildInfoFile', join(buildInfoDir, 'federated.tsbuildinfo')],
  { stdio: 'inherit' },
);
rmSync(buildInfoDir, { recursive: true, force: true });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const config = JSON.parse(readFileSync(project, 'utf8')) as {
  compilerOptions: { declarationDir: string; rootDir: string };
};
const base = dirname(resolve(project));
const changed = await makeDeclarationsStandAlone({
  declarationDir: resolve(base, config.compilerOptions.declarationDir),
  rootDir: resolve(base, config.compilerOptions.rootDir),
  aliases: {
    '@/': resolve(ROOT, 'src'),
    '@job-tracker/supabase-client': resolve(ROOT, 'packages/supabase-client/src/index'),
    '@job-tracker/supabase-client/database': resolve(ROOT, 'packages/supabase-client/src/database'),
  },
});
console.log(`federated types: ${changed} declaration files made to stand alone`);
