import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { calendarDay } from '@/lib/applications/calendar';
import { DETAIL_LIMITS } from '@/lib/applications/details';
import { WORK_MODE_LABELS, WORK_MODES } from '@/lib/applications/work-modes';

const WORK_MODE_OPTIONS = [
  { value: '', label: 'Not set' },
  ...WORK_MODES.map((value) => ({ value, label: WORK_MODE_LABELS[value] })),
];

/** The fields of a form these inputs fill in: an applied day (YYYY-MM-DD), a location and a work mode. */
export interface WhereAndWhenValues {
  appliedDay: string;
  location: string;
  workMode: string;
}

/**
 * Applied on (never after today), location and work mode, side by side: the same three inputs in the
 * add/edit dialog and in the detail dialog's "Edit details".
 */
export function WhereAndWhenFields<Values extends WhereAndWhenValues>({ form }: { form: UseFormReturnType<Values> }) {
  // Mantine types form paths per form; these three exist in every form this component is given.
  const fields = form as unknown as UseFormReturnType<WhereAndWhenValues>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <TextInput
        label="Applied on"
        type="date"
        max={calendarDay(new Date())}
        key={fields.key('appliedDay')}
        {...fields.getInputProps('appliedDay')}
      />
      <TextInput
        label="Location"
        placeholder="Berlin, Germany"
        maxLength={DETAIL_LIMITS.location}
        key={fields.key('location')}
        {...fields.getInputProps('location')}
      />
      <Select
        label="Work mode"
        data={WORK_MODE_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        key={fields.key('workMode')}
        {...fields.getInputProps('workMode')}
      />
    </SimpleGrid>
  );
}
