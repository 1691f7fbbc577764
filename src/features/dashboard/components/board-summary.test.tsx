import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import type { JobApplication } from '@/lib/applications/application';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { theme } from '@/lib/theme';
import { BoardCounts } from './board-summary';

// The user's stages: the defaults and a closed one.
const STAGES = [...DEFAULT_STAGES, { value: 'ghosted', label: 'Ghosted', kind: 'closed' as const, hidden: false }];
const LABELS = ['Total Applications', 'Active Applications', 'Rejected', 'Offers Received', 'Closed'];

function counts(applications: readonly JobApplication[] | undefined) {
  return (
    <MantineProvider theme={theme} env="test">
      <BoardCounts applications={applications} stages={STAGES} />
    </MantineProvider>
  );
}

/** Each figure's label and the number beside it, in order ('' while it loads). */
function shown(): [string, string][] {
  return within(screen.getByLabelText('Summary'))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

let n = 0;
const apps = (...statuses: string[]) => statuses.map((status) => testApplication(`app-${(n += 1)}`, status));

describe('<BoardCounts>', () => {
  it('shows placeholders while the board loads, the counts once it has, and placeholders again on a reload', () => {
    const { rerender } = render(counts(undefined));
    expect(shown()).toEqual(LABELS.map((label) => [label, '']));

    rerender(counts(apps('applied', 'rejected', 'offer_letter')));
    expect(shown()).toEqual([
      ['Total Applications', '3'],
      ['Active Applications', '1'],
      ['Rejected', '1'],
      ['Offers Received', '1'],
      ['Closed', '0'],
    ]);

    rerender(counts(undefined));
    expect(shown()).toEqual(LABELS.map((label) => [label, '']));
  });

  it('shows new counts whether one figure changes or every one does', () => {
    const { rerender } = render(counts(apps('applied')));
    expect(shown().map(([, value]) => value)).toEqual(['1', '1', '0', '0', '0']);

    // A card moved to another stage: the total stays, two figures change.
    rerender(counts(apps('rejected')));
    expect(shown().map(([, value]) => value)).toEqual(['1', '0', '1', '0', '0']);

    // Every figure at once (an import, a reload with other filters).
    rerender(counts(apps('applied', 'applied', 'rejected', 'rejected', 'offer_letter', 'ghosted')));
    expect(shown().map(([, value]) => value)).toEqual(['6', '2', '2', '1', '1']);
  });
});
