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
