// @vitest-environment node
/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = resolve(import.meta.dirname, '../../node_modules');
const styles = resolve(modules, '@mantine/core/styles');
const coreEsm = resolve(modules, '@mantine/core/esm');

/** The names imported from `@mantine/core` by the files under a folder (tests apart). */
function coreImports(folder: string, filter: (file: string) => boolean): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (filter(path)) {
        for (const match of readFileSync(path, 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g,
        ))
          for (const name of match[1]!.split(',')) {
            const clean = name
              .replace(/\btype\b/, '')
              .split(' as ')[0]!
              .trim();
            if (/^[A-Z]/.test(clean)) names.add(clean);
          }
      }
    }
  };
  walk(folder);
  return names;
}

/**
 * The stylesheets those components need: every `X.module.mjs` (Mantine's class names for X.css) that the
 * components' own code reaches through its relative imports, so a Select brings Combobox, Input, Popover.
 */
function stylesheetsFor(components: Iterable<string>): Set<string> {
  const pending = [...components]
    .map((name) => join(coreEsm, 'components', name, `${name}.mjs`))
    .filter((file) => existsSync(file));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) {
      const target = normalize(join(dirname(file), match[1]!));
      if (existsSync(target)) pending.push(target);
    }
  }
  return new Set(
    [...seen]
      .filter((file) => file.endsWith('.module.mjs'))
      .map((file) => file.split('/').pop()!.replace('.module.mjs', '.css')),
  );
}

const imported = () =>
  [
    ...readFileSync(resolve(import.meta.dirname, 'mantine-styles.css'), 'utf8').matchAll(
      /@import '@mantine\/core\/styles\/([^']+)'/g,
    ),
  ].map((match) => match[1]!);

describe('mantine-styles.css', () => {
  it("imports the stylesheets of the components the tracker renders, and only those, in styles.css's order", () => {
    const used = new Set([
      ...coreImports(resolve(import.meta.dirname, '..'), (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
      // The components @mantine/charts (Insights), @mantine/notifications and @mantine/spotlight render.
      ...coreImports(resolve(modules, '@mantine/charts/esm'), (file) => file.endsWith('.mjs')),
      ...coreImports(resolve(modules, '@mantine/notifications/esm'), (file) => file.endsWith('.mjs')),
      ...coreImports(resolve(modules, '@mantine/spotlight/esm'), (file) => file.endsWith('.mjs')),
    ]);
    expect(used.has('Modal') && used.has('Select') && used.has('ColorSwatch')).toBe(true);
    const needed = stylesheetsFor(used);
    // Mantine's own bundle fixes the order: later files override earlier ones (Button over UnstyledButton).
    const bundle = readFileSync(resolve(styles, '../styles.css'), 'utf8');
    const position = (name: string) => bundle.indexOf(readFileSync(resolve(styles, name), 'utf8').trim().slice(0, 300));
    const expected = ['global.css', ...[...needed].filter((name) => existsSync(resolve(styles, name)))].sort(
      (a, b) => position(a) - position(b),
    );
    expect(expected.every((name) => position(name) >= 0)).toBe(true);
    expect(expected).toContain('Combobox.css');
    expect(imported()).toEqual(expected);
  });

  it('brings the styles.css of every other Mantine package the tracker depends on', () => {
    const { dependencies } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const styled = Object.keys(dependencies).filter(
      (name) =>
        name.startsWith('@mantine/') && name !== '@mantine/core' && existsSync(resolve(modules, name, 'styles.css')),
    );
    expect(styled).toContain('@mantine/spotlight');
    // In mantine-styles.css, or beside the code that renders the package's components (the charts' with Insights).
    const sheet = readFileSync(resolve(import.meta.dirname, 'mantine-styles.css'), 'utf8');
    const code: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(path)) code.push(readFileSync(path, 'utf8'));
      }
    };
    walk(resolve(import.meta.dirname, '..'));
    const missing = styled.filter(
      (name) =>
        !sheet.includes(`@import '${name}/styles.css'`) && !code.some((text) => text.includes(`'${name}/styles.css'`)),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the global reset and the :root variables', () => {
    expect(imported()).not.toContain('baseline.css');
    expect(imported()).not.toContain('default-css-variables.css');
  });
});
