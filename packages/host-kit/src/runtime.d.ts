import type { FederationInstance } from './state';

/** A module as imported (`import * as React from 'react'`), or with its version when it exports none. */
export type SharedModule = object | { module: object; version: string };

/** The host's own copies the tracker renders with. */
export interface TrackerRuntimeShared {
  react: SharedModule;
  'react/jsx-runtime': SharedModule;
  'react-dom': SharedModule;
  'react-dom/client': SharedModule;
  /** React Router exports no version: `{ module: ReactRouter, version: '7.9.4' }`. */
  'react-router': SharedModule;
}

export interface TrackerRuntimeOptions {
  /** The tracker's `mf-manifest.json` URL. */
  manifestUrl: string;
  /** How long a load waits for the manifest and remote entry, in ms (8,000 by default). */
  timeoutMs?: number;
  /** The host's React, ReactDOM (and react-dom/client), react/jsx-runtime and React Router. */
  shared: TrackerRuntimeShared;
  /** The host's name in the federation runtime ('host' by default). */
  name?: string;
}

export interface TrackerRuntime {
  /** Loads one of the tracker's modules: `loadTracker('Board')` or `loadTracker('job_tracker/Board')`. */
  loadTracker<T = unknown>(expose: string): Promise<T>;
  /** The federation instance, created on first use. */
  federation(): FederationInstance & { loadShare(pkgName: string): Promise<false | (() => unknown)> };
}

/** The runtime's `shared` entries for the host's modules (what `createTrackerRuntime` registers). */
export declare function trackerRuntimeShared(modules: TrackerRuntimeShared): Record<string, object>;

/**
 * A Module Federation runtime (`createInstance`) with the tracker as its remote, the host's React, ReactDOM
 * and React Router shared, and the host-kit's time limit; for hosts without a federation build plugin.
 */
export declare function createTrackerRuntime(options: TrackerRuntimeOptions): TrackerRuntime;

/** Whether `version` is in a caret range (`^7.6.0`): the same major, and not below the range's version. */
export declare function inCaretRange(version: string, range: string): boolean;
