import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/lib/theme';
import { describeError, ErrorScreen } from './error-screen';

function Boom(): never {
  throw new Error('The board could not be drawn');
}

function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('describeError', () => {
  it('says what was thrown: a message, a string as it is, anything else as unknown', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
    expect(describeError('The board could not be drawn')).toBe('The board could not be drawn');
    expect(describeError(42)).toBe('Unknown error');
    expect(describeError(null)).toBe('Unknown error');
  });
});

describe('<ErrorScreen>', () => {
  it("titles itself 'Unexpected Application Error!' and shows the error's message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorScreen /> }], '/');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The board could not be drawn')).toBeInTheDocument();
  });

  it('shows the status of a failed route response', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw new Response('gone', { status: 410, statusText: 'Gone' });
          },
          element: <p>never</p>,
          errorElement: <ErrorScreen />,
        },
      ],
      '/',
    );
    return expect(screen.findByText('410 Gone')).resolves.toBeInTheDocument();
  });
});
