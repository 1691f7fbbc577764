import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastPosition, watchUsedControls } from './toast-position';

/** A button drawn at `top` (jsdom lays nothing out, so each says where it is). */
function button(label: string, top: number, parent: Element = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = label;
  element.getBoundingClientRect = () => new DOMRect(100, top, 80, 40);
  parent.append(element);
  return element;
}

function phone(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

describe('toastPosition', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('innerHeight', 800);
    phone(false);
    stop = watchUsedControls();
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('shows a toast at the bottom for a control in the upper half, at the top for one in the lower half', () => {
    button('Add', 60).focus();
    expect(toastPosition()).toBe('bottom-right');
    button('Save', 700).focus();
    expect(toastPosition()).toBe('top-right');
  });

  it('centres toasts on a phone', () => {
    phone(true);
    button('Save', 700).focus();
    expect(toastPosition()).toBe('top-center');
  });

  it("takes an open dialog's last button, wherever focus is in the dialog", () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    const field = button('Company', 100, dialog);
    button('Save', 650, dialog);
    field.focus();
    expect(toastPosition()).toBe('top-right');
  });

  it('remembers the control last pressed when focus fell to the page, where it was even once it is gone', () => {
    const pressed = button('Delete', 720);
    pressed.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pressed.remove();
    expect(document.activeElement).toBe(document.body);
    expect(toastPosition()).toBe('top-right');
  });
});
