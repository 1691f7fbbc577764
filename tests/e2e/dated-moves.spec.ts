import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { day, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

const cards = (page: Page) => page.locator('[data-testid^="application-card-"]');
const card = (page: Page, company: string) => cards(page).filter({ hasText: company });
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);

/** Whole days between each stored history entry and now, oldest first. */
async function storedDaysAgo(token: string, applicationId: string): Promise<number[]> {
  const response = await rest(
    `application_status_history?application_id=eq.${applicationId}&select=changed_at&order=id`,
    token,
  );
  const rows = (await response.json()) as { changed_at: string }[];
  return rows.map((row) => Math.round((Date.now() - Date.parse(row.changed_at)) / 86_400_000));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`a move logged days late gets its true date, from its toast and from the timeline, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('dated');
    await createConfirmedUser(email, 'dated-password');
    const token = await accessToken(email, 'dated-password');
    const created = await rest('job_applications', token, {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ company: 'Figma', position: 'Product Designer' }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { id: string }[])[0]!;
    await signIn(page, email, 'dated-password');
    await expect(card(page, 'Figma')).toBeVisible();

    // Friday: the designer logs a week. Figma went on the list last Saturday: dated in the timeline, by keyboard.
    await card(page, 'Figma').getByRole('button', { name: 'Figma', exact: true }).click();
    const details = page.getByRole('dialog', { name: /Figma/ });
    const timeline = details.getByLabel('Stage history');
    await timeline.getByRole('button', { name: 'Change date: when Figma reached Wishlist' }).click();
    const wishlist = page.getByLabel('Reached Wishlist on');
    await expect(wishlist).toBeFocused();
    await expect(wishlist).toHaveValue((await day(page, 0)).input);
    // Not tomorrow: refused with a reason, nothing stored.
    await wishlist.fill((await day(page, 1)).input);
    await wishlist.press('Enter');
    await expect(page.getByText('It cannot be later than today')).toBeVisible();
    expect(await storedDaysAgo(token, id)).toEqual([0]);
    const saturday = await day(page, -6);
    await wishlist.fill(saturday.input);
    await wishlist.press('Enter');
    await expect(toast(page, 'Date set')).toContainText(`Figma reached Wishlist on ${saturday.short}.`);
    await expect(timeline).toContainText(`${saturday.short} · 6 days so far`);
    expect(await storedDaysAgo(token, id)).toEqual([6]);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // It was sent on Monday: moved now, dated from the move's toast.
    await card(page, 'Figma').getByRole('button', { name: 'Actions for Figma' }).click();
    await page.getByRole('menuitem', { name: 'Applied', exact: true }).click();
    await expect(column(page, 'applied')).toContainText('Figma');
    await toast(page, 'Application moved').getByRole('button', { name: 'Set date' }).click();
    const dialog = page.getByRole('dialog', { name: 'When did Figma move?' });
    const reached = dialog.getByLabel('Reached Applied on');
    await expect(reached).toHaveValue((await day(page, 0)).input);
    // Not before it was on the list.
    await reached.fill((await day(page, -7)).input);
    await dialog.getByRole('button', { name: 'Save date' }).click();
    await expect(dialog).toContainText(`It cannot be earlier than the stage before, reached on ${saturday.short}`);
    expect(await storedDaysAgo(token, id)).toEqual([6, 0]);
    await page.screenshot({ path: test.info().outputPath(`stage-date-dialog-${viewport.width}.png`) });
    const monday = await day(page, -4);
    await reached.fill(monday.input);
    await dialog.getByRole('button', { name: 'Save date' }).click();
    await expect(toast(page, 'Date set').filter({ hasText: 'Applied' })).toContainText(
      `Figma reached Applied on ${monday.short}.`,
    );
    await expect(dialog).toBeHidden();
    expect(await storedDaysAgo(token, id)).toEqual([6, 4]);

    // The timeline counts true days, and the earlier stage cannot now pass the move that followed it.
    await card(page, 'Figma').getByRole('button', { name: 'Figma', exact: true }).click();
    await expect(timeline).toContainText(`${saturday.short} · 2 days`);
    await expect(timeline).toContainText(`${monday.short} · 4 days so far`);
    await expect(details).toContainText('In Applied for 4 days');
    await timeline.getByRole('button', { name: 'Change date: when Figma reached Wishlist' }).click();
    await wishlist.fill((await day(page, -2)).input);
    await wishlist.press('Enter');
    await expect(page.getByText(`It cannot be later than the next move, on ${monday.short}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`stage-timeline-${viewport.width}.png`) });
    expect(await storedDaysAgo(token, id)).toEqual([6, 4]);
  });
}
