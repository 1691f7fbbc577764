import { createTrackerLoader } from '@job-tracker/host-kit/react';
import type * as AuthPages from 'job_tracker/AuthPages';
import type * as BoardModule from 'job_tracker/Board';
import type * as HeaderModule from 'job_tracker/Header';
import type * as ProvidersModule from 'job_tracker/Providers';
import type * as PublicPages from 'job_tracker/PublicPages';
import { HostLoading, TrackerUnavailable } from './tracker-unavailable';

// The tracker's modules as the sandbox mounts them: each loads on first use, and while the tracker is
// down, failing or silent, the sandbox's own pages still render and the tracker's places show the
// sandbox's own fallback with a retry.
const tracker = createTrackerLoader({
  fallback: ({ error, retry }) => <TrackerUnavailable error={error} onRetry={retry} />,
  loading: <HostLoading />,
});

const authPage = <K extends keyof typeof AuthPages & string>(name: K) =>
  tracker.component<typeof AuthPages, K>('job_tracker/AuthPages', name);
const publicPage = <K extends keyof typeof PublicPages & string>(name: K) =>
  tracker.component<typeof PublicPages, K>('job_tracker/PublicPages', name);

export const TrackerProviders = tracker.providers<typeof ProvidersModule>();
// The header keeps its 62 px while it loads or when the tracker is out, so the page does not jump.
export const Header = tracker.component<typeof HeaderModule>('job_tracker/Header', 'default', {
  fallback: () => <div style={{ height: 62 }} />,
  loading: <div style={{ height: 62 }} />,
});
export const Board = tracker.component<typeof BoardModule>('job_tracker/Board');
export const LoginPage = authPage('LoginPage');
export const SignupPage = authPage('SignupPage');
export const ResetPasswordPage = authPage('ResetPasswordPage');
export const HomePage = publicPage('HomePage');
export const TermsPage = publicPage('TermsPage');
export const PrivacyPolicyPage = publicPage('PrivacyPolicyPage');
export const NotFoundPage = publicPage('NotFoundPage');
export const ErrorScreen = publicPage('ErrorScreen');
