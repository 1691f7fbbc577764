import { createContext, createElement, Fragment, startTransition, useContext, useEffect, useState } from 'react';
import { loadTrackerModule } from './load.js';

/** @typedef {{ status: 'loading' } | { status: 'ready', module: Record<string, unknown> } | { status: 'failed', error: Error }} Entry */

/** @type {import('react').Context<Entry | null>} */
const ProvidersState = createContext(/** @type {Entry | null} */ (null));

/**
 * Components that stand in for the tracker's federated modules and keep the host's own pages independent
 * of it: each loads its module on first render, shows `loading` meanwhile, and the host's `fallback` (with
 * a retry) when the tracker is down, failing or silent. Retrying one retries every failed module.
 *
 * @param {import('./react').TrackerLoaderOptions} options
 */
export function createTrackerLoader(options) {
  const load = options.load ?? loadTrackerModule;
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** @type {Set<() => void>} */
  const listeners = new Set();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  /** @param {() => void} listener */
  const subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const retry = () => {
    for (const [id, entry] of entries) if (entry.status === 'failed') entries.delete(id);
    changed();
  };
  /** @param {string} id */
  const request = (id) => {
    let entry = entries.get(id);
    if (!entry) {
      const loading = /** @type {Entry} */ ({ status: 'loading' });
      entries.set(id, loading);
      entry = loading;
      load(id).then(
        (module) => {
          if (entries.get(id) !== loading) return;
          entries.set(id, { status: 'ready', module: /** @type {Record<string, unknown>} */ (module) });
          changed();
        },
        (error) => {
          if (entries.get(id) !== loading) return;
          console.error(`The job tracker's ${id} could not be loaded`, error);
          entries.set(id, { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
          changed();
        },
      );
    }
    return entry;
  };
  /** @param {string} id */
  const useEntry = (id) => {
    // A module's arrival re-renders as a transition, not as a store update (`useSyncExternalStore` renders
    // synchronously): React then renders the tracker's page in slices between which the browser can
    // paint and answer input, instead of one long task on a slow phone. Only the places showing the module
    // that changed render again: the state is the module's entry, and setting the same entry (another
    // module arrived) renders nothing. Each render reads the entries as they are then, so one that sees a
    // module before another has arrived only shows its `loading` longer.
    const [, setEntry] = useState(() => request(id));
    useEffect(() => {
      const update = () => {
        const entry = request(id);
        startTransition(() => setEntry(entry));
      };
      const unsubscribe = subscribe(update);
      // A module may have arrived between this render and this effect.
      update();
      return unsubscribe;
    }, [id]);
    return request(id);
  };

  /**
   * The tracker's Providers. Until they load, and if they cannot, the children render without them, so a
   * host page inside never waits for the tracker; the tracker's components inside wait for them instead.
   * @param {string} [id]
   */
  function providers(id = 'job_tracker/Providers') {
    /** @param {Record<string, unknown> & { children?: import('react').ReactNode }} props */
    function TrackerProviders(props) {
      const entry = useEntry(id);
      const Component =
        entry.status === 'ready'
          ? /** @type {import('react').ComponentType<Record<string, unknown>>} */ (entry.module.default)
          : null;
      return createElement(
        ProvidersState.Provider,
        { value: entry },
        Component ? createElement(Component, props) : createElement(Fragment, null, props.children),
      );
    }
    return TrackerProviders;
  }

  /**
   * One of the tracker's components: `component('job_tracker/Board')`, or a named export,
   * `component('job_tracker/AuthPages', 'LoginPage')`.
   * @param {string} id
   * @param {string} [exportName]
   * @param {{ fallback?: import('./react').TrackerFallback, loading?: import('react').ReactNode }} [overrides]
   */
  function component(id, exportName = 'default', overrides = {}) {
    const fallback = overrides.fallback ?? options.fallback;
    const loading = overrides.loading === undefined ? (options.loading ?? null) : overrides.loading;
    /** @param {Record<string, unknown>} props */
    function TrackerComponent(props) {
      const providersEntry = useContext(ProvidersState);
      const entry = useEntry(id);
      if (providersEntry?.status === 'failed') return fallback({ error: providersEntry.error, retry });
      if (entry.status === 'failed') return fallback({ error: entry.error, retry });
      if (entry.status === 'loading' || providersEntry?.status === 'loading') return loading;
      const Component = /** @type {import('react').ComponentType<Record<string, unknown>> | undefined} */ (
        entry.module[exportName]
      );
      if (!Component) return fallback({ error: new Error(`${id} has no export ${exportName}.`), retry });
      return createElement(Component, props);
    }
    return TrackerComponent;
  }

  return { providers, component, retry };
}
