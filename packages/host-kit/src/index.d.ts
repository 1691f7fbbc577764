export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

/** The libraries the tracker shares as singletons, with the versions it accepts. */
export declare const trackerShared: {
  readonly react: SharedEntry;
  readonly 'react-dom': SharedEntry;
  readonly 'react-router': SharedEntry;
  readonly '@mantine/core': SharedEntry;
  readonly '@mantine/hooks': SharedEntry;
  readonly '@mantine/notifications': SharedEntry;
  readonly swr: SharedEntry;
  readonly '@supabase/supabase-js': SharedEntry;
};

/** The entries of `trackerShared` for the packages a host installs itself. */
export declare function pickShared<K extends keyof typeof trackerShared>(names: readonly K[]): Record<K, SharedEntry>;

/**
 * Loads one of the tracker's modules (`'job_tracker/Board'`) through the host's federation runtime (set up
 * with `@job-tracker/host-kit/runtime-plugin`); a failed load can be retried by calling it again.
 */
export declare function loadTrackerModule<T = unknown>(id: string): Promise<T>;

/**
 * Starts fetching the tracker's modules (`['job_tracker/Providers', 'job_tracker/Board']`) without running
 * them: the manifest, the container, each module's own files and the tracker's copies of the shared
 * libraries the host does not provide. For a host's entry, before its own code loads; nothing waits for it
 * and it never throws (a module that cannot be loaded says so when it is loaded).
 */
export declare function preloadTrackerModules(ids: readonly string[]): void;
