// @vitest-environment node
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDeclarationsStandAlone, rewriteDeclaration, type TypeLocations } from './federated-types';

const ROOT = '/repo';
const locations: TypeLocations = {
  declarationDir: '/repo/dist/@mf-types/compiled-types',
  rootDir: ROOT,
  aliases: {
    '@/': '/repo/src',
    '@job-tracker/supabase-client': '/repo/packages/supabase-client/src/index',
    '@job-tracker/supabase-client/database': '/repo/packages/supabase-client/src/database',
  },
};
const FILE = '/repo/dist/@mf-types/compiled-types/src/exposes/detail-dialog.d.ts';

describe('rewriteDeclaration', () => {
  it('points the path alias at the emitted file, relative to the declaration', () => {
    const text = "import { type JobApplication } from '@/lib/applications/application';\n";
    expect(rewriteDeclaration(text, FILE, locations)).toBe(
      "import { type JobApplication } from '../lib/applications/application';\n",
    );
  });

  it('rewrites re-exports, import() types and double quotes alike', () => {
    const text = [
      'export type { AnalyticsSink } from "@/lib/analytics";',
      "export declare const a: import('@/config/paths').AppPath;",
    ].join('\n');
    expect(rewriteDeclaration(text, FILE, locations)).toBe(
      [
        'export type { AnalyticsSink } from "../lib/analytics";',
        "export declare const a: import('../config/paths').AppPath;",
      ].join('\n'),
    );
  });

  it('turns the workspace package and its subpath into the emitted package sources', () => {
    const text = [
      "import type { Database } from '@job-tracker/supabase-client/database';",
      "export { getSupabase } from '@job-tracker/supabase-client';",
    ].join('\n');
    expect(rewriteDeclaration(text, FILE, locations)).toBe(
      [
        "import type { Database } from '../../packages/supabase-client/src/database';",
        "export { getSupabase } from '../../packages/supabase-client/src/index';",
      ].join('\n'),
    );
  });

  it('leaves packages a host installs, relative paths and look-alike names alone', () => {
    const text = [
      "import { type ReactNode } from 'react';",
      "import type { X } from './providers';",
      "import type { Y } from '@job-tracker/supabase-client-extra';",
      "import type { Z } from '@mantine/core';",
    ].join('\n');
    expect(rewriteDeclaration(text, FILE, locations)).toBe(text);
  });

  it('drops side-effect imports (styles, fonts), which mean nothing to a type checker', () => {
    const text =
      'import \'@fontsource-variable/inter\';\nimport "@/lib/tracker-scope.css";\nexport declare const x = 1;\n';
    expect(rewriteDeclaration(text, FILE, locations)).toBe('export declare const x = 1;\n');
  });
});

describe('makeDeclarationsStandAlone', () => {
  let folder: string;
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('rewrites every .d.ts below the declaration folder and counts the files it changed', async () => {
    folder = await mkdtemp(join(tmpdir(), 'federated-types-'));
    const declarationDir = join(folder, 'compiled-types');
    await mkdir(join(declarationDir, 'src/exposes'), { recursive: true });
    await mkdir(join(declarationDir, 'src/lib'), { recursive: true });
    await writeFile(join(declarationDir, 'src/exposes/board.d.ts'), "export type { A } from '@/lib/a';\n");
    await writeFile(join(declarationDir, 'src/lib/a.d.ts'), 'export type A = 1;\n');
    await writeFile(join(declarationDir, 'src/lib/notes.txt'), "from '@/lib/a'\n");
    const changed = await makeDeclarationsStandAlone({
      declarationDir,
      rootDir: join(folder, 'repo'),
      aliases: { '@/': join(folder, 'repo/src') },
    });
    expect(changed).toBe(1);
    expect(await readFile(join(declarationDir, 'src/exposes/board.d.ts'), 'utf8')).toBe(
      "export type { A } from '../lib/a';\n",
    );
    expect(await readFile(join(declarationDir, 'src/lib/notes.txt'), 'utf8')).toBe("from '@/lib/a'\n");
  });
});
