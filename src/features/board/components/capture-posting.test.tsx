import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { CapturedFields, salaryOrderError, type CapturedDetails } from './capture-posting';

const read: CapturedDetails = {
  salaryMin: 70_000,
  salaryMax: null,
  salaryCurrency: 'NOK',
  salaryPeriod: 'year',
  jobDescription: 'Design systems',
};

/** The form's side: it keeps what the fields hand back. */
function Harness({ seen }: { seen: CapturedDetails[] }) {
  const [details, setDetails] = useState(read);
  return (
    <CapturedFields
      details={details}
      onDetails={(next) => {
        seen.push(next);
        setDetails(next);
      }}
    />
  );
}

describe('<CapturedFields>', () => {
  it('lets the user correct what the capture read: amounts, currency and period', { timeout: 30_000 }, async () => {
    const seen: CapturedDetails[] = [];
    const { user } = renderWithProviders(<Harness seen={seen} />);
    // A currency the capture read that is not in our list is still offered, and shown.
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('NOK');

    await user.type(screen.getByLabelText('Salary to'), '90000');
    await user.click(screen.getByRole('combobox', { name: 'Paid' }));
    await user.click(await screen.findByRole('option', { name: 'Per month' }));
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));

    expect(seen.at(-1)).toEqual({ ...read, salaryMax: 90_000, salaryPeriod: 'month', salaryCurrency: 'EUR' });
    expect(screen.getByRole('combobox', { name: 'Paid' })).toHaveValue('Per month');
  });

  it('asks for a range that runs from low to high', () => {
    expect(salaryOrderError({ ...read, salaryMin: 90_000, salaryMax: 70_000 })).toBe(
      'Salary to must be at least Salary from',
    );
    expect(salaryOrderError({ ...read, salaryMin: 70_000, salaryMax: 70_000 })).toBeNull();
    expect(salaryOrderError(null)).toBeNull();
  });
});
