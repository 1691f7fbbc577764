import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD, toast } from './support/pages';
import { createConfirmedUser, uniqueEmail } from './support/stack';

// The whole journey with the keyboard alone, as someone who cannot use a mouse does it: no click, no
// fill; every step starts from where the previous one left focus.

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable within `max` stops. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let stop = 0; stop < max; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} could not be reached with ${max} presses of Tab.`);
}

const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);

async function addByKeyboard(page: Page, company: string, position: string) {
  await tabTo(page, page.getByRole('button', { name: 'Add new application' }), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add new application' });
  await expect(dialog.getByLabel('Company')).toBeFocused();
  await page.keyboard.type(company);
  await tabTo(page, dialog.getByLabel('Position'));
  await page.keyboard.type(position);
  await page.keyboard.press('Enter');
  // The previous add's toast may still be showing: this one is the toast that names this application.
  await expect(
    toast(page, 'Application added').filter({ hasText: `${company} - ${position} has been added.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('sign in, add, move, details, delete, undo and log out with the keyboard alone', async ({ page }) => {
  // The whole journey in one test, a key at a time: longer than one step of the other specs.
  test.setTimeout(180_000);
  const email = uniqueEmail('keys');
  await createConfirmedUser(email, 'keys-password');

  await page.goto('/login');
  // The form comes before the slides: the first field is a few stops from the top, not after the dots.
  await tabTo(page, page.getByLabel('Email', { exact: true }), { max: 12 });
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('keys-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);

  // The first stop of the page is the skip link, which takes focus to the board.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the board' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Application board' })).toBeFocused();

  await addByKeyboard(page, 'Keyboard Co', 'Product Designer');
  await addByKeyboard(page, 'Tabstop Studio', 'UX Designer');
  await addByKeyboard(page, 'Arrow Labs', 'Design Lead');

  // Move by the card's menu: it opens on its first item; the move is announced and focus stays on the card.
  // Escape closes it and gives the focus back to its button, the first time too (it mounts opened).
  const actions = card(page, 'Arrow Labs').getByRole('button', { name: 'Actions for Arrow Labs' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Applied' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Exploratory Call' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Moved Arrow Labs' })).toHaveText(
    'Moved Arrow Labs - Design Lead to Exploratory Call.',
  );
  await expect(column(page, 'hr_exploratory_call')).toContainText('Arrow Labs');
  await expect(card(page, 'Arrow Labs')).toBeFocused();

  // Details, then delete from them: focus moves to the card that takes the deleted one's place.
  await tabTo(page, card(page, 'Keyboard Co').getByRole('button', { name: 'Keyboard Co', exact: true }), {
    back: true,
  });
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /Keyboard Co/ });
  await expect(details).toContainText('Product Designer');
  // The event's kind by the keyboard: ArrowDown opens the list on the chosen kind, the next ArrowDown
  // goes one further, Enter takes it and closes the list.
  const kind = details.getByRole('combobox', { name: 'Kind' });
  await tabTo(page, kind);
  await page.keyboard.press('ArrowDown');
  const interview = page.getByRole('option', { name: 'Interview' });
  await expect(interview).toBeVisible();
  await expect(kind).toHaveAttribute('aria-activedescendant', (await interview.getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  const presentation = page.getByRole('option', { name: 'Portfolio presentation' });
  await expect(kind).toHaveAttribute('aria-activedescendant', (await presentation.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(kind).toHaveValue('Portfolio presentation');
  await expect(kind).toBeFocused();
  await tabTo(page, details.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The toast is an alert: screen readers say it as it appears.
  await expect(page.getByRole('alert').filter({ hasText: 'Application deleted' })).toContainText(
    'Keyboard Co - Product Designer has been removed.',
  );
  await expect(card(page, 'Keyboard Co')).toHaveCount(0);
  await expect(card(page, 'Tabstop Studio')).toBeFocused();

  // Undo from the toast (the toasts come last in the tab order): the application is back, the restore is
  // announced, and focus lands on the restored card.
  await tabTo(page, toast(page, 'Application deleted').getByRole('button', { name: 'Undo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Restored Keyboard Co' })).toHaveText(
    'Restored Keyboard Co - Product Designer to Wishlist.',
  );
  await expect(column(page, 'job_openings')).toContainText('Keyboard Co');
  await expect(card(page, 'Keyboard Co')).toBeFocused();

  // Log out from the account menu, which opens on Logout.
  await tabTo(page, page.getByRole('button', { name: /^Account menu for / }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
