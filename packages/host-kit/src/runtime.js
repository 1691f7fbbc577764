import { createInstance } from '@module-federation/runtime';
import { loadTrackerModule } from './load.js';
import trackerHostPlugin from './runtime-plugin.js';
import { trackerShared } from './shared.js';

const REMOTE = 'job_tracker';

/** The modules a runtime-API host hands over, and the range of the tracker's each is checked against. */
const HOST_MODULES = /** @type {const} */ ([
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
]);

/** @param {unknown} given */
const versionOf = (given) =>
  given && typeof given === 'object' && 'version' in given
    ? /** @type {{ version: unknown }} */ (given).version
    : undefined;

/**
 * Whether `version` is in a caret range (`^7.6.0`): the same major, and not below the range's version.
 * A prerelease counts by its numbers (Next.js ships React as `19.3.0-canary-…`).
 * @param {string} version
 * @param {string} range
 */
export function inCaretRange(version, range) {
  const numbers = (/** @type {string} */ text) => text.replace(/^\^/, '').split(/[.+-]/).slice(0, 3).map(Number);
  const [major = NaN, minor = 0, patch = 0] = numbers(version);
  const [wantMajor, wantMinor = 0, wantPatch = 0] = numbers(range);
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/**
 * The federation runtime's `shared` entries for the host's own React, ReactDOM (with react-dom/client),
 * react/jsx-runtime and React Router: singletons in the tracker's ranges, already loaded, so the tracker
 * renders with the host's copies inside the host's tree and router. A version comes from the module
 * (`React.version`) or from `{ module, version }` (React Router exports none).
 * @param {import('./runtime').TrackerRuntimeShared} modules
 */
export function trackerRuntimeShared(modules) {
  /** @type {Record<string, object>} */
  const entries = {};
  for (const [name, rangeOf] of HOST_MODULES) {
    const given = /** @type {Record<string, unknown> | undefined} */ (modules[name]);
    if (!given) throw new Error(`createTrackerRuntime: shared['${name}'] is missing: pass the host's own module.`);
    const wrapped = 'module' in given && 'version' in given;
    const module = wrapped ? given.module : given;
    // react/jsx-runtime and react-dom/client have the version of the package they come with.
    const version = wrapped ? given.version : (given.version ?? versionOf(modules[rangeOf]));
    if (typeof version !== 'string') {
      throw new Error(
        `createTrackerRuntime: shared['${name}'] needs its version: pass { module, version: '<installed version>' }.`,
      );
    }
    const range = trackerShared[rangeOf].requiredVersion;
    if (!inCaretRange(version, range)) {
      throw new Error(
        `createTrackerRuntime: the host's ${rangeOf} is ${version}; the tracker renders with ${rangeOf} ${range}. Install a version in that range (npm i ${rangeOf}@${range}).`,
      );
    }
    entries[name] = {
      version,
      lib: () => module,
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: range },
    };
  }
  return entries;
}

/**
 * For hosts that use Module Federation's runtime API rather than a bundler plugin (Next.js with Turbopack,
 * any host without a federation build step): a federation instance with the tracker as its remote, the
 * host's React, ReactDOM and React Router as the shared singletons, and the host-kit's plugin with its
 * time limit. Nothing happens until the first `loadTracker`, which runs only in a browser: a module that
 * creates the runtime can be rendered on a server.
 * @param {import('./runtime').TrackerRuntimeOptions} options
 * @returns {import('./runtime').TrackerRuntime}
 */
export function createTrackerRuntime({ manifestUrl, timeoutMs, shared, name = 'host' }) {
  if (typeof manifestUrl !== 'string' || !/^https?:\/\//.test(manifestUrl)) {
    throw new Error(
      `createTrackerRuntime: manifestUrl must be the tracker's mf-manifest.json URL, got ${manifestUrl}.`,
    );
  }
  const entries = trackerRuntimeShared(shared);
  /** @type {ReturnType<typeof createInstance> | null} */
  let instance = null;
  const federation = () => {
    instance ??= createInstance({
      name,
      remotes: [{ name: REMOTE, entry: manifestUrl }],
      shared: /** @type {never} */ (entries),
      shareStrategy: 'loaded-first',
      plugins: [/** @type {never} */ (trackerHostPlugin({ timeoutMs, entry: manifestUrl }))],
    });
    return instance;
  };
  return {
    federation,
    loadTracker(expose) {
      if (typeof window === 'undefined') {
        return Promise.reject(new Error(`Cannot load ${expose} on the server: the tracker loads in the browser only.`));
      }
      federation();
      const path = expose.replace(/^(job_tracker\/|\.\/)/, '');
      return loadTrackerModule(`${REMOTE}/${path}`);
    },
  };
}
