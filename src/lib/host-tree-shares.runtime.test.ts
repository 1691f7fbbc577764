// @vitest-environment node
import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import hostTreeShares from './host-tree-shares';

// The federation runtime itself, as on a page: a host that lists Mantine among its singletons (no
// tree-shaking, Module Federation's default 'version-first'), and the tracker's container, which shares
// Mantine tree-shaken (module-federation.config.ts) and initialises in the host's share scope.
const mantine = (from: string) => ({ from, Button: () => null });
const singleton = { singleton: true, requiredVersion: '^9.7.3' };

function page(plugins: ReturnType<typeof hostTreeShares>[]) {
  const host = createInstance({
    name: 'vite_host',
    remotes: [],
    shared: {
      '@mantine/core': { version: '9.7.3', get: async () => () => mantine('host'), shareConfig: singleton },
    },
  });
  void Promise.all(host.initializeSharing('default'));
  const tracker = createInstance({
    name: 'job_tracker',
    remotes: [],
    plugins,
    shared: {
      '@mantine/core': {
        version: '9.7.3',
        get: async () => () => mantine('tracker'),
        shareConfig: singleton,
        treeShaking: { mode: 'runtime-infer' },
      },
    },
  });
  tracker.initShareScopeMap('default', host.shareScopeMap.default!);
  return tracker;
}

describe("the tracker's runtime plugin in a host that shares Mantine untree-shaken", () => {
  it("loads the host's whole copy where the bare runtime throws", async () => {
    await expect(page([]).loadShare('@mantine/core')).rejects.toThrow("reading 'loading'");
    const factory = await page([hostTreeShares()]).loadShare('@mantine/core');
    expect(factory && (factory as () => { from: string })().from).toBe('host');
  });
});
