'use client';
import { createTrackerLoader } from '@job-tracker/host-kit/react';
import { createTrackerRuntime, type TrackerRuntime } from '@job-tracker/host-kit/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import routerPackage from 'react-router/package.json';
import type { AuthPagesModule, BoardModule, HeaderModule, ProvidersModule, PublicPagesModule } from './tracker-modules';

let runtime: TrackerRuntime | null = null;

/**
 * Sets the federation runtime up once per page, in the browser, with the manifest URL the server read
 * from its environment for this request. The page's React (Next's own copy), ReactDOM and React Router
 * are the ones the tracker renders with: one of each on the page.
 */
export function configureTracker(manifestUrl: string): void {
  if (runtime || typeof window === 'undefined') return;
  runtime = createTrackerRuntime({
    manifestUrl,
    timeoutMs: 5000,
    shared: {
      react: React,
      'react/jsx-runtime': JsxRuntime,
      'react-dom': ReactDOM,
      'react-dom/client': ReactDOMClient,
      // React Router exports no version: the installed one's.
      'react-router': { module: ReactRouter, version: routerPackage.version },
    },
  });
}

/** The site's own words for a tracker that cannot be reached, with a way to try again. */
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
  load: (id) =>
    runtime ? runtime.loadTracker(id) : Promise.reject(new Error('configureTracker(manifestUrl) was not called.')),
  fallback: ({ retry }) => <Unavailable onRetry={retry} />,
  // Also what the server renders in the tracker's place.
  loading: <p className="site-page">Loading the job tracker…</p>,
});

export const TrackerProviders = tracker.providers<ProvidersModule>();
// The site's header stands above the tracker's: its bar shows only the tracker's link and account menu,
// and nothing when the tracker is out (the fallback below it says so).
export const TrackerHeader = tracker.component<HeaderModule>('job_tracker/Header', 'default', {
  fallback: () => null,
  loading: null,
});
export const TrackerBoard = tracker.component<BoardModule>('job_tracker/Board');
export const LoginPage = tracker.component<AuthPagesModule, 'LoginPage'>('job_tracker/AuthPages', 'LoginPage');
export const SignupPage = tracker.component<AuthPagesModule, 'SignupPage'>('job_tracker/AuthPages', 'SignupPage');
export const ResetPasswordPage = tracker.component<AuthPagesModule, 'ResetPasswordPage'>(
  'job_tracker/AuthPages',
  'ResetPasswordPage',
);
export const TermsPage = tracker.component<PublicPagesModule, 'TermsPage'>('job_tracker/PublicPages', 'TermsPage');
export const PrivacyPolicyPage = tracker.component<PublicPagesModule, 'PrivacyPolicyPage'>(
  'job_tracker/PublicPages',
  'PrivacyPolicyPage',
);
export const NotFoundPage = tracker.component<PublicPagesModule, 'NotFoundPage'>(
  'job_tracker/PublicPages',
  'NotFoundPage',
);
