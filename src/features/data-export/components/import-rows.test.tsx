import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import type { Draft } from '../utils/import-drafts';
import type { Duplicate } from '../utils/import-plan';
import { ImportRows } from './import-rows';

function draft(row: number, errors: string[] = [], fields: Partial<Draft['fields']> = {}): Draft {
  return {
    label: `Row ${row}`,
    errors,
    fields: { company: `Company ${row}`, position: 'Designer', ...fields } as Draft['fields'],
    stage: 'Applied',
    history: [],
    events: [],
  };
}

/** Rows 2, 3, … as a spreadsheet numbers them. */
const drafts = (count: number) => Array.from({ length: count }, (_, index) => draft(index + 2));

function renderRows(list: Draft[], duplicates: (Duplicate | null)[] = list.map(() => null)) {
  return renderWithProviders(
    <ImportRows drafts={list} duplicates={duplicates} stageOf={(d) => `Stage of ${d.label}`} />,
  );
}

const table = () => screen.getByRole('table', { name: /as they will be imported$/ });
const rowNumbers = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const previous = () => screen.getByRole('button', { name: 'Previous page of rows' });
const next = () => screen.getByRole('button', { name: 'Next page of rows' });

describe('<ImportRows>', { timeout: 20_000 }, () => {
  it('shows 25 rows on one page, with no pager and no choice when every row is ready', () => {
    renderRows(drafts(25));
    expect(rowNumbers()).toHaveLength(25);
    expect(rowNumbers()[24]).toBe('26');
    expect(screen.queryByRole('button', { name: 'Next page of rows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '25 rows, as they will be imported' })).toBeInTheDocument();
  });

  it('pages 26 rows 25 at a time, the buttons disabled at either end', () => {
    renderRows(drafts(26));
    expect(rowNumbers()).toHaveLength(25);
    expect(rowNumbers()[0]).toBe('2');
    expect(screen.getByText(/^Rows 1–/)).toHaveTextContent('Rows 1–25 of 26');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    expect(rowNumbers()).toEqual(['27']);
    expect(screen.getByText(/^Rows 26–/)).toHaveTextContent('Rows 26–26 of 26');
    expect(previous()).toBeEnabled();
    expect(next()).toBeDisabled();
    fireEvent.click(previous());
    expect(rowNumbers()).toHaveLength(25);
    expect(rowNumbers()[0]).toBe('2');
  });

  it('offers errors and duplicates apart; a row with an error is not also counted a duplicate', () => {
    const list = [draft(2), draft(3, ['Company is missing.', 'Position is missing.']), draft(4), draft(5, ['Bad.'])];
    const duplicates: (Duplicate | null)[] = [null, { on: 'board', id: 'x' }, { on: 'file', index: 0 }, null];
    renderRows(list, duplicates);
    const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(radios).toEqual(['all', 'errors', 'duplicates']);
    expect(screen.getByRole('radio', { name: 'All 4' })).toBeChecked();
    const checks = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[7]!.textContent);
    expect(checks).toEqual([
      'Ready',
      '2 errorsCompany is missing. Position is missing.',
      'Same as row 2',
      '1 errorBad.',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'With errors (2)' }));
    expect(rowNumbers()).toEqual(['3', '5']);
    fireEvent.click(screen.getByRole('radio', { name: 'Duplicates (2)' }));
    expect(rowNumbers()).toEqual(['4']);
    fireEvent.click(screen.getByRole('radio', { name: 'All 4' }));
    expect(rowNumbers()).toEqual(['2', '3', '4', '5']);
  });

  it('offers only the errors when no row repeats another, and only duplicates when no row has errors', () => {
    const view = renderRows([draft(2), draft(3, ['Bad.'])]);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['all', 'errors']);
    view.unmount();
    renderRows([draft(2), draft(3)], [null, { on: 'board', id: 'x' }]);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['all', 'duplicates']);
    expect(within(table()).getByText('On your board')).toBeInTheDocument();
  });

  it('goes back to the first page when the choice changes, and keeps the page within the rows shown', () => {
    const list = drafts(30).map((d, index) => (index >= 27 ? { ...d, errors: ['Bad.'] } : d));
    renderRows(list);
    fireEvent.click(next());
    expect(rowNumbers()).toEqual(['27', '28', '29', '30', '31']);
    fireEvent.click(screen.getByRole('radio', { name: 'With errors (3)' }));
    expect(rowNumbers()).toEqual(['29', '30', '31']);
    expect(screen.queryByRole('button', { name: 'Next page of rows' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All 30' }));
    expect(rowNumbers()[0]).toBe('2');
    expect(previous()).toBeDisabled();
  });

  it('shows the salary in its currency and period, and a missing one as nothing', () => {
    renderRows([
      draft(2, [], { salary_min: 50000, salary_max: 60000, salary_currency: 'EUR', salary_period: 'month' }),
      draft(3),
    ]);
    const salaries = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5]!.textContent);
    expect(salaries[0]).toMatch(/€50,000.*€60,000/);
    expect(salaries[0]).toMatch(/mo/);
    expect(salaries[1]).toBe('');
  });
});
