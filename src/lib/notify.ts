import { notifications } from '@mantine/notifications';
import { newToastPosition } from '@/lib/toast-position';

/** A confirmation toast: what just happened. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', withBorder: true, position: newToastPosition() });
}

/** A destructive toast: what failed and what to do. */
export function notifyError(title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: 'red',
    withBorder: true,
    autoClose: 8000,
    position: newToastPosition(),
  });
}

/**
 * The one path for a failed request: the error goes to the console for whoever debugs it, the user gets
 * `message` (what failed, and what to do) as a toast. Optimistic changes are rolled back by the cache
 * before the error reaches here.
 */
export function reportFailure(message: string, error: unknown): void {
  console.error(message, error);
  notifyError('Error', message);
}
