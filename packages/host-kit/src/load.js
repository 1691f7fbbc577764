import { hostKitState } from './state.js';

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
  const remoteName = id.split('/')[0] ?? id;
  const known = instance.options.remotes.some((remote) => remote.name === remoteName || remote.alias === remoteName);
  if (!known && state.entry) instance.registerRemotes([{ name: remoteName, entry: state.entry }]);
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
