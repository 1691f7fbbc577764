import type { ComponentType, ReactNode } from 'react';

export interface TrackerFallbackProps {
  /** Why the tracker could not be shown. */
  error: Error;
  /** Tries every failed module of the tracker again. */
  retry: () => void;
}

export type TrackerFallback = (props: TrackerFallbackProps) => ReactNode;

export interface TrackerLoaderOptions {
  /** What the host shows in the tracker's place when it cannot be loaded: the host's own UI. */
  fallback: TrackerFallback;
  /** What shows while a module loads (nothing by default). */
  loading?: ReactNode;
  /** How a module is loaded; `loadTrackerModule` by default. */
  load?: (id: string) => Promise<unknown>;
}

/** The props of a module's export, when it is a component. */
export type PropsOf<T> = T extends ComponentType<infer P> ? P : never;

export interface TrackerLoader {
  /** The tracker's Providers, which never hold the host's own pages back. */
  providers<M extends { default: ComponentType<never> }>(id?: string): ComponentType<PropsOf<M['default']>>;
  /** One of the tracker's components, e.g. `component<typeof import('job_tracker/Board')>('job_tracker/Board')`. */
  component<M, K extends keyof M & string = 'default' & keyof M>(
    id: string,
    exportName?: K,
    overrides?: { fallback?: TrackerFallback; loading?: ReactNode },
  ): ComponentType<PropsOf<M[K]>>;
  /** Tries every failed module again. */
  retry(): void;
}

export declare function createTrackerLoader(options: TrackerLoaderOptions): TrackerLoader;
