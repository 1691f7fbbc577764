import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { SalaryPeriod } from '@/lib/applications/application';
import { CURRENCIES, DETAIL_LIMITS, SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@/lib/applications/details';
import { WORK_MODE_LABELS } from '@/lib/applications/work-modes';
import { capturePosting, CaptureError } from '../api/capture-posting';
import { FIELD_LIMITS, type ApplicationFormValues } from '../utils/application-form';

/** What a capture adds to the form beyond its own fields: saved with the application. */
export interface CapturedDetails {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  jobDescription: string;
}

const MAX_PASTE = 100_000;

/** The one rule the captured fields have beyond their inputs' own: a range runs from low to high. */
export const salaryOrderError = (details: CapturedDetails | null): string | null =>
  details && details.salaryMin !== null && details.salaryMax !== null && details.salaryMin > details.salaryMax
    ? 'Salary to must be at least Salary from'
    : null;
const PERIOD_OPTIONS = SALARY_PERIODS.map((period) => ({ value: period, label: SALARY_PERIOD_LABELS[period] }));

/**
 * "Paste a job link or the posting's text" and Read: the capture-posting function fills the add form
 * (company, position, link, location, work mode) and the salary and description (`CapturedFields`), for the
 * user to check before saving. A failure shows the function's sentence and leaves the form as it was.
 */
export function CapturePosting({
  form,
  onDetails,
}: {
  form: UseFormReturnType<ApplicationFormValues>;
  onDetails: (details: CapturedDetails | null) => void;
}) {
  const [pasted, setPasted] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const read = async () => {
    if (pasted.trim() === '') {
      setError('Paste a link to the job posting, or its text.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const posting = await capturePosting(pasted);
      const { min, max, currency, period } = posting.salary;
      form.setValues({
        company: posting.company.slice(0, FIELD_LIMITS.company),
        position: posting.position.slice(0, FIELD_LIMITS.position),
        sourceUrl: posting.url,
        location: posting.location.slice(0, FIELD_LIMITS.location),
        workMode: posting.workMode ?? '',
      });
      onDetails({
        salaryMin: min ?? max,
        salaryMax: max ?? min,
        salaryCurrency: currency ?? 'USD',
        // A posting that names no period pays by the year, as salaries are quoted unless told.
        salaryPeriod: period ?? 'year',
        jobDescription: posting.description.slice(0, DETAIL_LIMITS.jobDescription),
      });
      const mode = posting.workMode ? ` (${WORK_MODE_LABELS[posting.workMode]})` : '';
      setNote(`Filled from the posting${mode}. Check each field before you add it.`);
    } catch (failure) {
      setError(failure instanceof CaptureError ? failure.message : 'The posting could not be read just now.');
      if (!(failure instanceof CaptureError)) console.error('capture-posting failed', failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <GrowingTextarea
        label="Paste a job link or the posting's text"
        description="We fill in the form from it; you check it before adding."
        placeholder="https://…"
        minRows={1}
        maxRows={4}
        maxLength={MAX_PASTE}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button variant="light" onClick={() => void read()} loading={pending}>
          Read posting
        </Button>
      </Group>
      {note && !error && (
        <Alert color="teal" variant="light" role="status" p="xs">
          <Text size="sm">{note}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** The salary and description a capture read, below the form's own fields, for the user to check. */
export function CapturedFields({
  details,
  onDetails,
}: {
  details: CapturedDetails;
  onDetails: (details: CapturedDetails) => void;
}) {
  const number = (value: string | number): number | null =>
    value === '' ? null : Math.min(Math.max(0, Math.round(Number(value))), DETAIL_LIMITS.salary);
  const currencies = CURRENCIES.includes(details.salaryCurrency as (typeof CURRENCIES)[number])
    ? [...CURRENCIES]
    : [details.salaryCurrency, ...CURRENCIES];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <NumberInput
          label="Salary from"
          min={0}
          max={DETAIL_LIMITS.salary}
          allowDecimal={false}
          thousandSeparator=","
          value={details.salaryMin ?? ''}
          onChange={(value) => onDetails({ ...details, salaryMin: number(value) })}
        />
        <NumberInput
          label="Salary to"
          min={0}
          max={DETAIL_LIMITS.salary}
          allowDecimal={false}
          thousandSeparator=","
          value={details.salaryMax ?? ''}
          error={salaryOrderError(details)}
          onChange={(value) => onDetails({ ...details, salaryMax: number(value) })}
        />
        <Select
          label="Currency"
          data={currencies}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          value={details.salaryCurrency}
          onChange={(value) => onDetails({ ...details, salaryCurrency: value ?? details.salaryCurrency })}
        />
        <Select
          label="Paid"
          data={PERIOD_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          value={details.salaryPeriod}
          onChange={(value) =>
            onDetails({ ...details, salaryPeriod: (value as SalaryPeriod | null) ?? details.salaryPeriod })
          }
        />
      </SimpleGrid>
      <GrowingTextarea
        label="Job description"
        minRows={2}
        maxRows={6}
        maxLength={DETAIL_LIMITS.jobDescription}
        value={details.jobDescription}
        onChange={(event) => onDetails({ ...details, jobDescription: event.currentTarget.value })}
      />
    </Stack>
  );
}
