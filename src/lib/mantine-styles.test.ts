import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('mantine-styles.css', () => {
  it('imports every Mantine stylesheet but the global reset and the :root variables, so none is missing after an upgrade', () => {
    const mantine = readdirSync(resolve(root, 'node_modules/@mantine/core/styles'))
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .filter((name) => name !== 'baseline.css' && name !== 'default-css-variables.css')
      .sort();
    const imported = [
      ...readFileSync(resolve(import.meta.dirname, 'mantine-styles.css'), 'utf8').matchAll(
        /@import '@mantine\/core\/styles\/([^']+)'/g,
      ),
    ]
      .map((match) => match[1])
      .sort();
    expect(imported).toEqual(mantine);
  });
});
