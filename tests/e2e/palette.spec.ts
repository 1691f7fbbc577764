import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

// The command palette (Ctrl+K) and the board's shortcuts: find an application by name and open it, move the
// open one, switch views, add; keys typed in a field stay text; "?" lists the shortcuts; a phone fits it.

const COMPANIES = ['Figma', 'Stripe', 'Linear', 'Notion', 'Canva', 'Miro', 'Pitch', 'Framer'];

async function userWithApplications(page: Page) {
  const email = uniqueEmail('palette');
  await createConfirmedUser(email, 'palette-password');
  const token = await accessToken(email, 'palette-password');
  const rows = COMPANIES.map((company, i) => ({
    company,
    position: i % 2 ? 'Product Designer' : 'Design Systems Lead',
    status: 'job_openings',
  }));
  const response = await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) });
  expect(response.status).toBe(201);
  await signIn(page, email, 'palette-password');
  return token;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Find an application or a command' });
// The board's own announcer: the filter bar's "Showing 8 of 8 applications" is a status too, and can be on screen
// for a moment after the search is cleared.
const liveRegion = (page: Page) => page.getByTestId('board-announcer');

test('Ctrl+K finds an application by part of its name and Enter opens it; its move is in the palette', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await userWithApplications(page);

  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  const search = palette(page).getByRole('combobox', { name: 'Find an application or a command' });
  await expect(search).toBeFocused();
  await search.fill('strip');
  await expect(palette(page).getByRole('option')).toHaveCount(1);
  await expect(palette(page).getByRole('option', { name: /Stripe/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, 'the command palette');
  // The board behind is dimmed, not blurred: a blurred backdrop was painted again at every keystroke.
  await expect(page.locator('.mantine-Spotlight-overlay')).toHaveCSS('backdrop-filter', 'none');
  await expect(page.locator('.mantine-Spotlight-overlay')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.6)');
  await page.screenshot({ path: test.info().outputPath('palette-1440.png') });
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  const details = page.getByRole('dialog', { name: /Stripe/ });
  await expect(details).toBeVisible();

  // Over the open details, the palette offers that application's moves.
  await page.keyboard.press('Meta+k');
  await expect(palette(page)).toBeVisible();
  await palette(page).getByRole('combobox').fill('move appl');
  await expect(palette(page).getByRole('option', { name: 'Move to Applied' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Application moved')).toBeVisible();
  const moved = await rest('job_applications?select=status&company=eq.Stripe', token);
  expect(await moved.json()).toEqual([{ status: 'applied' }]);
});

test('n opens Add, g t switches to the table and says so, and keys typed in the search stay text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await userWithApplications(page);

  await page.keyboard.press('n');
  const add = page.getByRole('dialog', { name: 'Add new application' });
  await expect(add).toBeVisible();
  // A dialog is open: its fields take the keys, and no shortcut fires.
  await add.getByLabel('Company').fill('gtn');
  await expect(page).not.toHaveURL(/view=table/);
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
  await expect(liveRegion(page)).toHaveText('Table view');
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).not.toHaveURL(/view=/);
  await expect(liveRegion(page)).toHaveText('Board view');

  // "/" focuses the search; an "n" typed there is a letter, not a new application.
  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await page.keyboard.type('n');
  await expect(search).toHaveValue('n');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Escape on the page (not in the field) clears the search too.
  await search.blur();
  await expect(page).toHaveURL(/q=n/);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(liveRegion(page)).toHaveText('Search cleared');
});

test('? lists every shortcut, and a key the host has handled is left alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await userWithApplications(page);

  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  for (const does of ['Open the command palette', 'Add a new application', 'Go to the table', 'Clear the search'])
    await expect(list.getByRole('row', { name: new RegExp(does) })).toBeVisible();
  await expectNoSeriousViolations(page, 'the keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);

  // A host that takes Ctrl+K (or n) for itself, on the document before the tracker's listeners.
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => ['k', 'n'].includes(event.key) && event.preventDefault(), {
      capture: true,
    });
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.press('n');
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the palette fits the screen and opens an application', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await userWithApplications(page);

  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('design');
  await expect(palette(page).getByRole('option')).toHaveCount(COMPANIES.length);
  // The palette opens with a transition (scaled while it runs): its box is read once every one has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = (await palette(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  await page.screenshot({ path: test.info().outputPath('palette-375.png') });
  await palette(page)
    .getByRole('option', { name: /Linear/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Linear/ })).toBeVisible();
});
