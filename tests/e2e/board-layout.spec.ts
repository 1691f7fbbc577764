import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, DEMO, rest, uniqueEmail } from './support/stack';

// The board on the screens people use: a phone shows one stage at a time with a stage switcher; a laptop
// fits the board and its scrollbar in the window and says where the other columns are.

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });
const stages = (page: Page) => page.getByRole('navigation', { name: 'Stages' });
const stage = (page: Page, name: string | RegExp) => stages(page).getByRole('button', { name });

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('An element to compare has no box.');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

type Row = { company: string; status: string; position?: string };

async function userWithBoard(
  page: Page,
  cards: Row[] = [
    ...['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((company) => ({ company, status: 'job_openings' })),
    { company: 'Foxtrot', status: 'hr_exploratory_call' },
  ],
) {
  const email = uniqueEmail('phone');
  await createConfirmedUser(email, 'phone-password');
  const token = await accessToken(email, 'phone-password');
  // Most recently moved first: Alpha tops the Wishlist.
  const base = Date.now() - 60_000;
  const rows = cards.map(({ company, status, position = 'Designer' }, i) => ({
    company,
    position,
    status,
    last_updated: new Date(base - i * 1000).toISOString(),
  }));
  expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
  await signIn(page, email, 'phone-password');
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('one stage at a time: the switcher shows counts and changes stage by tap or swipe', async ({ page }) => {
    await userWithBoard(page);
    await expect(stage(page, 'Wishlist 5')).toHaveAttribute('aria-current', 'true');
    await expect(stage(page, 'Exploratory Call 1')).not.toHaveAttribute('aria-current');
    await column(page, 'job_openings').scrollIntoViewIfNeeded();
    await expect(column(page, 'job_openings')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'hr_exploratory_call')).not.toBeInViewport();

    await stage(page, 'Exploratory Call 1').tap();
    await expect(column(page, 'hr_exploratory_call')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'job_openings')).not.toBeInViewport();
    await expect(stage(page, 'Exploratory Call 1')).toHaveAttribute('aria-current', 'true');

    // A swipe scrolls the board sideways; it snaps to the next stage and the switcher follows.
    const board = page.getByRole('region', { name: 'Application board' });
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.wheel(300, 0);
    await expect(stage(page, 'Portfolio Presentation 0')).toHaveAttribute('aria-current', 'true');
    await expect(column(page, 'portfolio_presentation')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'hr_exploratory_call')).not.toBeInViewport();
  });

  test('a move by the card menu follows the card to its stage, clear of the toast; no dragging', async ({ page }) => {
    await userWithBoard(page);
    const wishlist = column(page, 'job_openings').locator('[data-testid^="application-card-"]');
    await expect(wishlist).toHaveText([/Alpha/, /Bravo/, /Charlie/, /Delta/, /Echo/]);

    // Dragging is not offered at this width: a drag that would reorder on a laptop changes nothing.
    await card(page, 'Echo').dragTo(card(page, 'Alpha'), { targetPosition: { x: 60, y: 4 } });
    await expect(page.getByRole('status').filter({ hasText: 'Moved Echo' })).toHaveCount(0);
    await expect(wishlist).toHaveText([/Alpha/, /Bravo/, /Charlie/, /Delta/, /Echo/]);

    await card(page, 'Delta').getByRole('button', { name: 'Actions for Delta' }).tap();
    await page.getByRole('menuitem', { name: 'Exploratory Call' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Moved Delta' })).toHaveText(
      'Moved Delta - Designer to Exploratory Call.',
    );
    const moved = toast(page, 'Application moved');
    await expect(moved).toBeVisible();
    // The board went with the card: its new stage is shown, the card in view and focused.
    await expect(stage(page, 'Exploratory Call 2')).toHaveAttribute('aria-current', 'true');
    await expect(stage(page, 'Wishlist 4')).toBeVisible();
    await expect(card(page, 'Delta')).toBeFocused();
    await expect(card(page, 'Delta')).toBeInViewport({ ratio: 1 });
    // Neither the toast nor the sticky switcher covers it.
    expect(await overlap(moved, card(page, 'Delta'))).toBe(false);
    expect(await overlap(stages(page), card(page, 'Delta'))).toBe(false);
  });
});

test.describe('on a laptop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the board and its scrollbar fit in the window; a jump list reaches the columns out of view', async ({
    page,
  }) => {
    await signIn(page, DEMO.email, DEMO.password);
    const board = page.getByRole('region', { name: 'Application board' });
    await expect(column(page, 'job_openings')).toContainText('Wishlist');
    // At the top of the page the whole board, the horizontal scrollbar at its bottom included, is in view.
    await expect
      .poll(async () => {
        const box = (await board.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const last = column(page, 'offer_letter');
    await expect(last).not.toBeInViewport();

    // The columns out of view are said by a fade at the edge and by the jump list, which works by keyboard.
    const frame = board.locator('..');
    await expect(frame).toHaveAttribute('data-more-end', 'true');
    await expect(frame).not.toHaveAttribute('data-more-start');
    await expect(stage(page, /^Wishlist \d+$/)).toHaveAttribute('data-in-view', 'true');
    const jump = stage(page, /^Selected\/Offered \d+$/);
    await expect(jump).not.toHaveAttribute('data-in-view');
    await board.focus();
    await page.keyboard.press('Shift+Tab');
    for (let stop = 0; stop < 20 && !(await jump.evaluate((el) => el === document.activeElement)); stop += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(jump).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(jump).toHaveAttribute('data-in-view', 'true');
    await expect(frame).toHaveAttribute('data-more-start', 'true');
  });
});

test.describe('at 200 % text size', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('columns grow with the text: names wrap to two lines, and show whole on focus', async ({ page }) => {
    const long = 'Extraordinarily Long Company Name of a Design Studio With Offices in Several Cities Worldwide';
    await userWithBoard(page, [
      { company: 'Tabstop Studio', status: 'job_openings', position: 'Senior Product Designer' },
      { company: long, status: 'job_openings' },
    ]);
    // Text zoom: the browser's font size setting, which rem-based sizes follow.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const fits = (name: string) =>
      card(page, name)
        .getByRole('button', { name, exact: true })
        .evaluate(
          (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        );
    // The header stays one compact row (62 px at normal size): only its words grow, so the board keeps
    // the screen. 80 px is one row of doubled text with its padding; two rows would be over 100.
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(80);
    // A short name is shown whole, not cut to a letter or two.
    await expect.poll(() => fits('Tabstop Studio')).toBe(true);
    const position = card(page, 'Tabstop Studio').getByText('Senior Product Designer');
    expect(await position.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);

    // A long name takes two lines (not one cut short), its whole text in its title for a hover...
    const company = card(page, long).getByRole('button', { name: long, exact: true });
    const lines = await company.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.clientHeight / lineHeight);
    });
    expect(lines).toBe(2);
    expect(await fits(long)).toBe(false);
    await expect(company).toHaveAttribute('title', long);
    // ...and shown whole while the card has the keyboard's focus.
    await company.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(company).toBeFocused();
    await expect.poll(() => fits(long)).toBe(true);
  });
});
