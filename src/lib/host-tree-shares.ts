import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The packages whose copy the tracker must share with the host, not merely one in range: the tracker's
 * components render inside the host's React tree and the host's <Router>, and hooks such as useLocation()
 * only see a router made by the same copy of React Router.
 */
export const HOST_TREE_PACKAGES: ReadonlySet<string> = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
]);

/** What the federation runtime keeps of one provided copy of a shared package (the fields we read). */
export interface ProvidedCopy {
  from: string;
  loaded?: boolean | number;
  loading?: unknown;
  lib?: unknown;
}

export interface HostCopy<T> {
  copy: T;
  version: string;
  inRange: boolean;
}

const inUse = (copy: ProvidedCopy) => Boolean(copy.loaded || copy.loading || copy.lib);
const newestFirst = ([a]: [string, unknown], [b]: [string, unknown]) =>
  satisfy(a, `>${b}`) ? -1 : satisfy(b, `>${a}`) ? 1 : 0;

/**
 * The copy the tracker (`consumer`) takes among those provided for one package, or undefined to leave the
 * choice to the runtime. The copy already in use on the page comes first, then a copy another container
 * (the host) provides: in the tracker's range and newest first, else out of range (with a warning, which is
 * better than a second copy that cannot see the host's tree). Module Federation's own strategies look only
 * at versions: under 'version-first' our newer build would win over a host one minor version behind, and a
 * host bundler that does not mark its own copy as loaded defeats 'loaded-first' the same way.
 */
export function chooseHostCopy<T extends ProvidedCopy>(
  copies: Record<string, T>,
  consumer: string,
  requiredVersion: string | false | undefined,
): HostCopy<T> | undefined {
  const inRange = (version: string) => typeof requiredVersion !== 'string' || satisfy(version, requiredVersion);
  const entries = Object.entries(copies).sort(newestFirst);
  const chosen =
    entries.find(([version, copy]) => inUse(copy) && inRange(version)) ??
    entries.find(([, copy]) => inUse(copy)) ??
    entries.find(([version, copy]) => copy.from !== consumer && inRange(version)) ??
    entries.find(([, copy]) => copy.from !== consumer);
  return chosen && { copy: chosen[1], version: chosen[0], inRange: inRange(chosen[0]) };
}

/** The warning for a host copy outside the tracker's range, worded as the federation runtime's own. */
export function skewWarning(pkgName: string, version: string, consumer: string, requiredVersion: string) {
  return (
    `[job_tracker] Version ${version} of shared singleton module ${pkgName} does not satisfy the requirement ` +
    `of ${consumer} which needs ${requiredVersion}; the page's copy is used so that there is one ${pkgName}.`
  );
}

/** What a share resolver returns: the provided copy chosen, and whether its tree-shaken build is taken. */
export interface ResolvedShare<T> {
  shared: T;
  useTreesShaking: boolean;
}

/**
 * A resolution the runtime can load. For a library we share tree-shaken (Mantine), the runtime asks for the
 * chosen copy's tree-shaken build even when that copy has none: a host's own copy, listed without
 * `treeShaking`, at the same version as ours. Module Federation 2.9's loadShare then throws "Cannot read
 * properties of undefined (reading 'loading')" and the tracker never starts (a Vite host sharing every
 * singleton under 'version-first'). Such a copy is taken whole instead, as the host built it.
 */
export function loadableResolution<T extends { treeShaking?: unknown }>(
  resolved: ResolvedShare<T> | undefined,
): ResolvedShare<T> | undefined {
  if (resolved?.useTreesShaking && !resolved.shared.treeShaking) return { ...resolved, useTreesShaking: false };
  return resolved;
}

/**
 * The tracker's runtime plugin: React, ReactDOM and React Router come from the host's tree, and a host's copy
 * of a library we tree-shake is loaded whole (`loadableResolution`).
 */
export default function hostTreeShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'job-tracker-host-tree-shares',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      if (!HOST_TREE_PACKAGES.has(pkgName)) {
        const resolve = args.resolver;
        args.resolver = () => loadableResolution(resolve());
        return args;
      }
      const copies = (shareScopeMap[scope]?.[pkgName] ?? {}) as Record<string, ProvidedCopy>;
      const required = shareInfo.shareConfig?.requiredVersion;
      const chosen = chooseHostCopy(copies, shareInfo.from, required);
      if (!chosen) return args;
      args.resolver = () => {
        if (!chosen.inRange) console.warn(skewWarning(pkgName, chosen.version, shareInfo.from, String(required)));
        return { shared: chosen.copy as typeof shareInfo, useTreesShaking: false };
      };
      return args;
    },
  };
}
