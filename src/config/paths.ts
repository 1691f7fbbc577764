/** The tracker's route table, in one place, as paths below the tracker's base path. */
export const paths = {
  app: '/',
  home: '/home',
  login: '/login',
  signup: '/signup',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  resetPassword: '/reset-password',
  jobTracker: '/jobtracker',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const TITLES: Record<AppPath, string> = {
  [paths.app]: 'Dashboard',
  [paths.home]: 'Track your job search',
  [paths.login]: 'Log in',
  [paths.signup]: 'Sign up',
  [paths.terms]: 'Terms and Conditions',
  [paths.privacyPolicy]: 'Privacy Notice',
  [paths.resetPassword]: 'Choose a new password',
  [paths.jobTracker]: 'Dashboard',
};

/** The document title of one of our pages, "{page} · Job Tracker"; `null` is our 404 page. */
export function pageTitle(page: AppPath | null, productName: string): string {
  return `${page === null ? 'Page not found' : TITLES[page]} · ${productName}`;
}

/** A tracker path under a base path: (`/jobs`, `/login`) → `/jobs/login`, (`/jobs`, `/`) → `/jobs/`. */
export function withBase(base: string, path: string): string {
  return base === '/' ? path : `${base}${path}`;
}

/** The tracker path of a URL path, or null when the URL lies outside the base (a host's own page). */
export function pathBelowBase(base: string, pathname: string): string | null {
  if (base === '/') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
