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

  it('shows the first letter when there is no logo at all', () => {
    const { container } = renderWithProviders(<CompanyLogo company="  airbnb" />);
    expect(container).toHaveTextContent('A');
  });
});
