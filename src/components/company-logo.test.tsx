import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { CompanyLogo } from './company-logo';

describe('<CompanyLogo>', () => {
  it("shows the lookup value's logo", () => {
    renderWithProviders(
      <CompanyLogo company="Stripe" logo="http://127.0.0.1:54321/storage/v1/object/public/logos/stripe.svg" />,
    );
    expect(screen.getByRole('img', { name: 'Stripe logo' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:54321/storage/v1/object/public/logos/stripe.svg',
    );
  });

  it("logs a failed fetch and falls back to the company's first letter", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithProviders(<CompanyLogo company="figma" logo="http://127.0.0.1:1/missing.svg" />);
    fireEvent.error(screen.getByRole('img', { name: 'figma logo' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://127.0.0.1:1/missing.svg'));
    expect(container).toHaveTextContent('F');
    expect(screen.queryByRole('img', { name: 'figma logo' })).not.toBeInTheDocument();
  });

  it("falls back from the lookup value's logo to the logo service's, then to the first letter", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithProviders(<CompanyLogo company="Linear" logo="http://127.0.0.1:1/missing.svg" />, {
      settings: { logoServiceUrl: 'https://logos.example/{domain}.png' },
    });
    const first = screen.getByRole('img', { name: 'Linear logo' });
    expect(first).toHaveAttribute('src', 'http://127.0.0.1:1/missing.svg');
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: 'Linear logo' });
    expect(second).toHaveAttribute('src', 'https://logos.example/linear.app.png');
    fireEvent.error(second);
    expect(screen.queryByRole('img', { name: 'Linear logo' })).not.toBeInTheDocument();
    expect(container).toHaveTextContent('L');
  });

  it('asks the logo service when the lookup values have no logo', () => {
    renderWithProviders(<CompanyLogo company="Monzo" />, {
      settings: { logoServiceUrl: 'https://logos.example/{domain}.png' },
    });
    expect(screen.getByRole('img', { name: 'Monzo logo' })).toHaveAttribute(
      'src',
      'https://logos.example/monzo.com.png',
    );
  });

  it('shows the first letter when there is no logo at all', () => {
    const { container } = renderWithProviders(<CompanyLogo company="  airbnb" />);
    expect(container).toHaveTextContent('A');
  });
});
