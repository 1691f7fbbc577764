/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles');

describe('mantine-styles.css', () => {
  it("imports every Mantine stylesheet but the global reset and the :root variables, in styles.css's order", () => {
    // Mantine's own bundle fixes the order: later files override earlier ones (Button over UnstyledButton).
    const bundle = readFileSync(resolve(styles, '../styles.css'), 'utf8');
    const position = (name: string) => bundle.indexOf(readFileSync(resolve(styles, name), 'utf8').trim().slice(0, 300));
    const expected = readdirSync(styles)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .filter((name) => name !== 'baseline.css' && name !== 'default-css-variables.css')
      .sort((a, b) => position(a) - position(b));
    const imported = [
      ...readFileSync(resolve(import.meta.dirname, 'mantine-styles.css'), 'utf8').matchAll(
        /@import '@mantine\/core\/styles\/([^']+)'/g,
      ),
    ].map((match) => match[1]);
    expect(expected.every((name) => position(name) >= 0)).toBe(true);
    expect(imported).toEqual(expected);
  });
});
