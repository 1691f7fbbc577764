import { notifications } from '@mantine/notifications';

/** A confirmation toast: what just happened, in the spec's words. */
export function notifySuccess(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', withBorder: true });
}

/** A destructive toast: what failed and what to do. */
export function notifyError(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', withBorder: true, autoClose: 8000 });
}
