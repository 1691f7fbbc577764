import { createTrackerLoader } from '@job-tracker/host-kit/react';
import type * as AuthPages from 'job_tracker/AuthPages';
import type * as BoardModule from 'job_tracker/Board';
import type * as HeaderModule from 'job_tracker/Header';
import type * as ProvidersModule from 'job_tracker/Providers';
import type * as PublicPages from 'job_tracker/PublicPages';

/** The host's own words for a tracker that cannot be reached, with a way to try again. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className="tracker-unavailable">
      <h2>Job tracker unavailable</h2>
      <p>Our job tracker cannot be reached at the moment. Everything else on this site works.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

const tracker = createTrackerLoader({
  fallback: ({ retry }) => <Unavailable onRetry={retry} />,
  loading: <p>Loading the job tracker…</p>,
});

export const TrackerProviders = tracker.providers<typeof ProvidersModule>();
export const TrackerHeader = tracker.component<typeof HeaderModule>('job_tracker/Header', 'default', {
  fallback: () => null,
  loading: null,
});
export const TrackerBoard = tracker.component<typeof BoardModule>('job_tracker/Board');
export const LoginPage = tracker.component<typeof AuthPages, 'LoginPage'>('job_tracker/AuthPages', 'LoginPage');
export const SignupPage = tracker.component<typeof AuthPages, 'SignupPage'>('job_tracker/AuthPages', 'SignupPage');
export const ResetPasswordPage = tracker.component<typeof AuthPages, 'ResetPasswordPage'>(
  'job_tracker/AuthPages',
  'ResetPasswordPage',
);
export const TermsPage = tracker.component<typeof PublicPages, 'TermsPage'>('job_tracker/PublicPages', 'TermsPage');
export const PrivacyPolicyPage = tracker.component<typeof PublicPages, 'PrivacyPolicyPage'>(
  'job_tracker/PublicPages',
  'PrivacyPolicyPage',
);
export const NotFoundPage = tracker.component<typeof PublicPages, 'NotFoundPage'>(
  'job_tracker/PublicPages',
  'NotFoundPage',
);
