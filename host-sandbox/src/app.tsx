import type { AnalyticsSink } from 'job_tracker/Providers';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import {
  Board,
  ErrorScreen,
  Header,
  HomePage,
  LoginPage,
  NotFoundPage,
  PrivacyPolicyPage,
  ResetPasswordPage,
  SignupPage,
  TermsPage,
  TrackerProviders,
} from './remote';

function Loading() {
  return <p style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>Loading...</p>;
}

function Layout() {
  return (
    <>
      <Suspense fallback={<div style={{ height: 62 }} />}>
        <Header />
      </Suspense>
      <main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

// The specification's route table, composed from the remote's modules as the showcase site does it.
const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: (
      <Suspense fallback={<Loading />}>
        <ErrorScreen />
      </Suspense>
    ),
    children: [
      { path: '/', element: <Board /> },
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/jobtracker', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

// The sandbox shows the tracker's analytics on the console, as a host would forward them to its own.
const logAnalytics: AnalyticsSink = (event) =>
  console.info(`[analytics] ${event.name} ${JSON.stringify(event.params)}`);

export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <TrackerProviders analyticsSink={logAnalytics}>
        <RouterProvider router={router} />
      </TrackerProviders>
    </Suspense>
  );
}
