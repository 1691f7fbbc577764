import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { LegalPage } from './legal-page';

const sections = [
  { id: 'data', title: 'Your data', paragraphs: ['What we keep.'] },
  { id: 'rights', title: 'Your rights', paragraphs: ['What you may ask.', 'How to ask.'] },
];

describe('<LegalPage>', () => {
  it('lists the contents, numbers each section from 1 and links back to logging in', () => {
    renderWithProviders(
      <LegalPage
        title="Privacy"
        updated="1 November 2026"
        intro="How we treat your data."
        sections={sections}
        closing={{ id: 'contact', title: 'Contact', paragraphs: ['Write to us.'] }}
      />,
      { route: '/privacy-policy' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your data', '#data'],
      ['Your rights', '#rights'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contents',
      '1. Your data',
      '2. Your rights',
      'Contact',
    ]);
    expect(screen.getAllByRole('link', { name: 'Back to Login' })[0]).toHaveAttribute('href', '/login');
  });
});
