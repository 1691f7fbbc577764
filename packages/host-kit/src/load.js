import { hostKitState } from './state.js';

/**
 * Whether the runtime knows the remote `name`; a host whose runtime learns its remotes only from `import()`s
 * (Vite with 'loaded-first') has it registered from the plugin's `entry` first.
 * @param {ReturnType<typeof hostKitState>} state
 * @param {import('./state').FederationInstance} instance
 * @param {string} name
 */
function knownRemote(state, instance, name) {
  const known = instance.options.remotes.some((remote) => remote.name === name || remote.alias === name);
  if (known) return true;
  if (!state.entry) return false;
  instance.registerRemotes([{ name, entry: state.entry }]);
  return true;
}

/**
 * Starts fetching the tracker's modules (`['job_tracker/Providers', 'job_tracker/Board']`) without running
 * them: the manifest, the container and each module's own files, and the tracker's copies of the shared
 * libraries the host does not provide (Mantine). Called from a host's entry before its own code loads,
 * so both download at once. Nothing waits for it: it returns nothing and never throws, and a module that
 * cannot be loaded says so when `loadTrackerModule` asks for it (then within the plugin's time limit).
 * @param {readonly string[]} ids
 */
export function preloadTrackerModules(ids) {
  const state = hostKitState();
  const { instance } = state;
  if (!instance || typeof instance.preloadRemote !== 'function') return;
  /** @type {Map<string, string[]>} */
  const exposesByRemote = new Map();
  for (const id of ids) {
    const [remoteName = id, ...path] = id.split('/');
    if (!knownRemote(state, instance, remoteName)) continue;
    const exposes = exposesByRemote.get(remoteName) ?? [];
    if (path.length > 0) exposes.push(`./${path.join('/')}`);
    exposesByRemote.set(remoteName, exposes);
  }
  if (exposesByRemote.size === 0) return;
  state.preloadFromManifest = true;
  const preloads = [...exposesByRemote].map(([nameOrAlias, exposes]) => ({
    nameOrAlias,
    exposes,
    resourceCategory: /** @type {const} */ ('sync'),
  }));
  instance.preloadRemote(preloads).catch(() => {
    // Reported by the load that needs the module, with the host's fallback and Retry.
  });
}

/**
 * Loads one of the tracker's modules (`'job_tracker/Board'`) through the host's federation runtime, and
 * gives up after the plugin's timeout. Unlike a bundler's `import()`, a failed load can be asked again:
 * the runtime forgets failed manifests and entries, so calling this after an outage retries for real.
 * @param {string} id
 * @returns {Promise<unknown>}
 */
export function loadTrackerModule(id) {
  const state = hostKitState();
  const { instance } = state;
  if (!instance) {
    return Promise.reject(
      new Error(
        `Cannot load ${id}: the host's federation runtime is not set up with @job-tracker/host-kit/runtime-plugin (add it to runtimePlugins).`,
      ),
    );
  }
  knownRemote(state, instance, id.split('/')[0] ?? id);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The job tracker did not answer within ${state.timeoutMs / 1000} s.`)),
      state.timeoutMs + 500,
    );
  });
  return Promise.race([instance.loadRemote(id), timeout]).then(
    (module) => {
      clearTimeout(timer);
      if (!module) throw new Error(`The job tracker has no module ${id}.`);
      return module;
    },
    (error) => {
      clearTimeout(timer);
      throw error;
    },
  );
}
