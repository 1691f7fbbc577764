import { notifications, notificationsStore, type NotificationsProps } from '@mantine/notifications';

type NotificationPosition = NonNullable<NotificationsProps['position']>;

/** Below this width (36em, Mantine's `xs`) a toast spans the screen, so it sits in the middle. */
const PHONE_QUERY = '(max-width: 36em)';

const DIALOG = '[role="dialog"]';

/** The control the user pressed, tapped or focused last, and where it was then. */
let lastUsed: { element: Element; box: DOMRect } | null = null;

function remember(event: Event): void {
  if (!(event.target instanceof Element) || event.target === document.body) return;
  lastUsed = { element: event.target, box: event.target.getBoundingClientRect() };
}

/** Moves the toasts on screen to `position`, so that they all keep clear of the same control. */
function gatherToasts(position: NotificationPosition): void {
  // A toast without a position of its own gets one: the same place when it already showed there.
  for (const toast of notificationsStore.getState().notifications) {
    if (toast.position !== position) notifications.update({ ...toast, position });
  }
}

/**
 * When focus moves into a dialog, the toasts already shown move by the same rule as a new one: a toast
 * left at the bottom would otherwise cover the footer of a dialog that opened after it.
 */
function followIntoDialog(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest(DIALOG)) return;
  gatherToasts(toastPosition());
}

/**
 * Starts noting which control the user uses, for `toastPosition`; returns the function that stops.
 * The providers call it once.
 */
export function watchUsedControls(): () => void {
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('focusin', remember, true);
  document.addEventListener('focusin', followIntoDialog);
  return () => {
    document.removeEventListener('pointerdown', remember, true);
    document.removeEventListener('focusin', remember, true);
    document.removeEventListener('focusin', followIntoDialog);
  };
}

/**
 * Where a new toast goes so that it never covers the control that was just used: the focused element
 * (a closed dialog or menu hands focus back to what opened it) or, when focus fell to the page (a button
 * that turned disabled while it works), the control last pressed. Inside an open dialog it is the
 * dialog's last button, its footer's main action, wherever focus is in the dialog. When that control
 * sits in the lower half of the screen (a dialog's footer, a card near the bottom) the toast shows at
 * the top; otherwise at the bottom, clear of the page's header. On a phone toasts are centred, on wider
 * screens they keep to the right.
 */
export function toastPosition(): NotificationPosition {
  const side = window.matchMedia?.(PHONE_QUERY).matches ? 'center' : 'right';
  const box = usedControlBox();
  const lowerHalf = box !== null && box.top + box.height / 2 > window.innerHeight / 2;
  return `${lowerHalf ? 'top' : 'bottom'}-${side}`;
}

/**
 * The position for a toast about to be shown (see `toastPosition`). The toasts already on screen move
 * there too: one shown after the last action (a log-in's) would otherwise cover the control used now.
 */
export function newToastPosition(): NotificationPosition {
  const position = toastPosition();
  gatherToasts(position);
  return position;
}

function usedControlBox(): DOMRect | null {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) {
    const footer = [...(focused.closest(DIALOG)?.querySelectorAll('button') ?? [])].at(-1);
    const box = (footer ?? focused).getBoundingClientRect();
    if (box.width > 0 || box.height > 0) return box;
  }
  if (!lastUsed) return null;
  return lastUsed.element.isConnected ? lastUsed.element.getBoundingClientRect() : lastUsed.box;
}
