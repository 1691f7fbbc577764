import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTrackerModule, preloadTrackerModules } from './load.js';
import { hostKitState } from './state.js';

/** A federation instance as the plugin's `init` records it: only what the loader calls. */
function fakeInstance(
  remotes: { name: string; alias?: string }[],
  preloadRemote?: (preloads: unknown) => Promise<void>,
) {
  return {
    options: { remotes, shared: {} },
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(),
    ...(preloadRemote && { preloadRemote: vi.fn(preloadRemote) }),
  };
}

afterEach(() => {
  const state = hostKitState();
  state.instance = null;
  state.entry = null;
  state.preloadFromManifest = false;
  state.timeoutMs = 8000;
  vi.useRealTimers();
});

describe('preloadTrackerModules', () => {
  it("asks the host's runtime to preload each module of a remote it knows, grouped by remote", () => {
    const instance = fakeInstance([{ name: 'job_tracker' }], async () => undefined);
    hostKitState().instance = instance as never;
    preloadTrackerModules(['job_tracker/Providers', 'job_tracker/Board', 'elsewhere/Thing']);
    expect(instance.preloadRemote).toHaveBeenCalledTimes(1);
    expect(instance.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'job_tracker', exposes: ['./Providers', './Board'], resourceCategory: 'sync' },
    ]);
    expect(hostKitState().preloadFromManifest).toBe(true);
  });

  it('registers the remote from the plugin’s entry when the runtime does not know it yet', () => {
    const instance = fakeInstance([], async () => undefined);
    Object.assign(hostKitState(), { instance, entry: 'http://127.0.0.1:9/mf-manifest.json' });
    preloadTrackerModules(['job_tracker/Board']);
    expect(instance.registerRemotes).toHaveBeenCalledWith([
      { name: 'job_tracker', entry: 'http://127.0.0.1:9/mf-manifest.json' },
    ]);
    expect(instance.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'job_tracker', exposes: ['./Board'], resourceCategory: 'sync' },
    ]);
  });

  it('does nothing, and throws nothing, without a runtime, one that cannot preload, or a failing preload', async () => {
    expect(() => preloadTrackerModules(['job_tracker/Board'])).not.toThrow();
    const cannot = fakeInstance([{ name: 'job_tracker' }]);
    hostKitState().instance = cannot as never;
    expect(() => preloadTrackerModules(['job_tracker/Board'])).not.toThrow();
    expect(hostKitState().preloadFromManifest).toBe(false);

    const failing = fakeInstance([{ name: 'job_tracker' }], () => Promise.reject(new Error('remote down')));
    hostKitState().instance = failing as never;
    preloadTrackerModules(['job_tracker/Board']);
    expect(failing.preloadRemote).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled, 0));
  });

  it('asks for a remote’s manifest alone when an id names no module', () => {
    const instance = fakeInstance([{ name: 'other', alias: 'job_tracker' }], async () => undefined);
    hostKitState().instance = instance as never;
    preloadTrackerModules(['job_tracker']);
    expect(instance.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'job_tracker', exposes: [], resourceCategory: 'sync' },
    ]);
  });

  it('preloads nothing for modules of remotes it does not know and cannot register', () => {
    const instance = fakeInstance([{ name: 'other' }], async () => undefined);
    hostKitState().instance = instance as never;
    preloadTrackerModules(['job_tracker/Board']);
    expect(instance.preloadRemote).not.toHaveBeenCalled();
    expect(hostKitState().preloadFromManifest).toBe(false);
  });
});

describe('loadTrackerModule', () => {
  it('says how to set the runtime up when the host has not', async () => {
    await expect(loadTrackerModule('job_tracker/Board')).rejects.toThrow(
      "Cannot load job_tracker/Board: the host's federation runtime is not set up with @job-tracker/host-kit/runtime-plugin",
    );
  });

  it('gives the module the runtime loads, and says so when the runtime has none or fails', async () => {
    const instance = fakeInstance([{ name: 'job_tracker' }]);
    hostKitState().instance = instance as never;
    const board = { default: () => null };
    instance.loadRemote.mockResolvedValueOnce(board);
    await expect(loadTrackerModule('job_tracker/Board')).resolves.toBe(board);
    expect(instance.loadRemote).toHaveBeenCalledWith('job_tracker/Board');
    instance.loadRemote.mockResolvedValueOnce(undefined);
    await expect(loadTrackerModule('job_tracker/Nothing')).rejects.toThrow(
      'The job tracker has no module job_tracker/Nothing.',
    );
    instance.loadRemote.mockRejectedValueOnce(new Error('manifest 503'));
    await expect(loadTrackerModule('job_tracker/Board')).rejects.toThrow('manifest 503');
  });

  it('gives up half a second after the plugin’s own time limit, and not before', async () => {
    vi.useFakeTimers();
    const instance = fakeInstance([{ name: 'job_tracker' }]);
    instance.loadRemote.mockReturnValue(new Promise(() => {}));
    Object.assign(hostKitState(), { instance, timeoutMs: 3000 });
    const outcome = loadTrackerModule('job_tracker/Board').then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(3499);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('The job tracker did not answer within 3 s.');
  });
});
