// `npm run typecheck`: every TypeScript project of the repository, with TypeScript 7's compiler
// (scripts/lib/tsc.ts). Each project is checked even when one before it failed, so that one run shows
// every error. Then every TypeScript file must have been in one of them: a file no project includes
// would never be checked at all. The exit code is 1 if anything failed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { nativeTsc } from './lib/tsc';
import { filesInNoProject, splitListedFiles } from './lib/typecheck-coverage';

const PROJECTS = [
  'tsconfig.json',
  'src',
  'host-sandbox/tsconfig.typecheck.json',
  'emulator',
  'supabase/functions',
  'host-next',
];

const root = resolve(import.meta.dirname, '..');
const tsc = nativeTsc();
const failed: string[] = [];
const checked = new Set<string>();
for (const project of PROJECTS) {
  // --listFiles names every file of the program after its diagnostics, at no extra cost.
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--listFiles'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { files, messages } = splitListedFiles(run.stdout, root);
  for (const file of files) checked.add(file);
  for (const message of messages) console.log(message);
  if (run.status !== 0) failed.push(project);
}

const listed = spawnSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts', '*.cts'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (listed.status !== 0) {
  console.error(`typecheck: could not list the repository's files with git: ${listed.stderr}`);
  process.exit(1);
}
const unchecked = filesInNoProject(listed.stdout.split('\n'), checked);

if (unchecked.length > 0) {
  console.error(
    `typecheck: ${unchecked.length} file(s) in no project, so never checked; include them in a tsconfig.json:\n  ${unchecked.join('\n  ')}`,
  );
}
if (failed.length > 0) console.error(`typecheck: errors in ${failed.join(', ')}`);
if (failed.length > 0 || unchecked.length > 0) process.exit(1);
