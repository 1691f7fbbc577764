import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

// The table view: sort by a header, select a range with shift-click, move it in one request with one Undo,
// by mouse and by keyboard, and as a compact list on a phone.

const COUNT = 90;
const company = (i: number) => `Studio ${String(i).padStart(2, '0')}`;

async function userWithApplications(page: Page) {
  const email = uniqueEmail('table');
  await createConfirmedUser(email, 'table-password');
  const token = await accessToken(email, 'table-password');
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    company: company(i + 1),
    position: i % 2 ? 'Product Designer' : 'UX Designer',
    status: 'job_openings',
    salary_min: (i + 1) * 1000,
    salary_currency: 'EUR',
    location: i % 3 ? 'Berlin' : 'Lisbon',
  }));
  const response = await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) });
  expect(response.status).toBe(201);
  await signIn(page, email, 'table-password');
  return token;
}

async function statuses(token: string): Promise<Record<string, number>> {
  const response = await rest('job_applications?select=status', token);
  const counts: Record<string, number> = {};
  for (const { status } of (await response.json()) as { status: string }[]) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function historyLength(token: string): Promise<number> {
  const response = await rest('application_status_history?select=id', token);
  return ((await response.json()) as unknown[]).length;
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name });
const rowNames = (page: Page) => page.getByRole('rowheader').allInnerTexts();

test('sorts by a header, moves 26 rows selected with shift-click in one action, and one Undo puts all back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await userWithApplications(page);
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();

  await header(page, 'Company').getByRole('button').click();
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');
  expect((await rowNames(page)).slice(0, 2)).toEqual([company(1), company(2)]);
  await header(page, 'Company').getByRole('button').click();
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'descending');
  expect((await rowNames(page))[0]).toBe(company(COUNT));
  // Salary: the largest first after two clicks; the sort is in the URL, so a reload keeps it.
  await header(page, 'Salary').getByRole('button').click();
  await header(page, 'Salary').getByRole('button').click();
  await expect(header(page, 'Salary')).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(header(page, 'Salary')).toHaveAttribute('aria-sort', 'descending', BOARD_LOAD);
  expect((await rowNames(page))[0]).toBe(company(COUNT));

  // Studio 90 down to Studio 65: the first row, then shift-click the 26th.
  await page.getByRole('checkbox', { name: `Select ${company(COUNT)} - ` }).click();
  await page.getByRole('checkbox', { name: `Select ${company(COUNT - 25)} - ` }).click({ modifiers: ['Shift'] });
  await expect(page.getByText(`26 of ${COUNT} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 26 applications' });
  await dialog.getByLabel('Stage').click();
  await page.getByRole('option', { name: 'Applied', exact: true }).click();
  await page.screenshot({ path: test.info().outputPath('table-move-1440.png') });
  await dialog.getByRole('button', { name: 'Move 26 applications' }).click();
  await expect(toast(page, 'Applications moved')).toContainText('Moved 26 applications to Applied.');
  expect(await statuses(token)).toEqual({ applied: 26, job_openings: COUNT - 26 });
  expect(await historyLength(token)).toBe(COUNT + 26);
  await expect(page.getByRole('row', { name: new RegExp(company(COUNT - 25)) })).toContainText('Applied');
  await page.screenshot({ path: test.info().outputPath('table-1440.png') });

  await toast(page, 'Applications moved').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Move undone')).toBeVisible();
  expect(await statuses(token)).toEqual({ job_openings: COUNT });
  expect(await historyLength(token)).toBe(COUNT);
  await expect(page.getByRole('row', { name: new RegExp(company(COUNT - 25)) })).toContainText('Wishlist');
});

test('works by keyboard: sort, select, select all, delete and Undo', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await userWithApplications(page);
  await page.goto('/?view=table&sort=company&dir=asc');
  const sortButton = header(page, 'Position').getByRole('button');
  await sortButton.focus();
  await page.keyboard.press('Enter');
  await expect(header(page, 'Position')).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Space');
  await expect(header(page, 'Position')).toHaveAttribute('aria-sort', 'descending');

  // The columns: Salary off by keyboard, and still off after a reload (remembered in the browser).
  await page.getByRole('button', { name: 'Columns' }).focus();
  await page.keyboard.press('Enter');
  const salary = page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'Salary' });
  await expect(salary).toBeChecked();
  await salary.focus();
  await page.keyboard.press('Space');
  await expect(salary).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(header(page, 'Salary')).toHaveCount(0);
  await page.reload();
  await expect(header(page, 'Position')).toBeVisible(BOARD_LOAD);
  await expect(header(page, 'Salary')).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Select all ${COUNT} shown` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${COUNT} of ${COUNT} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Applications deleted')).toContainText(`Deleted ${COUNT} applications.`);
  await expect(page.getByRole('rowheader')).toHaveCount(0);
  await toast(page, 'Applications deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Delete undone')).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  expect(await statuses(token)).toEqual({ job_openings: COUNT });
});

test('is a compact list on a phone, and the search filters it as it does the board', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await userWithApplications(page);
  await page.goto('/?view=table');
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('table', { name: 'Applications' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('table-375-all.png') });
  await page.goto('/?view=table&q=lisbon');
  // Studio 01, 04, … 88: every third (the rows out of view are not rendered).
  await expect(page.getByText('30 shown')).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toHaveText(/Studio 01/);
  await expect(header(page, 'Position')).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(company(1)) });
  await expect(row).toContainText('UX Designer · Wishlist');
  const box = await page.getByRole('table', { name: 'Applications' }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('table-375.png'), fullPage: true });
});
