import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ChartCard } from './chart-card';

describe('<ChartCard>', () => {
  it('keeps the numbers in a table for screen readers, and shows it on request', async () => {
    const { user } = renderWithProviders(
      <ChartCard
        title="Applications added per week"
        summary="You added 3 applications in the last 12 weeks."
        chart={<div>bars</div>}
        table={{
          columns: ['Week of', 'Added'],
          rows: [
            ['9 Nov', 1],
            ['16 Nov', 2],
          ],
        }}
      />,
    );
    // The title heads the card, at level 3 of the page's outline.
    expect(screen.getByRole('heading', { level: 3, name: 'Applications added per week' })).toBeInTheDocument();
    expect(screen.getByText('bars').closest('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Applications added per week' });
    expect(screen.getByRole('rowheader', { name: '16 Nov' })).toBeInTheDocument();
    expect(table).toHaveTextContent('2');

    const toggle = screen.getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Applications added per week' })).toBeVisible();
  });
});
