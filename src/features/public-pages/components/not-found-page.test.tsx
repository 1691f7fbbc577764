import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { NotFoundPage } from './not-found-page';

describe('<NotFoundPage>', () => {
  it('says the page is missing, logs the path and links back home', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderWithProviders(<NotFoundPage />, {
      route: '/no/such/page',
      routes: [{ path: '/', element: <p>Home</p> }],
    });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
