import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { readBasePath } from '@/config/tracker-settings';
import { LoginPage, ResetPasswordPage, SignupPage } from './auth-pages';
import TrackerPage from './board';
import Header from './header';
import TrackerProviders, { type TrackerOptions } from './providers';
import { ErrorScreen, HomePage, NotFoundPage, PrivacyPolicyPage, TermsPage } from './public-pages';

export type { TrackerOptions } from './providers';

export interface MountedTracker {
  /** Takes the tracker out of the element again, leaving the element to the host. */
  unmount(): void;
}

const mounted = new Map<Element, Root>();

function Layout() {
  return (
    <>
      <Header />
      <Outlet />
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
