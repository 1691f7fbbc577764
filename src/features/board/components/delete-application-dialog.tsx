import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';

interface DeleteApplicationDialogProps {
  application: JobApplication | null;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

export function DeleteApplicationDialog({ application, onCancel, onConfirm }: DeleteApplicationDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal opened={application !== null} onClose={onCancel} title="Delete this application?" centered size="sm">
      {application && (
        <Stack gap="lg">
          <Text size="sm">
            {application.company} - {application.position} will be removed from your board. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={deleting}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
