import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { notifyWithUndo } from '@/lib/undo-toast';
import { useAction } from '@/lib/use-action';
import { useDeleteApplication } from '../api/delete-application';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { useBoardActions, useBoardDialog } from './board-context';
import { useBoardStages } from './board-stages';

/** Asks before an application is deleted, and deletes it: its request, pending state and toast. */
export function DeleteApplicationDialog() {
  const { user, closeDialog, registry, announce } = useBoardActions();
  const dialog = useBoardDialog();
  const { label: stageLabel } = useBoardStages();
  const applications = useApplicationsWhileOpen(user.id, dialog.type === 'delete');
  const application =
    (dialog.type === 'delete' && applications?.find((app) => app.id === dialog.applicationId)) || null;
  const { remove: deleteApplication, restore } = useDeleteApplication();
  const remove = useAction(
    async () => {
      if (!application) return;
      const index = applications?.findIndex((app) => app.id === application.id) ?? 0;
      const name = `${application.company} - ${application.position}`;
      await deleteApplication(user.id, application.id);
      notifyWithUndo('Application deleted', `${name} has been removed.`, () => {
        restore(user.id, application, Math.max(0, index)).then(
          () => {
            const stage = stageLabel(application.status);
            announce(`Restored ${name} to ${stage}.`);
            notifySuccess('Application restored', `${name} is back in ${stage}.`);
            // The Undo button has gone with its toast: the keyboard user carries on from the card it restored.
            requestAnimationFrame(() => registry.focus(application.id));
          },
          (error: unknown) => reportFailure('Failed to restore the application. Please try again later.', error),
        );
      });
    },
    { failure: 'Failed to delete application. Please try again later.', onSuccess: closeDialog },
  );
  return (
    <Dialog opened={application !== null} onClose={closeDialog} title="Delete this application?" centered size="sm">
      {application && (
        <Stack gap="lg">
          <Text size="sm">
            {application.company} - {application.position} will be removed from your board, with its history and events.
            You can undo this for a few seconds.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeDialog} disabled={remove.pending} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void remove.run()} loading={remove.pending}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
