import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { NEW_STAGE, type StagePlan } from '../utils/import-stage-plan';
import { ImportStageChoices } from './import-stage-choices';

const OPTIONS = [
  { value: NEW_STAGE, label: 'Add as a new stage' },
  { value: 'applied', label: 'Applied' },
  { value: 'hr_screen', label: 'HR Screen' },
];

/** A plan for merging into a board that has applications, with what a test sets. */
function plan(overrides: Partial<StagePlan> = {}): StagePlan {
  return {
    replace: false,
    changesLayout: false,
    map: new Map(),
    choice: new Map([
      ['applied', 'applied'],
      ['take-home', NEW_STAGE],
      ['phone chat', 'hr_screen'],
      ['', 'applied'],
    ]),
    stages: [],
    added: [],
    removed: [],
    options: new Map(['applied', 'take-home', 'phone chat', ''].map((key) => [key, OPTIONS])),
    unsure: new Set(['phone chat']),
    problems: [],
    ...overrides,
  };
}

const COUNTS: Record<string, number> = { Applied: 3, 'Take-home': 1, 'Phone chat': 0, '': 2 };

function renderChoices(stagePlan: StagePlan, names = ['Applied', 'Take-home', 'Phone chat', '']) {
  const onChoose = vi.fn();
  const result = renderWithProviders(
    <ImportStageChoices
      plan={stagePlan}
      names={names}
      countOf={(name) => COUNTS[name] ?? 0}
      fileName={(name) => name}
      onChoose={onChoose}
    />,
  );
  return { ...result, onChoose };
}

describe('<ImportStageChoices>', () => {
  it('asks for each of the file’s stages into a board with applications, with its count and a note', () => {
    renderChoices(plan());
    expect(screen.getByRole('heading', { name: 'Stages', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(/Which of your stages each stage of the file goes to/)).toBeInTheDocument();
    const applied = screen.getByRole('combobox', { name: '“Applied” · 3 applications' });
    expect(applied).toHaveValue('Applied');
    expect(screen.getByRole('combobox', { name: '“Take-home” · 1 application' })).toHaveAccessibleDescription(
      'Not one of your stages: it will be added',
    );
    expect(screen.getByRole('combobox', { name: '“Phone chat” · history only' })).toHaveAccessibleDescription(
      'Not a stage we know: check it',
    );
    expect(screen.getByRole('combobox', { name: '(no stage) · 2 applications' })).not.toHaveAccessibleDescription();
    expect(applied).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Will (add|remove) stages/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands the stage chosen for a name to the preview', async () => {
    const { user, onChoose } = renderChoices(plan());
    const field = screen.getByRole('combobox', { name: '“Phone chat” · history only' });
    await user.click(field);
    await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
    const list = document.getElementById(field.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: 'Applied', hidden: true }));
    expect(onChoose).toHaveBeenCalledWith('Phone chat', 'applied');
  });

  it('into an empty account, says the file’s stages become the user’s and asks only about a guess', () => {
    renderChoices(
      plan({
        replace: true,
        changesLayout: true,
        stages: [
          { key: 'applied', label: 'Applied', kind: 'active', hidden: false },
          { key: 'parked', label: 'Parked', kind: 'closed', hidden: true },
        ],
        added: ['Parked'],
        removed: ['Whiteboarding'],
      }),
    );
    expect(screen.getByText(/your stages become the file’s/)).toHaveTextContent(
      'in its order and with its hidden ones hidden: Applied, Parked (hidden).',
    );
    expect(screen.getByText('Will add stages: Parked.')).toBeInTheDocument();
    expect(screen.getByText('Will remove stages the file does not have: Whiteboarding.')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: '“Phone chat” · history only' })).toBeInTheDocument();
  });

  it('says so when the file’s stages are the user’s already, and lists why they cannot be imported', () => {
    renderChoices(
      plan({ replace: true, unsure: new Set(), problems: ['A stage of the file (x) has no name.', 'Another.'] }),
    );
    expect(screen.getByText('The file’s stages are yours as they are.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The file’s stages cannot be imported as they are');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A stage of the file (x) has no name.', 'Another.']);
  });
});
