import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import {
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

function HostLayout() {
  return (
    <>
      <nav aria-label="Host" className="host-nav">
        <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/jobs/">Jobs</Link>
      </nav>
      <Outlet />
    </>
  );
}

function HostHome() {
  return (
    <main>
      <h1>Vite host home</h1>
      <p className="host-text">A page of the host's own.</p>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About this host</h1>
    </main>
  );
}

function TrackerArea() {
  return (
    <div className="tracker-area">
      <TrackerHeader />
      <Outlet />
    </div>
  );
}

// The tracker lives under /jobs in the host's own router; every other path is the host's.
const router = createBrowserRouter([
  {
    element: <HostLayout />,
    children: [
      { path: '/', element: <HostHome /> },
      { path: '/about', element: <About /> },
      {
        path: '/jobs',
        element: <TrackerArea />,
        children: [
          { index: true, element: <TrackerBoard /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <h1>Host: no such page</h1> },
    ],
  },
]);

export function App() {
  return (
    <TrackerProviders
      supabaseUrl={import.meta.env.VITE_SUPABASE_URL}
      supabaseAnonKey={import.meta.env.VITE_SUPABASE_ANON_KEY}
      basePath="/jobs"
    >
      <RouterProvider router={router} />
    </TrackerProviders>
  );
}
