// @vitest-environment node
import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
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

// The same page for React Router: the host's copy one minor version behind the tracker's (or outside the
// tracker's range), neither yet loaded, under the runtime's default 'version-first'.
function routerPage(hostVersion: string, plugins: ReturnType<typeof hostTreeShares>[]) {
  const router = (from: string) => ({ from });
  const range = { singleton: true, requiredVersion: '^7.6.0' };
  const host = createInstance({
    name: 'vite_host',
    remotes: [],
    shared: { 'react-router': { version: hostVersion, get: async () => () => router('host'), shareConfig: range } },
  });
  void Promise.all(host.initializeSharing('default'));
  const tracker = createInstance({
    name: 'job_tracker',
    remotes: [],
    plugins,
    shared: { 'react-router': { version: '7.18.5', get: async () => () => router('tracker'), shareConfig: range } },
  });
  tracker.initShareScopeMap('default', host.shareScopeMap.default!);
  return tracker;
}

const loadedFrom = async (tracker: ReturnType<typeof routerPage>) => {
  const factory = await tracker.loadShare('react-router');
  return factory ? (factory as () => { from: string })().from : null;
};

describe("the tracker's runtime plugin and the host's React Router", () => {
  it("renders with the host's older copy, where the bare runtime takes the tracker's newer one", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadedFrom(routerPage('7.17.0', []))).toBe('tracker');
      expect(await loadedFrom(routerPage('7.17.0', [hostTreeShares()]))).toBe('host');
      expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('[job_tracker]'));
    } finally {
      warn.mockRestore();
    }
  });

  it("takes the host's copy outside the tracker's range too, and warns", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadedFrom(routerPage('7.5.0', [hostTreeShares()]))).toBe('host');
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[job_tracker\] Version 7\.5\.0 of shared singleton module react-router/),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
