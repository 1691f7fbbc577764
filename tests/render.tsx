import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthContext, type AuthState } from '@/lib/auth/auth-provider';
import { readTrackerSettings, type TrackerSettingsInput } from '@/config/tracker-settings';
import { theme } from '@/lib/theme';
import { TrackerSettingsContext } from '@/lib/tracker-settings';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the router starts. */
  route?: string;
  /** Other routes to render beside the element's, to see where a link or redirect leads. */
  routes?: { path: string; element: ReactNode }[];
  /** The auth state the components see; signed out by default, with actions that fail unless given. */
  auth?: Partial<AuthState>;
  /** What the host configured (base path, showcase, logo service); the defaults otherwise. */
  settings?: TrackerSettingsInput;
  /** The router's basename, as a host's own router may have. */
  basename?: string;
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`${name} was not given to renderWithProviders in this test`));
}

export function testAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    isLoading: false,
    recovering: false,
    login: notProvided('login'),
    signup: notProvided('signup'),
    loginWithGoogle: notProvided('loginWithGoogle'),
    resendConfirmation: notProvided('resendConfirmation'),
    logout: notProvided('logout'),
    sendPasswordReset: notProvided('sendPasswordReset'),
    updateName: notProvided('updateName'),
    updatePassword: notProvided('updatePassword'),
    ...overrides,
  };
}

/**
 * Renders as the app does: Mantine with our theme, toasts, a fresh SWR cache (no test sees another's
 * data), an auth state and a memory router. Mantine runs in its test mode (`env="test"`): without it a
 * popover hides itself once its position is worked out, because jsdom lays nothing out and the target
 * seems off screen, so a menu found at once was gone a moment later on a loaded machine.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', routes = [], auth, settings, basename, ...rest } = options;
  const router = createMemoryRouter([{ path: new URL(route, 'http://x').pathname, element: ui }, ...routes], {
    initialEntries: [basename ? `${basename}${route}` : route],
    ...(basename ? { basename } : {}),
  });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuthContext.Provider value={testAuthState(auth)}>
          <TrackerSettingsContext.Provider value={readTrackerSettings(settings)}>
            <RouterProvider router={router} />
          </TrackerSettingsContext.Provider>
        </AuthContext.Provider>
      </SWRConfig>
    </MantineProvider>,
    rest,
  );
  return { ...result, router, user: userEvent.setup() };
}
