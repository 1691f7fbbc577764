import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { JobApplication } from '@/lib/applications/application';
import { SOURCE_LABELS, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useAddApplication } from '../api/add-application';
import { useApplications } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import {
  applicationFormRules,
  emptyApplicationForm,
  FIELD_LIMITS,
  type ApplicationFormValues,
} from '../utils/application-form';
import { useBoardActions, useBoardDialog } from './board-context';

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

/**
 * The add and edit form, opened from the board. It owns its save: the request, the pending state, the
 * toast; a failed save keeps the dialog open with what the user typed.
 */
export function ApplicationFormDialog() {
  const { user, openDialog, closeDialog } = useBoardActions();
  const dialog = useBoardDialog();
  const { applications } = useApplications(user.id);
  const opened = dialog.type === 'form';
  const editingId = opened ? dialog.applicationId : null;
  const application = (editingId && applications?.find((app) => app.id === editingId)) || null;
  const addApplication = useAddApplication(user);
  const updateApplication = useUpdateApplication();
  const save = useAction(
    async (values: ApplicationFormValues) => {
      if (application) {
        await updateApplication(user.id, application.id, values);
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
          saving={save.pending}
          onSubmit={save.run}
          onCancel={closeDialog}
          onDelete={application ? () => openDialog({ type: 'delete', applicationId: application.id }) : undefined}
        />
      )}
    </Modal>
  );
}

function initialValues(application: JobApplication | null): ApplicationFormValues {
  if (!application) return emptyApplicationForm;
  return {
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
  saving,
  onSubmit,
  onCancel,
  onDelete,
}: {
  application: JobApplication | null;
  saving: boolean;
  onSubmit: (values: ApplicationFormValues) => Promise<unknown>;
  onCancel: () => void;
  onDelete: (() => void) | undefined;
}) {
  const form = useForm<ApplicationFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(application),
    validate: applicationFormRules,
  });

  const submit = form.onSubmit((values) => void onSubmit(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Company"
          placeholder="Figma"
          withAsterisk
          maxLength={FIELD_LIMITS.company}
          data-autofocus
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <TextInput
          label="Position"
          placeholder="Senior Product Designer"
          withAsterisk
          maxLength={FIELD_LIMITS.position}
          key={form.key('position')}
          {...form.getInputProps('position')}
        />
        <TextInput
          label="Source Link"
          type="url"
          placeholder="https://"
          description="Optional: the job posting"
          maxLength={FIELD_LIMITS.sourceUrl}
          key={form.key('sourceUrl')}
          {...form.getInputProps('sourceUrl')}
        />
        <Select
          label="Source"
          data={SOURCE_OPTIONS}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true }}
          key={form.key('source')}
          {...form.getInputProps('source')}
        />
        <Group justify="space-between" mt="sm">
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
