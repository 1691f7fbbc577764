import {
  Component,
  createContext,
  createElement,
  Fragment,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadTrackerModule } from './load.js';

/** @typedef {{ status: 'loading' } | { status: 'ready', module: Record<string, unknown> } | { status: 'failed', error: Error }} Entry */

/** @type {import('react').Context<Entry | null>} */
const ProvidersState = createContext(/** @type {Entry | null} */ (null));

/** @type {Entry} */
const LOADING = Object.freeze({ status: 'loading' });
const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while React renders on the server or hydrates what the server rendered, true after: a module is
 * loaded only in the browser, and the first render in the browser matches the server's (`loading`).
 */
function useInBrowser() {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}

/**
 * @typedef {{ fallback: (error: Error) => import('react').ReactNode, onError: (error: Error) => void,
 *   children?: import('react').ReactNode }} BoundaryProps
 */

/**
 * Catches what the tracker throws while it renders (a bug, a bad setting, a chunk that failed to load
 * mid-session) so that only the tracker's place shows the host's fallback, never a blank page. A retry
 * mounts a fresh boundary (the loader keys each by its retry count).
 * @extends {Component<BoundaryProps, { error: Error | null }>}
 */
class TrackerBoundary extends Component {
  /** @param {BoundaryProps} props */
  constructor(props) {
    super(props);
    this.state = { error: null };
  }

  /** @param {unknown} error */
  static getDerivedStateFromError(error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /**
   * @override
   * @param {unknown} error
   */
  componentDidCatch(error) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  /** @override */
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Components that stand in for the tracker's federated modules and keep the host's own pages independent
 * of it: each loads its module on first render in the browser, shows `loading` meanwhile (and on the
 * server, which loads nothing and keeps nothing between requests), and the host's `fallback` (with a
 * retry) when the tracker is down, failing or silent, or throws while it renders. Retrying one retries
 * every failed module and every tracker component that crashed, without reloading the page.
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
    return () => {
      listeners.delete(listener);
    };
  };
  // Bumped by each retry: every boundary is keyed by it, so a retry mounts the crashed ones afresh.
  let retries = 0;
  const retry = () => {
    for (const [id, entry] of entries) if (entry.status === 'failed') entries.delete(id);
    retries += 1;
    changed();
  };
  const useRetries = () =>
    useSyncExternalStore(
      subscribe,
      () => retries,
      () => 0,
    );
  /** @param {string} id @param {Error} error */
  const crashed = (id, error) => console.error(`The job tracker's ${id} failed while rendering`, error);
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
    const inBrowser = useInBrowser();
    const [, setEntry] = useState(LOADING);
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
    return inBrowser ? request(id) : LOADING;
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
      const attempt = useRetries();
      const Providers =
        entry.status === 'ready'
          ? /** @type {import('react').ComponentType<Record<string, unknown>>} */ (entry.module.default)
          : null;
      const withoutProviders = createElement(Fragment, null, props.children);
      if (!Providers) return createElement(ProvidersState.Provider, { value: entry }, withoutProviders);
      // Providers that throw (a bad supabaseUrl, say) leave the host's pages standing: the children render
      // without them, and the tracker's components inside show the fallback.
      return createElement(
        TrackerBoundary,
        {
          key: attempt,
          onError: (error) => crashed(id, error),
          fallback: (error) =>
            createElement(ProvidersState.Provider, { value: { status: 'failed', error } }, withoutProviders),
        },
        createElement(ProvidersState.Provider, { value: entry }, createElement(Providers, props)),
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
      const attempt = useRetries();
      if (providersEntry?.status === 'failed') return fallback({ error: providersEntry.error, retry });
      if (entry.status === 'failed') return fallback({ error: entry.error, retry });
      if (entry.status === 'loading' || providersEntry?.status === 'loading') return loading;
      const Tracked = /** @type {import('react').ComponentType<Record<string, unknown>> | undefined} */ (
        entry.module[exportName]
      );
      if (!Tracked) return fallback({ error: new Error(`${id} has no export ${exportName}.`), retry });
      return createElement(
        TrackerBoundary,
        { key: attempt, onError: (error) => crashed(id, error), fallback: (error) => fallback({ error, retry }) },
        createElement(Tracked, props),
      );
    }
    return TrackerComponent;
  }

  return { providers, component, retry };
}
