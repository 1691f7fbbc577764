// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inCaretRange } from './runtime.js';
import { pickShared, trackerShared } from './shared.js';

const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('trackerShared', () => {
  it('shares every library as one copy, in a range the tracker’s own installed version is in', () => {
    for (const [name, entry] of Object.entries(trackerShared)) {
      expect(entry, name).toEqual({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });
      expect(inCaretRange(installed(name), entry.requiredVersion), `${name} ${installed(name)}`).toBe(true);
    }
  });

  it('picks the entries a host names, and only those', () => {
    expect(pickShared(['react', 'react-router'])).toEqual({
      react: trackerShared.react,
      'react-router': trackerShared['react-router'],
    });
    expect(pickShared([])).toEqual({});
  });
});
