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
