import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useRef, useState } from 'react';
import { WhereAndWhenFields } from '@/components/where-and-when-fields';
import type { JobApplication } from '@/lib/applications/application';
import { calendarDay } from '@/lib/applications/calendar';
import { addDialogStage } from '@/lib/applications/stages';
import { SOURCE_LABELS, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';
import {
  appliedDayRule,
  applicationFormRules,
  emptyApplicationForm,
  type ApplicationFormValues,
} from '../utils/application-form';
import classes from './application-form-dialog.module.css';
import { useBoardStages } from './board-stages';
import { CapturedFields, CapturePosting, salaryOrderError, type CapturedDetails } from './capture-posting';
import { DuplicateWarning } from './duplicate-warning';

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

function initialValues(application: JobApplication | null, start: string): ApplicationFormValues {
  if (!application) return emptyApplicationForm(start);
  return {
    appliedDay: calendarDay(application.appliedDate),
    stage: application.status,
    location: application.location,
    workMode: application.workMode ?? '',
    company: application.company,
    position: application.position,
    sourceUrl: application.sourceUrl ?? '',
    source: (SOURCES.includes(application.source as ApplicationSource)
      ? application.source
      : 'other') as ApplicationSource,
  };
}

/** The add and edit form's fields and buttons; adding, it offers to read a posting first. */
export function ApplicationForm({
  application,
  applications,
  saving,
  onSubmit,
  onCancel,
  onDelete,
}: {
  application: JobApplication | null;
  applications: readonly JobApplication[];
  saving: boolean;
  onSubmit: (
    values: ApplicationFormValues & Partial<CapturedDetails>,
    initial: ApplicationFormValues,
  ) => Promise<unknown>;
  onCancel: () => void;
  onDelete: (() => void) | undefined;
}) {
  const { stages } = useBoardStages();
  const [today] = useState(() => calendarDay(new Date()));
  const [initial] = useState(() => initialValues(application, addDialogStage(stages, '')));
  const [company, setCompany] = useState(initial.company);
  // Until the user picks a stage, it follows "Applied on": Applied once the day is set.
  const stageChosen = useRef(false);
  const form = useForm<ApplicationFormValues>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: {
      ...applicationFormRules,
      appliedDay: appliedDayRule(today, !application),
      stage: (value) => (stages.some((stage) => stage.value === value) ? null : 'Choose a stage'),
    },
    onValuesChange: (values, previous) => {
      setCompany(values.company);
      if (!application && !stageChosen.current && values.appliedDay !== previous.appliedDay) {
        form.setFieldValue('stage', addDialogStage(stages, values.appliedDay));
      }
    },
  });
  const stageOptions = useMemo(() => stages.map(({ value, label }) => ({ value, label })), [stages]);

  const [captured, setCaptured] = useState<CapturedDetails | null>(null);
  const submit = form.onSubmit((values) => {
    if (!salaryOrderError(captured)) void onSubmit({ ...values, ...captured }, initial);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!application && <CapturePosting form={form} onDetails={setCaptured} />}
        <TextInput
          label="Company"
          placeholder="Figma"
          withAsterisk
          data-autofocus
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        {!application && <DuplicateWarning applications={applications} company={company} />}
        <TextInput
          label="Position"
          placeholder="Senior Product Designer"
          withAsterisk
          key={form.key('position')}
          {...form.getInputProps('position')}
        />
        <TextInput
          label="Source Link"
          type="url"
          placeholder="https://"
          description="Optional: the job posting"
          key={form.key('sourceUrl')}
          {...form.getInputProps('sourceUrl')}
        />
        <WhereAndWhenFields form={form} />
        {/* Side by side even on a phone, so the dialog's buttons stay on screen. */}
        <SimpleGrid cols={application ? 1 : 2} spacing="sm">
          <Select
            label="Source"
            data={SOURCE_OPTIONS}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            key={form.key('source')}
            {...form.getInputProps('source')}
          />
          {!application && (
            // Follows "Applied on" (Applied once it is set) until the user picks a stage.
            <Select
              label="Stage"
              data={stageOptions}
              allowDeselect={false}
              checkIconPosition="right"
              comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-end' }}
              key={form.key('stage')}
              {...form.getInputProps('stage')}
              onChange={(value) => {
                stageChosen.current = true;
                if (value) form.setFieldValue('stage', value);
              }}
            />
          )}
        </SimpleGrid>
        {captured && <CapturedFields details={captured} onDetails={setCaptured} />}
        <Group justify="space-between" mt="xs" className={classes.actions}>
          {application && onDelete ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={saving}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {application ? 'Save changes' : 'Add application'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
