import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CURRENCIES, SALARY_PERIOD_LABELS, SALARY_PERIODS, type DetailsFormValues } from '@/lib/applications/details';

const PERIOD_OPTIONS = SALARY_PERIODS.map((period) => ({ value: period, label: SALARY_PERIOD_LABELS[period] }));

/** Salary from, to, currency and what it is paid per (a year, a month, a day, an hour), as the form edits them. */
export function SalaryFields({ form }: { form: UseFormReturnType<DetailsFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
      <NumberInput
        label="Salary from"
        min={0}
        allowDecimal={false}
        thousandSeparator=","
        key={form.key('salaryMin')}
        {...form.getInputProps('salaryMin')}
        onChange={(value) => form.setFieldValue('salaryMin', String(value))}
      />
      <NumberInput
        label="Salary to"
        min={0}
        allowDecimal={false}
        thousandSeparator=","
        key={form.key('salaryMax')}
        {...form.getInputProps('salaryMax')}
        onChange={(value) => form.setFieldValue('salaryMax', String(value))}
      />
      <Select
        label="Currency"
        data={[...CURRENCIES]}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        key={form.key('salaryCurrency')}
        {...form.getInputProps('salaryCurrency')}
      />
      <Select
        label="Paid"
        data={PERIOD_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        key={form.key('salaryPeriod')}
        {...form.getInputProps('salaryPeriod')}
      />
    </SimpleGrid>
  );
}
