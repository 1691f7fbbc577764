import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { newToastPosition } from '@/lib/toast-position';

/** How long an Undo stays offered. */
export const UNDO_WINDOW_MS = 8000;

/**
 * Undo toasts shown at once; the next one closes the oldest. Past Mantine's limit of five shown toasts a
 * new one would wait in a queue and offer its Undo only when its turn came, long after the action, while
 * holding the action's closure: twenty quick moves would queue fifteen toasts (and a few hundred, hundreds).
 */
export const UNDO_TOASTS_SHOWN = 3;

const UNDO_ID_PREFIX = 'undo-';
let sequence = 0;

const isUndoToast = (id: string | undefined) => id?.startsWith(UNDO_ID_PREFIX) ?? false;

/** Makes room for a new Undo toast: the queued ones go, and the oldest shown ones past the cap. */
function makeRoom(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  const stale = [
    ...queue.filter((toast) => isUndoToast(toast.id)),
    ...shown.filter((toast) => isUndoToast(toast.id)).slice(0, -(UNDO_TOASTS_SHOWN - 1) || undefined),
  ];
  for (const toast of stale) notifications.hide(toast.id!);
}

/** A second thing the toast offers besides Undo ("Set date" after a move); it closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * A confirmation toast that offers to take the action back for about eight seconds. Its Undo is a real
 * button: reachable by Tab (the toasts sit at the end of the page) and by touch. At most
 * UNDO_TOASTS_SHOWN are shown; a new one replaces the oldest, and none waits in the queue.
 */
export function notifyWithUndo(title: string, message: string, onUndo: () => void, also?: ToastAction): void {
  makeRoom();
  sequence += 1;
  const id = `${UNDO_ID_PREFIX}${sequence}`;
  notifications.show({
    id,
    title,
    color: 'teal',
    withBorder: true,
    autoClose: UNDO_WINDOW_MS,
    position: newToastPosition(),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        {/* The message wraps instead: on a phone it is the longer of the two. */}
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {also && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => {
                notifications.hide(id);
                also.onClick();
              }}
            >
              {also.label}
            </Button>
          )}
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
      </Group>
    ),
  });
}
