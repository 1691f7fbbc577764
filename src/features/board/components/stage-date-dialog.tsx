import { Alert, Group, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { StageDateForm } from '@/components/stage-date-form';
import { getLatestStageChange, type LatestStageChange } from '@/lib/applications/stage-dates';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { useBoardActions, useBoardDialog } from './board-context';
import { useBoardStages } from './board-stages';

/** "When did it move?": a move's toast offers it, for a move made days before it was logged. */
export function StageDateDialog() {
  const { user, closeDialog } = useBoardActions();
  const dialog = useBoardDialog();
  const { label } = useBoardStages();
  const open = dialog.type === 'stage-date';
  const applications = useApplicationsWhileOpen(user.id, open);
  const application = (open && applications?.find((app) => app.id === dialog.applicationId)) || null;
  // Read afresh each time the dialog opens (never from a cache): the move's own history entry, which the
  // database wrote when the move was saved.
  const applicationId = application?.id ?? null;
  const [latest, setLatest] = useState<{ for: string; data?: LatestStageChange; error?: unknown } | null>(null);
  useEffect(() => {
    if (!applicationId) return;
    let current = true;
    getLatestStageChange(applicationId).then(
      (data) => current && setLatest({ for: applicationId, data }),
      (error: unknown) => current && setLatest({ for: applicationId, error }),
    );
    return () => {
      current = false;
      setLatest(null);
    };
  }, [applicationId]);
  const data = latest?.for === applicationId ? latest.data : undefined;
  const error = latest?.for === applicationId ? latest.error : undefined;
  return (
    <Dialog
      opened={application !== null}
      onClose={closeDialog}
      title={application ? `When did ${application.company} move?` : 'When did it move?'}
      centered
      size="sm"
    >
      {application && error !== undefined && (
        <Alert color="red" title="Could not read this move">
          Check your connection and try again from the application&apos;s details.
        </Alert>
      )}
      {application && !data && error === undefined && (
        <Group justify="center" py="md">
          <Loader size="sm" role="progressbar" aria-label="Loading the move" />
        </Group>
      )}
      {application && data && (
        <StageDateForm
          userId={user.id}
          applicationId={application.id}
          company={application.company}
          change={data.change}
          stageLabel={label(data.change.status)}
          neighbours={data.neighbours}
          onDone={closeDialog}
        />
      )}
    </Dialog>
  );
}
