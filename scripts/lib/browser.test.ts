// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from './browser';

describe('findChromium', () => {
  let folder: string;
  let browser: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'jt-browser-'));
    browser = join(folder, 'chromium');
    await writeFile(browser, '');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH when that file exists', () => {
    expect(findChromium({ CHROMIUM_PATH: browser })).toBe(browser);
  });

  it('finds nothing when CHROMIUM_PATH names a missing file, rather than another browser', () => {
    expect(findChromium({ CHROMIUM_PATH: join(folder, 'missing') })).toBeUndefined();
  });
});
