import type { AnalyticsSink } from 'job_tracker/Providers';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { HostPage } from './host-page';
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

// The page's landmarks are the host's: the tracker's header is its banner, the route its main content.
function Layout() {
  return (
    <>
      <Header />
      <main>
        <Outlet />
      </main>
    </>
  );
}

// The tracker's route table (src/config/paths.ts), composed from the remote's modules as the showcase site does it, and
// one page of the host's own.
const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: <Board /> },
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/jobtracker', element: <Navigate to="/" replace /> },
      { path: '/sandbox', element: <HostPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

// The sandbox shows the tracker's analytics on the console, as a host would forward them to its own.
const logAnalytics: AnalyticsSink = (event) =>
  console.info(`[analytics] ${event.name} ${JSON.stringify(event.params)}`);

export function App() {
  return (
    // Configuration is the host's, at run time: this sandbox takes it from its own build's environment.
    <TrackerProviders
      supabaseUrl={process.env.PUBLIC_SUPABASE_URL ?? ''}
      supabaseAnonKey={process.env.PUBLIC_SUPABASE_ANON_KEY ?? ''}
      showcaseUrl={process.env.PUBLIC_SHOWCASE_URL}
      logoServiceUrl={process.env.PUBLIC_LOGO_SERVICE_URL}
      analyticsSink={logAnalytics}
    >
      <RouterProvider router={router} />
    </TrackerProviders>
  );
}
