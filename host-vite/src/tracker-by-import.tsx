// The tracker's modules as a host without the host-kit loads them (HOST_SHARE_ALL=1 builds the host with
// this file in place of ./tracker): each is a bundler `import()` in React.lazy, under Suspense and an
// error boundary of the host's own. The same names as ./tracker, so app.tsx does not change.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

class Unavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" className="tracker-unavailable">
        <h2>Job tracker unavailable</h2>
        <p>Our job tracker cannot be reached at the moment. Everything else on this site works.</p>
      </section>
    );
  }
}

/** A tracker module's export as a component that waits for it and falls back when it fails. */
function tracked<P extends object>(load: () => Promise<ComponentType<P>>, loading: ReactNode = null) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Tracked(props: P) {
    return (
      <Unavailable>
        <Suspense fallback={loading}>
          <Lazy {...props} />
        </Suspense>
      </Unavailable>
    );
  };
}

const waiting = <p>Loading the job tracker…</p>;

export const TrackerProviders = tracked(async () => (await import('job_tracker/Providers')).default, waiting);
export const TrackerHeader = tracked(async () => (await import('job_tracker/Header')).default);
export const TrackerBoard = tracked(async () => (await import('job_tracker/Board')).default, waiting);
export const LoginPage = tracked(async () => (await import('job_tracker/AuthPages')).LoginPage, waiting);
export const SignupPage = tracked(async () => (await import('job_tracker/AuthPages')).SignupPage, waiting);
export const ResetPasswordPage = tracked(
  async () => (await import('job_tracker/AuthPages')).ResetPasswordPage,
  waiting,
);
export const TermsPage = tracked(async () => (await import('job_tracker/PublicPages')).TermsPage, waiting);
export const PrivacyPolicyPage = tracked(
  async () => (await import('job_tracker/PublicPages')).PrivacyPolicyPage,
  waiting,
);
export const NotFoundPage = tracked(async () => (await import('job_tracker/PublicPages')).NotFoundPage, waiting);
