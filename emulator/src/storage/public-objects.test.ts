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
