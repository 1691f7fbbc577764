// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, findTestBrowser } from './browser';

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

describe('findTestBrowser', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'jt-browser-'));
    await writeFile(join(folder, 'chromium'), '');
    await writeFile(join(folder, 'chromium-headless-shell'), '');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('takes the headless shell when one is installed, over a full browser', () => {
    expect(findTestBrowser({}, [join(folder, 'missing'), join(folder, 'chromium-headless-shell')])).toBe(
      join(folder, 'chromium-headless-shell'),
    );
  });

  it('takes CHROMIUM_PATH over the shell, and nothing else when it names a missing file', () => {
    const shells = [join(folder, 'chromium-headless-shell')];
    expect(findTestBrowser({ CHROMIUM_PATH: join(folder, 'chromium') }, shells)).toBe(join(folder, 'chromium'));
    expect(findTestBrowser({ CHROMIUM_PATH: join(folder, 'missing') }, shells)).toBeUndefined();
  });

  it('falls back to a full browser when no shell is installed', () => {
    expect(findTestBrowser({}, [join(folder, 'missing')])).toBe(findChromium({}));
  });
});
