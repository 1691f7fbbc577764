import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/pages';
import { accessToken, adminCreateUser, rest, uniqueEmail } from './support/stack';

// A month of a real search: 88 applications at 20 companies the showcase knows (their cards carry
// designers and case studies) and 8 it does not, in ten stages, a tenth with a follow-up due. What the
// window shows of it before any scroll, on a laptop and on a phone.

const SHOWCASE = [
  'Airbnb',
  'Notion',
  'Canva',
  'Stripe',
  'Microsoft',
  'Figma',
  'Atlassian',
  'Netflix',
  'Spotify',
  'Slack',
];
const MORE = [
  'Shopify',
  'Pinterest',
  'Google',
  'Goldman Sachs',
  'Linear',
  'Dropbox',
  'Adobe',
  'Uber',
  'Duolingo',
  'Apple',
];
const UNKNOWN = [
  'Brightwave Studio',
  'Kiln & Co',
  'Northfold',
  'Parcel Labs',
  'Tandem Health',
  'Quill',
  'Orbit Ltd',
  'Mosaic',
];
const POSITIONS = ['Product Designer', 'Senior Product Designer, Payments', 'UX Designer', 'Design Systems Lead'];
const SOURCES = ['linkedin', 'referral', 'company_website', 'dribbble', 'recruiter'];
const STAGES: [string, number][] = [
  ['job_openings', 26],
  ['applied', 22],
  ['hr_exploratory_call', 10],
  ['hr_screen', 8],
  ['portfolio', 6],
  ['portfolio_presentation', 4],
  ['whiteboarding_assignment', 3],
  ['product_discussion_culture_fit', 2],
  ['rejected', 6],
  ['offer_letter', 1],
];

async function aMonthOfApplications(page: Page) {
  const email = uniqueEmail('month');
  await adminCreateUser({
    email,
    password: 'month-password',
    email_confirm: true,
    user_metadata: { full_name: 'Maya Lindqvist', name_chosen: true },
  });
  const token = await accessToken(email, 'month-password');
  const companies = [...SHOWCASE, ...MORE, ...UNKNOWN];
  const today = new Date().toISOString().slice(0, 10);
  const rows = STAGES.flatMap(([status, count]) => Array.from({ length: count }, () => status)).map((status, i) => ({
    company: companies[i % companies.length],
    position: POSITIONS[i % POSITIONS.length],
    source: SOURCES[i % SOURCES.length],
    status,
    follow_up_on: i % 10 === 3 ? today : null,
    last_updated: new Date(Date.now() - i * 7 * 3_600_000).toISOString(),
  }));
  expect(rows).toHaveLength(88);
  expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
  await signIn(page, email, 'month-password');
}

/** For each column, how many of its cards the window shows whole, the page not scrolled. */
async function wholeCardsPerColumn(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const column of document.querySelectorAll<HTMLElement>('[data-testid^="board-column-"]')) {
      const box = column.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth) continue;
      const scroller = column.querySelector<HTMLElement>('[data-testid^="column-scroller-"]')!.getBoundingClientRect();
      const whole = [...column.querySelectorAll('[data-testid^="application-card-"]')].filter((card) => {
        const { top, bottom } = card.getBoundingClientRect();
        return top >= scroller.top && bottom <= Math.min(scroller.bottom, window.innerHeight);
      });
      counts[column.dataset.testid!.replace('board-column-', '')] = whole.length;
    }
    return counts;
  });
}

test.describe('on a laptop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every column in view shows at least five whole cards before any scroll', async ({ page }) => {
    await aMonthOfApplications(page);
    await expect(page.getByTestId('board-column-job_openings').getByRole('heading')).toHaveText('Wishlist (26)');
    // A laptop's window: Up next folded to its line (9 items), the board first.
    await expect(page.getByRole('button', { name: 'Up next' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Up next' })).toContainText('9 items due or coming up');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The four columns in view, each with five cards or more: the one that shows the fewest whole.
    const fewest = async () => {
      const counts = await wholeCardsPerColumn(page);
      return Math.min(...['job_openings', 'applied', 'hr_exploratory_call', 'hr_screen'].map((s) => counts[s] ?? 0));
    };
    await expect.poll(fewest).toBeGreaterThanOrEqual(5);
    await page.screenshot({ path: test.info().outputPath('month-1440.png') });
  });
});

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the first card is on the first screen; the stage switcher stays', async ({ page }) => {
    await aMonthOfApplications(page);
    const first = page.getByTestId('board-column-job_openings').locator('[data-testid^="application-card-"]').first();
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: /stages/i })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('month-375.png') });
  });
});
