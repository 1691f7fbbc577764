/**
 * The libraries the tracker shares as singletons, with the versions it accepts. A host lists the ones it
 * installs itself (at least react, react-dom and react-router, which the tracker renders inside the host's
 * tree); the tracker brings its own copy of any other.
 */
export const trackerShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.6.0' },
  '@mantine/core': { singleton: true, requiredVersion: '^9.7.3' },
  '@mantine/hooks': { singleton: true, requiredVersion: '^9.7.3' },
  '@mantine/notifications': { singleton: true, requiredVersion: '^9.7.3' },
  swr: { singleton: true, requiredVersion: '^2.3.0' },
  '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.100.0' },
};

/**
 * The entries of `trackerShared` for the packages named, for a host's federation config:
 * `shared: pickShared(['react', 'react-dom', 'react-router'])`.
 * @template {keyof typeof trackerShared} K
 * @param {readonly K[]} names
 */
export function pickShared(names) {
  return Object.fromEntries(names.map((name) => [name, trackerShared[name]]));
}
