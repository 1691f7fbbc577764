// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filesInNoProject, splitListedFiles } from './typecheck-coverage';

describe('splitListedFiles', () => {
  it('takes absolute paths as the program’s files, relative to the root, and keeps every other line', () => {
    const stdout = [
      "src/lib/a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '/repo/node_modules/typescript/lib/lib.es2023.d.ts',
      '/repo/src/lib/a.ts',
      '',
      '/repo/src/lib/b.tsx',
    ].join('\n');
    expect(splitListedFiles(stdout, '/repo')).toEqual({
      files: ['node_modules/typescript/lib/lib.es2023.d.ts', 'src/lib/a.ts', 'src/lib/b.tsx'],
      messages: ["src/lib/a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'."],
    });
  });
});

describe('filesInNoProject', () => {
  it('names the files no project checked', () => {
    const checked = new Set(['src/lib/a.ts', 'emulator/src/cli.ts']);
    expect(filesInNoProject(['src/lib/a.ts', 'src/lib/stray.ts', 'emulator/src/cli.ts', ''], checked)).toEqual([
      'src/lib/stray.ts',
    ]);
  });

  it('leaves out the Vite host and the sandbox host’s build config, which are checked elsewhere', () => {
    const files = ['host-vite/src/main.tsx', 'host-vite/vite.config.ts', 'host-sandbox/rsbuild.config.ts'];
    expect(filesInNoProject(files, new Set())).toEqual([]);
    expect(filesInNoProject(['host-sandbox/src/stray.ts'], new Set())).toEqual(['host-sandbox/src/stray.ts']);
  });
});
