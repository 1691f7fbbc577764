import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config';
import { passwordSession } from './stack';

/** Where the app keeps its Supabase session (packages/supabase-client: `storageKey`). */
const SESSION_KEY = 'job-tracker-auth';

/**
 * How long a test waits for the board after a page load: a cold load of the host, the remote's modules
 * and the user's applications, in the development build, with the other worker busy. A month of
 * applications takes 5 s on a quiet 2-core machine and twice that at 4× CPU throttling. How fast it is
 * is the bench's to measure (bench/), not a test's to assert with a timeout.
 */
export const BOARD_LOAD = { timeout: 30_000 };

/** Fills the log-in form and submits it, without waiting for the board: for what shows on the way there. */
export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
}

/**
 * Opens the board already signed in, as a returning user would: the session of a password sign-in (the
 * emulator's token endpoint, behind the UI) is put in the browser's storage where the app keeps it. For
 * tests that are not about signing in; those go through the log-in page with `logIn`.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const session = await passwordSession(email, password);
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: `http://localhost:${E2E_PORTS.host}`,
        localStorage: [{ name: SESSION_KEY, value: JSON.stringify(session) }],
      },
    ],
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
}

/**
 * Waits until a card can be dragged: pragmatic-drag-and-drop marks it `draggable` once the board's drag
 * code, a chunk of its own loaded beside the board's data, has registered it.
 */
export async function expectDraggable(card: Locator): Promise<void> {
  await expect(card).toHaveAttribute('draggable', 'true');
}

export async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
}

export function toast(page: Page, title: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Fails when a toast on screen overlaps `control`: a toast never covers the control that was just used
 * (a dialog's footer, a card near the bottom), given as
 * itself or, when it is gone (a dialog that closed), as the box it had. The boxes are read once the toasts' transitions are over.
 */
export async function expectNoToastOver(page: Page, control: Locator | Box): Promise<void> {
  const target = 'boundingBox' in control ? await control.boundingBox() : control;
  expect(target, 'the control is on screen').not.toBeNull();
  if (!target) return;
  const toasts = await page.locator('.mantine-Notification-root').evaluateAll(async (elements) => {
    const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    return elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, text: element.textContent ?? '' };
    });
  });
  for (const box of toasts) {
    const overlaps =
      box.x < target.x + target.width &&
      target.x < box.x + box.width &&
      box.y < target.y + target.height &&
      target.y < box.y + box.height;
    expect(overlaps, `the toast “${box.text}” covers the control`).toBe(false);
  }
}

/**
 * Opens a card's Actions menu by keyboard, as a keyboard user does, and waits for the menu to put the focus
 * on its first item. That focus lands a moment after the menu opens: an item focused before it would lose
 * the focus to the first item (on a loaded machine the test then moves the card to the wrong stage).
 */
export async function openCardActions(card: Locator, company: string): Promise<void> {
  await card.getByRole('button', { name: `Actions for ${company}` }).focus();
  await card.page().keyboard.press('Enter');
  await expect(card.page().getByRole('menu').getByRole('menuitem').first()).toBeFocused();
}

/** The day `days` from today on the browser's calendar: as a date input takes it, and as the app writes it. */
export async function day(page: Page, days: number): Promise<{ input: string; short: string }> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      short: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
    };
  }, days);
}
