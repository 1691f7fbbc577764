import { hostKitState } from './state.js';

/**
 * A Module Federation runtime plugin for hosts of the job tracker. It bounds how long the host waits for
 * the tracker's manifest and remote entry, so a server that accepts connections and never answers fails
 * like one that is down, and it remembers the host's federation instance for `loadTrackerModule`.
 *
 * Register it in the host's federation config: `runtimePlugins: ['@job-tracker/host-kit/runtime-plugin']`.
 *
 * @param {{ timeoutMs?: number, entry?: string }} [options] `entry`: the tracker's manifest URL, for a host
 *   whose runtime learns its remotes only from `import()`s (Vite with 'loaded-first')
 */
export default function trackerHostPlugin(options = {}) {
  const state = hostKitState();
  if (options.timeoutMs !== undefined) state.timeoutMs = options.timeoutMs;
  if (options.entry !== undefined) state.entry = options.entry;
  return {
    name: 'job-tracker-host-kit',
    /** @param {{ origin: import('./state').FederationInstance }} args */
    init(args) {
      state.instance = args.origin;
    },
    /**
     * Manifests are fetched: give up on one after the timeout instead of waiting for the browser's, and
     * treat an error status as a failed fetch, which the runtime forgets (a retry fetches again) rather
     * than an invalid manifest, which it would remember.
     * @param {string} url
     * @param {RequestInit} init
     */
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(state.timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
      return response;
    },
    /** Remote entries are scripts: the same bound. */
    createScript() {
      return { timeout: state.timeoutMs };
    },
  };
}
