import { Modal, Text } from '@mantine/core';

export interface DetailDialogProps {
  applicationId: string | null;
  onClose: () => void;
}

export default function DetailDialog({ applicationId, onClose }: DetailDialogProps) {
  return (
    <Modal opened={applicationId !== null} onClose={onClose} title="Application">
      <Text c="dimmed">Details are on their way.</Text>
    </Modal>
  );
}
