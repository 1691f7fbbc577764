import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newToastPosition, toastPosition, watchUsedControls } from './toast-position';

/** A button drawn at `top` (jsdom lays nothing out, so each says where it is). */
function button(label: string, top: number, parent: Element = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  element.getBoundingClientRect = () => new DOMRect(100, top, 80, 40);
  parent.append(element);
  return element;
}
const press = (element: Element) => element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const positions = () => notificationsStore.getState().notifications.map((toast) => toast.position);

describe('toastPosition at its edges', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('innerHeight', 800);
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    stop = watchUsedControls();
  });
  afterEach(() => {
    stop();
    notifications.clean();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('counts a control centred exactly on the middle as the upper half', () => {
    button('Middle', 380).focus();
    expect(toastPosition()).toBe('bottom-right');
    button('Below', 381).focus();
    expect(toastPosition()).toBe('top-right');
  });

  it('takes a focused control drawn one pixel wide or tall, and passes over one not drawn at all', () => {
    for (const [width, height] of [
      [1, 0],
      [0, 1],
    ]) {
      const thin = button('Thin', 720);
      thin.getBoundingClientRect = () => new DOMRect(100, 720, width, height);
      thin.focus();
      // A press on the page's upper half that takes no focus: the focused control still counts.
      const heading = document.createElement('h2');
      heading.getBoundingClientRect = () => new DOMRect(100, 60, 300, 40);
      document.body.append(heading);
      press(heading);
      expect(toastPosition(), `${width}×${height}`).toBe('top-right');
      thin.remove();
      heading.remove();
    }
    const hidden = button('Hidden', 720);
    hidden.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    hidden.focus();
    expect(toastPosition()).toBe('bottom-right');
  });

  it('takes the control last pressed where it is now while it is on the page', () => {
    const pressed = button('Delete', 720);
    press(pressed);
    expect(toastPosition()).toBe('top-right');
    // The page scrolled: the pressed control is now near the top.
    pressed.getBoundingClientRect = () => new DOMRect(100, 60, 80, 40);
    expect(toastPosition()).toBe('bottom-right');
  });

  it('notes a press or a focus before any handler of the page can stop it, and nothing once stopped', () => {
    const used = (label: string, top: number, stopsIt: boolean) => {
      const element = button(label, top);
      if (stopsIt)
        for (const type of ['pointerdown', 'focusin']) element.addEventListener(type, (e) => e.stopPropagation());
      return element;
    };
    const lastUsedGone = (element: HTMLElement) => {
      element.remove();
      return toastPosition();
    };
    // Each time, a control in the upper half first, then one in the lower half that stops the event.
    press(used('Header', 20, false));
    const menuItem = used('Menu item', 720, true);
    press(menuItem);
    expect(lastUsedGone(menuItem)).toBe('top-right');

    press(used('Header', 20, false));
    const field = used('Field', 700, true);
    field.focus();
    expect(lastUsedGone(field)).toBe('top-right');

    stop();
    const header = used('Header', 20, false);
    press(header);
    header.focus();
    expect(lastUsedGone(header)).toBe('top-right');
  });

  it('does not take a press on the page itself for a control', () => {
    const pressed = button('Delete', 720);
    press(pressed);
    pressed.remove();
    press(document.body);
    expect(toastPosition()).toBe('top-right');
  });

  it('takes focus on the page itself for no control, however tall the page is drawn', () => {
    const pressed = button('Header', 20);
    press(pressed);
    pressed.remove();
    document.body.getBoundingClientRect = () => new DOMRect(0, 0, 1200, 3000);
    try {
      expect(document.activeElement).toBe(document.body);
      expect(toastPosition()).toBe('bottom-right');
    } finally {
      Reflect.deleteProperty(document.body, 'getBoundingClientRect');
    }
  });

  it('moves the toasts on screen with a new one, and when focus moves into a dialog', () => {
    notifications.show({ id: 'first', message: 'Saved', position: 'bottom-right' });
    notifications.show({ id: 'second', message: 'Moved', position: 'top-right' });
    button('Save', 700).focus();
    expect(newToastPosition()).toBe('top-right');
    expect(positions()).toEqual(['top-right', 'top-right']);

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    const field = button('Company', 100, dialog);
    button('Save changes', 80, dialog);
    field.focus();
    expect(positions()).toEqual(['bottom-right', 'bottom-right']);
    // Focus on the page outside a dialog moves nothing.
    button('Low', 700).focus();
    expect(positions()).toEqual(['bottom-right', 'bottom-right']);
  });
});
