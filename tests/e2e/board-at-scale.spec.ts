import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectDraggable, logIn, openCardActions, toast } from './support/pages';
import { accessToken, createConfirmedUser, EMULATOR_URL, rest, uniqueEmail } from './support/stack';

// A board past one page of the server's answer (1,000 rows): every application loads, and the columns
// render only the cards near their viewport while moves, focus and drops keep working.

test.use({ viewport: { width: 1440, height: 900 } });

const WISHLIST = 1500;
const CALLS = 600;
const name = (i: number) => `Scale ${String(i).padStart(4, '0')}`;

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const cards = (page: Page) => page.locator('[data-testid^="application-card-"]');
const card = (page: Page, company: string) => cards(page).filter({ hasText: company });
const scrollColumn = (page: Page, status: string, to: 'top' | 'bottom') =>
  page
    .getByTestId(`column-scroller-${status}`)
    .evaluate((element, where) => element.scrollTo({ top: where === 'top' ? 0 : element.scrollHeight }), to);

async function userWithLargeBoard(page: Page, wishlist = WISHLIST, calls = CALLS) {
  const email = uniqueEmail('scale');
  await createConfirmedUser(email, 'scale-password');
  const token = await accessToken(email, 'scale-password');
  // Most recently moved first within a column: Scale 0000 tops the Wishlist, Scale 1500 Exploratory Call.
  const base = Date.now() - 10_000_000;
  const rows = Array.from({ length: wishlist + calls }, (_, i) => ({
    company: name(i),
    position: 'Designer',
    status: i < wishlist ? 'job_openings' : 'hr_exploratory_call',
    last_updated: new Date(base - i * 1000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    const response = await rest('job_applications', token, {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + 1000)),
    });
    expect(response.status).toBe(201);
  }
  await logIn(page, email, 'scale-password');
}

test('every application of a board past one page loads; a column renders only the cards near its view', async ({
  page,
}) => {
  await userWithLargeBoard(page);
  const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(stat('Total Applications')).toHaveText(String(WISHLIST + CALLS));
  await expect(column(page, 'job_openings').getByRole('heading')).toHaveText(`Wishlist (${WISHLIST})`);
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText(`Exploratory Call (${CALLS})`);
  await expect(cards(page).first()).toContainText(name(0));
  expect(await cards(page).count()).toBeLessThan(60);

  // The last card of the long column is there when scrolled to, from the second page of the answer.
  await scrollColumn(page, 'job_openings', 'bottom');
  await expect(card(page, name(WISHLIST - 1))).toBeVisible();
  expect(await cards(page).count()).toBeLessThan(60);
  // The rendered cards follow each other as the measured heights place them: no overlap, no gap.
  const boxes = await column(page, 'job_openings')
    .locator('[data-testid^="application-card-"]')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.parentElement!.getBoundingClientRect())
        .sort((a, b) => a.top - b.top)
        .map(({ top, bottom }) => ({ top: Math.round(top), bottom: Math.round(bottom) })),
    );
  expect(boxes.length).toBeGreaterThan(3);
  for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.top, `card ${i}'s top`).toBe(boxes[i - 1]!.bottom);

  // Search runs over every application, not only the rendered ones.
  await page.getByRole('textbox', { name: 'Search' }).fill(name(1999));
  await expect(cards(page)).toHaveCount(1);
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText('Exploratory Call (1)');
});

test('a board of 5,000 applications loads in at most three requests', async ({ page }) => {
  // 5,000 companies, one per application: the showcase's insights for all of them still come in one request.
  await userWithLargeBoard(page, 4000, 1000);
  // Counted from a fresh load of the board: the page left first, so none of its requests are counted.
  const board = page.url();
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${EMULATOR_URL}/rest/v1/`)) reads.push(new URL(request.url()).pathname);
  });
  await page.goto(board);
  await expect(column(page, 'job_openings').getByRole('heading')).toHaveText('Wishlist (4000)', { timeout: 30_000 });
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText('Exploratory Call (1000)');
  await page.waitForLoadState('networkidle');
  // The stages and all 5,000 applications in one answer, then the events and the showcase's insights.
  expect(reads.filter((path) => path === '/rest/v1/rpc/my_board_rows')).toHaveLength(1);
  expect(reads.filter((path) => path === '/rest/v1/rpc/company_insights_for')).toHaveLength(1);
  expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(3);
});

test('a keyboard move from the bottom of a long column: focus follows the card to a scrolled column', async ({
  page,
}) => {
  await userWithLargeBoard(page);
  await scrollColumn(page, 'job_openings', 'bottom');
  // The target column is scrolled away from its top, where the moved card lands.
  await scrollColumn(page, 'hr_exploratory_call', 'bottom');
  const last = name(WISHLIST - 1);
  await openCardActions(card(page, last), last);
  await page.getByRole('menuitem', { name: 'Exploratory Call', exact: true }).focus();
  await page.keyboard.press('Enter');

  const moved = column(page, 'hr_exploratory_call').locator('[data-testid^="application-card-"]', { hasText: last });
  await expect(moved).toBeFocused();
  await expect(moved).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: `Moved ${last}` })).toHaveText(
    `Moved ${last} - Designer to Exploratory Call.`,
  );
  await expect(column(page, 'job_openings').getByRole('heading')).toHaveText(`Wishlist (${WISHLIST - 1})`);
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText(`Exploratory Call (${CALLS + 1})`);
});

test('a dragged card that scrolls out of its column still drops where it is released', async ({ page }) => {
  await userWithLargeBoard(page);
  const first = name(0);
  await expectDraggable(card(page, first));
  const source = (await card(page, first).boundingBox())!;
  const target = (await column(page, 'portfolio_presentation').boundingBox())!;
  await page.mouse.move(source.x + 40, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + 50, source.y + 30, { steps: 3 });
  // While it is dragged, its column scrolls far away from it (as a wheel or the auto-scroll would).
  await scrollColumn(page, 'job_openings', 'bottom');
  await expect(card(page, name(WISHLIST - 1))).toBeVisible();
  await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 5 });
  await page.mouse.up();

  await expect(column(page, 'portfolio_presentation')).toContainText(first);
  await expect(column(page, 'portfolio_presentation').getByRole('heading')).toHaveText('Portfolio Presentation (1)');
  await expect(toast(page, 'Application moved')).toContainText('Application status updated to Portfolio Presentation');
  await expect(card(page, first)).not.toHaveAttribute('data-dragging');
  await scrollColumn(page, 'job_openings', 'top');
  await expect(column(page, 'job_openings').getByRole('heading')).toHaveText(`Wishlist (${WISHLIST - 1})`);
  await expect(cards(page).first()).toContainText(name(1));
});
