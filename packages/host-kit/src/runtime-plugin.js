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
      if (state.preloadFromManifest) {
        state.preloadFromManifest = false;
        void response
          .clone()
          .json()
          .then((manifest) => preloadFromManifest(manifest, url, state.instance?.options.shared ?? {}))
          .catch(() => {
            // Not a manifest the preload understands: its files load when the modules ask for them.
          });
      }
      return response;
    },
    /**
     * Remote entries are scripts: the same bound. And asked for at high priority: a script the runtime adds
     * is async, which Chromium asks for only after the page's other requests (the modules' preloaded files
     * among them), yet every file of the tracker waits for its container to run.
     * @param {{ attrs?: Record<string, unknown> }} [args]
     */
    createScript({ attrs } = {}) {
      const script = document.createElement('script');
      if (attrs?.type === 'module') script.type = 'module';
      script.fetchPriority = 'high';
      return { script, timeout: state.timeoutMs };
    },
  };
}

const HOST_BRINGS = /^(react|react-dom|react-router)(\/|$)/;

/**
 * What `preloadTrackerModules` adds once the manifest is in: the remote's own copies of the shared
 * libraries the host does not provide (the files its manifest lists for them; the runtime's preload covers
 * the container and the modules' own files). Each is a `<link rel="preload">` that the script the
 * remote's chunk loader adds later takes up.
 * @param {{ metaData?: { publicPath?: string }, shared?: { name: string, assets?: { js?: { sync?: string[] } } }[] }} manifest
 * @param {string} manifestUrl
 * @param {Record<string, unknown>} hostShared
 */
function preloadFromManifest(manifest, manifestUrl, hostShared) {
  // A runtime that has not registered the host's shared libraries yet (a development build does that
  // when the host's own code loads) cannot tell which ones the host provides: preload none rather than a
  // second copy of one the host brings.
  if (Object.keys(hostShared).length === 0) return;
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  for (const library of manifest.shared ?? []) {
    // React, ReactDOM and React Router always come from the host (the tracker's contract).
    if (library.name in hostShared || HOST_BRINGS.test(library.name)) continue;
    for (const file of library.assets?.js?.sync ?? []) {
      const href = new URL(file, base).href;
      if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}
