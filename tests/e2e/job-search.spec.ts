import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD, day, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

const cards = (page: Page) => page.locator('[data-testid^="application-card-"]');
const card = (page: Page, company: string) => cards(page).filter({ hasText: company });
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);

async function moveWithMenu(page: Page, company: string, stage: string, status: string) {
  await card(page, company)
    .getByRole('button', { name: `Actions for ${company}` })
    .click();
  await page.getByRole('menuitem', { name: stage, exact: true }).click();
  await expect(column(page, status)).toContainText(company);
}

test('a whole search: details, moves, timeline, interview, Up next, filters, duplicates, delete and Undo', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('search');
  await createConfirmedUser(email, 'search-password');
  await signIn(page, email, 'search-password');
  const applied = await day(page, -10);
  const today = await day(page, 0);

  // Add with details.
  await page.getByRole('button', { name: 'Add new application' }).click();
  const add = page.getByRole('dialog', { name: 'Add new application' });
  await add.getByLabel('Company').fill('Stripe');
  await add.getByLabel('Position').fill('Product Designer, Payments');
  await add.getByLabel('Applied on').fill(applied.input);
  // Applied on set: the stage follows, to Applied.
  await expect(add.getByRole('combobox', { name: 'Stage' })).toHaveValue('Applied');
  await add.getByLabel('Location').fill('Dublin, Ireland');
  await add.getByRole('combobox', { name: 'Work mode' }).click();
  await page.getByRole('option', { name: 'Hybrid' }).click();
  await add.getByRole('button', { name: 'Add application' }).click();
  await expect(add).toBeHidden();
  await expect(column(page, 'applied')).toContainText('Stripe');

  // Move twice, then check the timeline.
  await moveWithMenu(page, 'Stripe', 'Exploratory Call', 'hr_exploratory_call');
  await moveWithMenu(page, 'Stripe', 'Portfolio Presentation', 'portfolio_presentation');
  await card(page, 'Stripe').getByRole('button', { name: 'Stripe', exact: true }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const timeline = details.getByLabel('Stage history');
  await expect(timeline).toContainText('Applied');
  await expect(timeline).toContainText('Exploratory Call');
  await expect(timeline).toContainText('Portfolio Presentation');
  await expect(timeline.getByText(`${today.short} ·`)).toHaveCount(3);
  await expect(details).toContainText('In Portfolio Presentation for less than a day');
  await expect(details).toContainText(`Applied on${applied.short}`);
  await expect(details).toContainText('Dublin, Ireland · Hybrid');

  // Schedule an interview tomorrow at 10:00.
  const tomorrow = await day(page, 1);
  await details.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Interview' }).click();
  await details.getByLabel('Date and time').fill(`${tomorrow.input}T10:00`);
  await details.getByLabel('Note').fill('Panel with the design lead');
  await details.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Interview with Stripe is on your list.')).toBeVisible();
  await expect(details).toContainText(`Interview · ${tomorrow.short}, 10:00`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // It appears in Up next (folded on this window: its count says one item waits), which opens the application.
  const upNext = page.getByRole('region', { name: 'Up next' });
  await expect(upNext).toContainText('one item due or coming up');
  await upNext.getByRole('button', { name: 'Up next' }).click();
  await expect(upNext).toContainText('Interview · Stripe');
  await expect(upNext).toContainText('Tomorrow, 10:00');
  await page.screenshot({ path: '.data/screenshots/job-search-board-1440.png', fullPage: true });
  await upNext.getByRole('button', { name: /Interview · Stripe/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Panel with the design lead');
  await page.screenshot({ path: '.data/screenshots/job-search-overview-1440.png' });
  await page.keyboard.press('Escape');

  // Another application, so that search and filters have something to leave out.
  await page.getByRole('button', { name: 'Add new application' }).click();
  await add.getByLabel('Company').fill('Figma');
  await add.getByLabel('Position').fill('Product Designer');
  await add.getByRole('button', { name: 'Add application' }).click();
  await expect(add).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  // Search and filter; the URL keeps them across a reload.
  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await page.keyboard.type('dublin');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Stripe')).toBeVisible();
  await expect(page.getByText('Showing 1 of 2 applications')).toBeVisible();
  await expect(column(page, 'portfolio_presentation').getByRole('heading')).toHaveText('Portfolio Presentation (1)');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(2);
  await search.fill('dublin');
  // The filters open from "Filters" beside the search, which then says how many are on.
  await page.getByRole('search').getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('search').getByRole('combobox', { name: 'Work mode' }).click();
  await page.getByRole('option', { name: 'Hybrid' }).click();
  // One Escape closes the list and the panel with it (a second, on the page, would clear the search).
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(search).toHaveValue('dublin');
  await expect(page.getByRole('search').getByRole('button', { name: 'Filters, 1 on' })).toHaveText('Filters (1)');
  await expect(page).toHaveURL(/[?&]q=dublin/);
  await expect(page).toHaveURL(/[?&]mode=hybrid/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('dublin', BOARD_LOAD);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search' }).fill('nothing like this');
  await expect(page.getByText('No applications match your search and filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page).not.toHaveURL(/[?&](q|mode)=/);

  // A second application to the same company warns, and can still be added.
  await page.getByRole('button', { name: 'Add new application' }).click();
  await add.getByLabel('Company').fill('stripe ');
  await expect(add.getByRole('status')).toContainText(
    `You applied to Stripe on ${applied.short} — Portfolio Presentation`,
  );
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Delete, then Undo: everything comes back.
  const token = await accessToken(email, 'search-password');
  const stripeId = (await card(page, 'Stripe').getAttribute('data-testid'))!.replace('application-card-', '');
  const snapshot = async () => ({
    row: await (await rest(`job_applications?id=eq.${stripeId}&select=*`, token)).json(),
    history: await (await rest(`application_status_history?application_id=eq.${stripeId}&order=id`, token)).json(),
    events: await (await rest(`application_events?application_id=eq.${stripeId}`, token)).json(),
  });
  const before = await snapshot();
  expect(before.history).toHaveLength(3);
  await card(page, 'Stripe').getByRole('button', { name: 'Actions for Stripe' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit application' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this application?' }).getByRole('button', { name: 'Delete' }).click();
  const deleted = toast(page, 'Application deleted');
  await expect(deleted).toContainText('Stripe - Product Designer, Payments has been removed.');
  await expect(card(page, 'Stripe')).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Application restored')).toBeVisible();
  await expect(column(page, 'portfolio_presentation')).toContainText('Stripe');
  const after = await snapshot();
  expect(after.history).toEqual(before.history);
  expect(after.events).toEqual(before.events);
  const [rowBefore] = before.row as Record<string, unknown>[];
  const [rowAfter] = after.row as Record<string, unknown>[];
  expect({ ...rowAfter, revision: null }).toEqual({ ...rowBefore, revision: null });

  // Undo a move: stage and history are as before it.
  await moveWithMenu(page, 'Stripe', 'Rejected', 'rejected');
  await toast(page, 'Application moved')
    .filter({ hasText: 'Application status updated to Rejected' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toast(page, 'Move undone')).toBeVisible();
  await expect(column(page, 'portfolio_presentation')).toContainText('Stripe');
  await expect.poll(async () => (await snapshot()).history).toEqual(before.history);
});

test('the board and the overview at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = uniqueEmail('phone');
  await createConfirmedUser(email, 'phone-password');
  await signIn(page, email, 'phone-password');
  await page.getByRole('button', { name: 'Add new application' }).click();
  const add = page.getByRole('dialog', { name: 'Add new application' });
  await add.getByLabel('Company').fill('Linear');
  await add.getByLabel('Position').fill('Senior Product Designer');
  await add.getByLabel('Location').fill('Remote, EU');
  await add.getByRole('button', { name: 'Add application' }).click();
  await expect(add).toBeHidden();
  await page.screenshot({ path: '.data/screenshots/job-search-board-375.png', fullPage: true });
  await card(page, 'Linear').getByRole('button', { name: 'Linear', exact: true }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByLabel('Stage history')).toContainText('Wishlist');
  await page.screenshot({ path: '.data/screenshots/job-search-overview-375.png', fullPage: true });
});
