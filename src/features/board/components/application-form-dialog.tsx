import { Alert, Button, Group, Stack } from '@mantine/core';
import { ChangedElsewhereNotice } from '@/components/changed-elsewhere-notice';
import { Dialog } from '@/components/dialog';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useAddApplication } from '../api/add-application';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import { changedFields, type ApplicationFormValues } from '../utils/application-form';
import { ApplicationForm } from './application-form';
import { useBoardActions, useBoardDialog } from './board-context';
import type { CapturedDetails } from './capture-posting';

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
  // Deleted on another device or tab while the form was open: there is nothing left to save onto.
  const deleted = editingId !== null && applications !== undefined && !application;
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
    <Dialog
      opened={opened}
      onClose={closeDialog}
      title={editingId ? 'Edit application' : 'Add new application'}
      centered
      size="md"
    >
      {opened && application && (
        <ChangedElsewhereNotice id={application.id}>
          This application was changed on another device or tab. Saving writes only the fields you changed.
        </ChangedElsewhereNotice>
      )}
      {deleted && (
        <Stack gap="md">
          <Alert role="status" color="yellow" variant="light" title="Deleted elsewhere">
            This application was deleted on another device or tab, so there is nothing to save it onto.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={closeDialog}>Close</Button>
          </Group>
        </Stack>
      )}
      {opened && !deleted && (
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
    </Dialog>
  );
}
