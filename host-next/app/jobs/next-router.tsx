'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

// The tracker's links and redirects change the address with the History API, which Next's router takes
// up as its own navigation (usePathname and useSearchParams follow it); back and forward are Next's too.
const navigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.history.pushState(null, '', href(to)),
  replace: (to) => window.history.replaceState(null, '', href(to)),
};

/**
 * React Router for the tracker's components, driven by Next's router: one address, whoever changes it
 * (the site's links, the tracker's, back and forward). It renders on the server as in the browser, at the
 * request's path, so hydration matches. (A BrowserRouter would read the address bar once, when created:
 * during a Next navigation that is before Next has changed it.)
 */
export function NextRouter({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const location = useMemo(
    () => ({
      pathname,
      search: search === '' ? '' : `?${search}`,
      hash: '',
      state: null,
      key: `${pathname}?${search}`,
    }),
    [pathname, search],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
