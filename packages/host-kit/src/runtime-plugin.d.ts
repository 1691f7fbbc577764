export interface TrackerHostPluginOptions {
  /** How long the host waits for the tracker's manifest and remote entry, in ms (8,000 by default). */
  timeoutMs?: number;
}

/** A Module Federation runtime plugin (the object the runtime's `plugins` take). */
export interface TrackerHostPlugin {
  name: string;
  init(args: { origin: { loadRemote(id: string): Promise<unknown> } }): void;
  fetch(url: string, init: RequestInit): Promise<Response>;
  createScript(): { timeout: number };
}

export default function trackerHostPlugin(options?: TrackerHostPluginOptions): TrackerHostPlugin;
