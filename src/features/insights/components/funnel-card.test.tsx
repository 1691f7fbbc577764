import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { renderWithProviders } from '../../../../tests/render';
import type { Insights } from '../utils/compute-insights';
import { FunnelCard } from './funnel-card';

const stage = (value: string) => DEFAULT_STAGES.find((known) => known.value === value)!;

describe('<FunnelCard>', () => {
  it('shows each stage’s count, and the share of the step before beside every step but the first', () => {
    const insights = {
      applications: 10,
      funnel: [
        { stage: stage('applied'), reached: 10, conversion: null },
        { stage: stage('hr_exploratory_call'), reached: 4, conversion: 0.4 },
        { stage: stage('offer_letter'), reached: 1, conversion: 0.25 },
      ],
    } as Insights;
    renderWithProviders(<FunnelCard insights={insights} />);
    expect(
      screen.getByText(`1 of your 10 applications got an offer (${stage('offer_letter').label}).`),
    ).toBeInTheDocument();
    // The chart: the notes sit beside the counts of the second and third steps only.
    expect(screen.getAllByText(/^\d+%$/, { selector: 'span' }).map((note) => note.textContent)).toEqual(['40%', '25%']);
    // The table says the same, with a dash where there is no step before.
    const table = screen.getByRole('table', { name: 'How far applications got' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['10', '–'],
      ['4', '40%'],
      ['1', '25%'],
    ]);
  });
});
