import { createContext, useCallback, useContext } from 'react';
import { useHref, useLocation } from 'react-router';
import { pathBelowBase, withBase, type AppPath } from '@/config/paths';
import { readTrackerSettings, type TrackerSettings } from '@/config/tracker-settings';

/** The host's settings, from TrackerProviders; the defaults serve tests and the remote's own page. */
export const TrackerSettingsContext = createContext<TrackerSettings>(readTrackerSettings());

export function useTrackerSettings(): TrackerSettings {
  return useContext(TrackerSettingsContext);
}

/** The router's own basename (`/jobs` under `createBrowserRouter(..., { basename: '/jobs' })`), or ''. */
function useRouterBase(): string {
  return useHref('/').replace(/\/+$/, '');
}

/**
 * Where a link to one of our pages points, in the router's terms. The base path is the page's URL path
 * from the origin; a router with a basename adds its part itself, so only the rest is ours to add.
 */
export function useTrackerLink(): (path: AppPath) => string {
  const { basePath } = useTrackerSettings();
  const routerBase = useRouterBase();
  return useCallback(
    (path: AppPath) => {
      const full = withBase(basePath, path);
      if (routerBase === '' || !full.startsWith(routerBase)) return full;
      return full.slice(routerBase.length) || '/';
    },
    [basePath, routerBase],
  );
}

/** The URL path of the current page from the origin, and which of our pages it is (null: not ours). */
export function useTrackerLocation(): { urlPath: string; page: string | null } {
  const { basePath } = useTrackerSettings();
  const routerBase = useRouterBase();
  const { pathname } = useLocation();
  const urlPath = routerBase === '' ? pathname : `${routerBase}${pathname === '/' ? '' : pathname}` || '/';
  return { urlPath, page: pathBelowBase(basePath, urlPath) };
}
