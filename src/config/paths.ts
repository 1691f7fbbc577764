/** The spec's route table, in one place. */
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

const TITLES: Record<string, string> = {
  [paths.app]: 'Dashboard',
  [paths.home]: 'Track your job search',
  [paths.login]: 'Log in',
  [paths.signup]: 'Sign up',
  [paths.terms]: 'Terms and Conditions',
  [paths.privacyPolicy]: 'Privacy Notice',
  [paths.resetPassword]: 'Choose a new password',
  [paths.jobTracker]: 'Dashboard',
};

/** The document title of a page: "{page} · Job Tracker"; unknown paths are the 404 page. */
export function pageTitle(pathname: string, productName: string): string {
  return `${TITLES[pathname] ?? 'Page not found'} · ${productName}`;
}
