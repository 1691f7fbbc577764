import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator';

describe('public-objects', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator('pglite');
  });
  afterAll(() => emulator?.stop());

  it('serves every picture the seed names, as SVG', async () => {
    const service = emulator.service();
    const [logos, designers, studies] = await Promise.all([
      service.from('lookup_values').select('logo'),
      service.from('portfolios').select('designer_dp'),
      service.from('casestudies').select('thumbnail'),
    ]);
    const paths = [
      ...logos.data!.map((row) => row.logo),
      ...designers.data!.map((row) => row.designer_dp!),
      ...studies.data!.map((row) => row.thumbnail!),
    ];
    expect(paths.length).toBeGreaterThan(90);
    for (const path of paths) {
      expect(path).toMatch(/^\/storage\/v1\/object\/public\/(logos|designers|case-studies)\/[a-z0-9-]+\.svg$/);
      const response = await fetch(`${emulator.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('refuses paths that try to leave the assets folder, and unknown files', async () => {
    for (const path of [
      '/storage/v1/object/public/logos/..%2F..%2Fsrc%2Fserver.ts',
      '/storage/v1/object/public/../../package.json',
      '/storage/v1/object/public/logos/%2e%2e/%2e%2e/keys.json',
      '/storage/v1/object/public/logos/.hidden',
      '/storage/v1/object/public/logos/nope.svg',
      '/storage/v1/object/public/logos',
    ]) {
      const response = await fetch(`${emulator.url}${path}`);
      expect([400, 404], path).toContain(response.status);
      expect(await response.text()).not.toContain('import');
    }
  });
});

describe('public-objects with links in the folder', () => {
  let emulator: TestEmulator;
  let root: string;
  beforeAll(async () => {
    // A storage folder beside a secret: links inside it point at the secret, at its folder and around.
    root = await mkdtemp(join(tmpdir(), 'jt-storage-'));
    await mkdir(join(root, 'outside'));
    await writeFile(join(root, 'outside', 'secret.txt'), 'the secret outside');
    const assets = join(root, 'assets');
    await mkdir(join(assets, 'logos', 'nested'), { recursive: true });
    await writeFile(join(assets, 'logos', 'real.txt'), 'a real file');
    await writeFile(join(assets, 'logos', 'nested', 'deep.txt'), 'a nested file');
    await symlink(join(root, 'outside', 'secret.txt'), join(assets, 'logos', 'leak.txt'));
    await symlink(join(root, 'outside'), join(assets, 'logos', 'linked-dir'));
    await symlink(join(root, 'outside'), join(assets, 'linked-bucket'));
    await symlink(join(assets, 'logos', 'real.txt'), join(assets, 'logos', 'alias.txt'));
    emulator = await startTestEmulator('pglite', { assetsDir: assets });
  });
  afterAll(async () => {
    await emulator?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('serves regular files inside the folder and nothing a link reaches', async () => {
    const real = await fetch(`${emulator.url}/storage/v1/object/public/logos/real.txt`);
    expect(real.status).toBe(200);
    expect(await real.text()).toBe('a real file');
    const nested = await fetch(`${emulator.url}/storage/v1/object/public/logos/nested/deep.txt`);
    expect(await nested.text()).toBe('a nested file');
    for (const path of [
      'logos/leak.txt',
      'logos/linked-dir/secret.txt',
      'linked-bucket/secret.txt',
      'logos/alias.txt',
      'logos/nested',
      'logos/..%2F..%2Foutside%2Fsecret.txt',
    ]) {
      const response = await fetch(`${emulator.url}/storage/v1/object/public/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret outside');
    }
  });
});
