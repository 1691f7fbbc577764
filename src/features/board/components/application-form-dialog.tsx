import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { WhereAndWhenFields } from '@/components/where-and-when-fields';
import type { JobApplication } from '@/lib/applications/application';
import { calendarDay, shortDate } from '@/lib/applications/calendar';
import { findDuplicates } from '@/lib/applications/duplicates';
import { addDialogStage } from '@/lib/applications/stages';
import { SOURCE_LABELS, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useAddApplication } from '../api/add-application';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import {
  appliedDayRule,
  applicationFormRules,
  changedFields,
  emptyApplicationForm,
  type ApplicationFormValues,
} from '../utils/application-form';
import { useBoardActions, useBoardDialog } from './board-context';
import { CapturedFields, CapturePosting, salaryOrderError, type CapturedDetails } from './capture-posting';
import { useBoardStages } from './board-stages';
import classes from './application-form-dialog.module.css';

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

/**
 * The add and edit form, opened from the board. It owns its save: the request, the pending state, the
 * toast; a failed save keeps the dialog open with what the user typed.
 */
export function ApplicationFormDialog() {
  const { user, openDialog, closeDialog } = useBoardActions();
  const dialog = useBoardDialog();
  const opened = dialog.type === 'form';
  const applications = useApplicationsWhileOpen(user.id, opened);
  const editingId = opened ? dialog.applicationId : null;
  const application = (editingId && applications?.find((app) => app.id === editingId)) || null;
  const addApplication = useAddApplication(user);
  const updateApplication = useUpdateApplication();
  const save = useAction(
    async ({
      values,
      initial,
    }: {
      values: ApplicationFormValues & Partial<CapturedDetails>;
      initial: ApplicationFormValues;
    }) => {
      if (application) {
        // Only what the user changed: a field another tab saved meanwhile is not written back.
        await updateApplication(user.id, application.id, changedFields(initial, values));
        notifySuccess('Application updated', 'Your job application has been updated.');
      } else {
        const added = await addApplication(values);
        notifySuccess('Application added', `${added.company} - ${added.position} has been added.`);
      }
    },
    {
      failure: application
        ? 'Failed to update application. Please try again later.'
        : 'Failed to add application. Please try again later.',
      onSuccess: closeDialog,
    },
  );
  return (
    <Modal
      opened={opened}
      onClose={closeDialog}
      title={application ? 'Edit application' : 'Add new application'}
      centered
      size="md"
    >
      {opened && (
        <ApplicationForm
          key={editingId ?? 'new'}
          application={application}
          applications={applications ?? []}
          saving={save.pending}
          onSubmit={(values, initial) => save.run({ values, initial })}
          onCancel={closeDialog}
          onDelete={application ? () => openDialog({ type: 'delete', applicationId: application.id }) : undefined}
        />
      )}
    </Modal>
  );
}

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

function ApplicationForm({
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

/**
 * "You applied to Stripe on 3 Nov — Rejected": the applications already on the board for the company
 * being typed (by its normalised key), so the user sees a re-application coming. It never blocks.
 */
function DuplicateWarning({ applications, company }: { applications: readonly JobApplication[]; company: string }) {
  const { label: statusLabel } = useBoardStages();
  const typed = useDeferredValue(company);
  const duplicates = useMemo(() => findDuplicates(applications, typed), [applications, typed]);
  if (duplicates.length === 0) return null;
  const now = new Date();
  return (
    <Alert color="orange" variant="light" title="Already on your board" role="status">
      <Stack gap={2}>
        {duplicates.slice(0, 3).map((app) => (
          <Text key={app.id} size="sm">
            You applied to {app.company} on {shortDate(app.appliedDate, now)} — {statusLabel(app.status)}
            {app.position ? ` (${app.position})` : ''}
          </Text>
        ))}
        {duplicates.length > 3 && <Text size="sm">and {duplicates.length - 3} more. You can still add this one.</Text>}
        {duplicates.length <= 3 && <Text size="sm">You can still add this one.</Text>}
      </Stack>
    </Alert>
  );
}
