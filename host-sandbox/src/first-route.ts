/**
 * The tracker's modules the sandbox shows first at `pathname` (app.tsx's routes): its Providers and
 * Header on every page, and the route's own module. The host's entry starts fetching them before its own
 * code has loaded, so the two download side by side instead of one after the other.
 */
export function trackerModulesFor(pathname: string): string[] {
  const page = pageModule(pathname.replace(/\/+$/, '') || '/');
  return ['Providers', 'Header', ...(page ? [page] : [])].map((name) => `job_tracker/${name}`);
}

function pageModule(path: string): string | null {
  switch (path) {
    case '/':
    case '/jobtracker':
      return 'Board';
    case '/login':
    case '/signup':
    case '/reset-password':
      return 'AuthPages';
    case '/sandbox':
      return null;
    default:
      // The home, terms and privacy pages, and the 404 page of any other path.
      return 'PublicPages';
  }
}
