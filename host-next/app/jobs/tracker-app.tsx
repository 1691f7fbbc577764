'use client';
import { Outlet, Route, Routes } from 'react-router';
import { NextRouter } from './next-router';
import {
  configureTracker,
  LoginPage,
  NotFoundPage,
  PrivacyPolicyPage,
  ResetPasswordPage,
  SignupPage,
  TermsPage,
  TrackerBoard,
  TrackerHeader,
  TrackerProviders,
} from './tracker';

function TrackerArea() {
  return (
    <div className="tracker-area">
      <TrackerHeader brand={false} links={[]} />
      <Outlet />
    </div>
  );
}

// The tracker's pages, in React Router's terms: its components link and navigate with React Router, so
// /jobs has React Router routes inside Next's page (NextRouter keeps them on Next's address).
const routes = (
  <Routes>
    <Route path="/jobs" element={<TrackerArea />}>
      <Route index element={<TrackerBoard />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);

export interface TrackerAppProps {
  manifestUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * The tracker under /jobs. The server renders it as the browser's first render does: the host-kit's
 * components render "loading" in both (they load nothing on the server), so hydration matches; the
 * tracker's parts load after, in the browser.
 */
export function TrackerApp({ manifestUrl, supabaseUrl, supabaseAnonKey }: TrackerAppProps) {
  configureTracker(manifestUrl);
  return (
    <TrackerProviders supabaseUrl={supabaseUrl} supabaseAnonKey={supabaseAnonKey} basePath="/jobs">
      <NextRouter>{routes}</NextRouter>
    </TrackerProviders>
  );
}
