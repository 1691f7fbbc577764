import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { theme } from '@/lib/theme';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the router starts. */
  route?: string;
  /** Other routes to render beside the element's, to see where a link or redirect leads. */
  routes?: { path: string; element: ReactNode }[];
}

/**
 * Renders as the app does: Mantine with our theme, toasts, a fresh SWR cache (no test sees another's
 * data) and a memory router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', routes = [], ...rest } = options;
  const router = createMemoryRouter([{ path: new URL(route, 'http://x').pathname, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>,
    rest,
  );
  return { ...result, router, user: userEvent.setup() };
}
