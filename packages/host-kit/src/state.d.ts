export interface FederationInstance {
  loadRemote(id: string): Promise<unknown>;
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  preloadRemote?(
    options: { nameOrAlias: string; exposes?: string[]; resourceCategory?: 'all' | 'sync' }[],
  ): Promise<void>;
  options: { remotes: { name: string; alias?: string }[]; shared?: Record<string, unknown> };
}

export declare function hostKitState(): {
  instance: FederationInstance | null;
  timeoutMs: number;
  entry: string | null;
  /**
   * Set by `preloadTrackerModules`: the runtime plugin preloads the tracker's own copies of the shared
   * libraries from the next manifest it fetches.
   */
  preloadFromManifest: boolean;
};
