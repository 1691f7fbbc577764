import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastPosition } from '@/lib/toast-position';

/** How long an Undo stays offered. */
export const UNDO_WINDOW_MS = 8000;

/**
 * A confirmation toast that offers to take the action back for about eight seconds. Its Undo is a real
 * button: reachable by Tab (the toasts sit at the end of the page) and by touch.
 */
export function notifyWithUndo(title: string, message: string, onUndo: () => void): void {
  const id = notifications.show({
    title,
    color: 'teal',
    withBorder: true,
    autoClose: UNDO_WINDOW_MS,
    position: toastPosition(),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
