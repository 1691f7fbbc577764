// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGE = resolve(import.meta.dirname, '..');

describe('@job-tracker/host-kit as published', () => {
  it('packs its code, its types, the changelog and nothing else', () => {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: PACKAGE, encoding: 'utf8', stdio: 'pipe' }),
    ) as [{ files: { path: string }[] }];
    const files = packed.files.map((file) => file.path).sort();
    expect(files.filter((file) => /\.test\./.test(file))).toEqual([]);
    expect(files).toContain('CHANGELOG.md');
    // Every module a host can import comes with its types.
    const code = files.filter((file) => file.endsWith('.js'));
    expect(code.length).toBeGreaterThanOrEqual(6);
    for (const file of code) expect(files).toContain(file.replace(/\.js$/, '.d.ts'));
  });
});
