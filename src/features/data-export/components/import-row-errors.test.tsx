import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import type { Draft } from '../utils/import-drafts';
import { ImportRowErrors } from './import-row-errors';

/** Rows 2, 3, … as a spreadsheet numbers them, each with one error. */
const withErrors = (count: number): Draft[] =>
  Array.from({ length: count }, (_, index) => ({
    label: `Row ${index + 2}`,
    errors: ['Company is required.'],
    fields: { company: '', position: 'Designer' } as Draft['fields'],
    stage: 'Applied',
    history: [],
    events: [],
  }));

function renderErrors(errors: Draft[], total: number, onLeaveOut = vi.fn()) {
  renderWithProviders(<ImportRowErrors withErrors={errors} total={total} leaveOut={false} onLeaveOut={onLeaveOut} />);
  return onLeaveOut;
}

const listed = () => within(screen.getByRole('list', { name: 'Errors by row' })).getAllByRole('listitem');

describe('<ImportRowErrors>', () => {
  it('lists the first 50 rows with their errors and counts the rest', () => {
    renderErrors(withErrors(53), 60);
    expect(screen.getByText('53 rows cannot be imported as they are')).toBeInTheDocument();
    expect(listed()).toHaveLength(50);
    expect(listed()[0]).toHaveTextContent('Row 2: Company is required.');
    expect(listed()[49]).toHaveTextContent('Row 51: Company is required.');
    expect(screen.getByText(/…and 3 more rows, each shown with its errors/)).toBeInTheDocument();
  });

  it('says nothing more when every row with errors is listed', () => {
    renderErrors(withErrors(50), 60);
    expect(listed()).toHaveLength(50);
    expect(screen.queryByText(/…and/)).not.toBeInTheDocument();
  });

  it('offers to leave the rows out while some rows are fine', () => {
    const onLeaveOut = renderErrors(withErrors(1), 2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leave out the 1 row with errors and import the rest' }));
    expect(onLeaveOut).toHaveBeenCalledWith(true);
  });

  it('does not offer it when no row is fine', () => {
    renderErrors(withErrors(2), 2);
    expect(screen.getByText('2 rows cannot be imported as they are')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
