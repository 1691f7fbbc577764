import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { readBasePath } from '@/config/tracker-settings';
import Header from './header';
import TrackerProviders, { type TrackerOptions } from './providers';
import { ErrorScreen as ErrorPage } from '@/features/public-pages/components/error-screen';
import { scoped } from '@/lib/tracker-scope';

export type { TrackerOptions } from './providers';

export interface MountedTracker {
  /** Takes the tracker out of the element again, leaving the element to the host. */
  unmount(): void;
}

const mounted = new Map<Element, Root>();

// Each page's code loads when the page is first shown: the header and the providers come at once, the
// board, the sign-in pages and the public pages each when a route needs them.
const TrackerPage = lazy(() => import('./board'));
const authPage = (name: 'LoginPage' | 'SignupPage' | 'ResetPasswordPage') =>
  lazy(() => import('./auth-pages').then((module) => ({ default: module[name] })));
const publicPage = (name: 'HomePage' | 'TermsPage' | 'PrivacyPolicyPage' | 'NotFoundPage') =>
  lazy(() => import('./public-pages').then((module) => ({ default: module[name] })));
const LoginPage = authPage('LoginPage');
const SignupPage = authPage('SignupPage');
const ResetPasswordPage = authPage('ResetPasswordPage');
const HomePage = publicPage('HomePage');
const TermsPage = publicPage('TermsPage');
const PrivacyPolicyPage = publicPage('PrivacyPolicyPage');
const NotFoundPage = publicPage('NotFoundPage');
// The screen for a crash comes at once: it must show even when a page's code fails to load.
const ErrorScreen = scoped(ErrorPage);

function Layout() {
  return (
    <>
      <Header />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The whole tracker, every page with the header, on its own router under the base path. */
function trackerRouter(basePath: string) {
  return createBrowserRouter(
    [
      {
        element: <Layout />,
        errorElement: <ErrorScreen />,
        children: [
          { path: paths.app, element: <TrackerPage /> },
          { path: paths.home, element: <HomePage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.signup, element: <SignupPage /> },
          { path: paths.terms, element: <TermsPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.jobTracker, element: <Navigate to={paths.app} replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: basePath },
  );
}

/**
 * Renders the whole tracker into an element of a page that is not React (or not this React): its pages
 * under `options.basePath` of the URL, with its own router. Mounting the same element again replaces the
 * tracker there; `unmount` (or `unmount(element)`) takes it out.
 */
export function mount(element: Element, options: TrackerOptions): MountedTracker {
  if (!(element instanceof Element)) throw new Error('mount(element, options) needs the DOM element to render into.');
  unmount(element);
  const root = createRoot(element);
  const router = trackerRouter(readBasePath(options.basePath));
  root.render(
    <StrictMode>
      <TrackerProviders {...options}>
        <RouterProvider router={router} />
      </TrackerProviders>
    </StrictMode>,
  );
  mounted.set(element, root);
  return { unmount: () => unmount(element) };
}

/** Takes the tracker out of an element `mount` rendered it into; nothing happens for another element. */
export function unmount(element: Element): void {
  const root = mounted.get(element);
  if (!root) return;
  mounted.delete(element);
  root.unmount();
}
