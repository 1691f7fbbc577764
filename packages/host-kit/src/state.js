// One record per page, whichever copy of this package the bundler made: the federation runtime imports
// the plugin, host code imports the loader, and both must see the same host instance.
const KEY = Symbol.for('@job-tracker/host-kit');

/**
 * @returns {{
 *   instance: import('./state').FederationInstance | null,
 *   timeoutMs: number,
 *   entry: string | null,
 *   preloadFromManifest: boolean,
 * }}
 */
export function hostKitState() {
  const holder = /** @type {Record<symbol, ReturnType<typeof hostKitState>>} */ (/** @type {unknown} */ (globalThis));
  holder[KEY] ??= { instance: null, timeoutMs: 8000, entry: null, preloadFromManifest: false };
  return holder[KEY];
}
