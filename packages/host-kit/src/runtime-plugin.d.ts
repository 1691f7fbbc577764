import type { FederationInstance } from './state';

export interface TrackerHostPluginOptions {
  /** How long the host waits for the tracker's manifest and remote entry, in ms (8,000 by default). */
  timeoutMs?: number;
  /**
   * The tracker's manifest URL, for a host whose runtime learns its remotes only from `import()`s (Vite's
   * plugin under 'loaded-first'); the host-kit registers the remote with it before its first load.
   */
  entry?: string;
}

/** A Module Federation runtime plugin (the object the runtime's `plugins` take). */
export interface TrackerHostPlugin {
  name: string;
  init(args: { origin: FederationInstance }): void;
  fetch(url: string, init: RequestInit): Promise<Response>;
  createScript(args?: { attrs?: Record<string, unknown> }): { script: HTMLScriptElement; timeout: number };
}

export default function trackerHostPlugin(options?: TrackerHostPluginOptions): TrackerHostPlugin;
