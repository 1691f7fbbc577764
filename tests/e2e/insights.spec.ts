import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/pages';
import { accessToken, anonKey, createConfirmedUser, DEMO, EMULATOR_URL, rest, uniqueEmail } from './support/stack';

// Calendar days are counted in the browser's time zone; the seed's dates are whole days before now.
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });

const DAY = 86_400_000;
const daysAgo = (days: number, now: number) => new Date(now - days * DAY).toISOString();

function serviceKey(): string {
  const file = resolve(import.meta.dirname, '../../.data/e2e/keys.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { serviceRoleKey: string }).serviceRoleKey;
}

/**
 * Back-dated rows go in as the service role (as an import or the seed would write them), which may set
 * when a stage was entered; the database's trigger records every stage change in the history either way.
 */
async function asService(path: string, init: RequestInit): Promise<Response> {
  const key = serviceKey();
  const response = await fetch(`${EMULATOR_URL}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: anonKey(), authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

type Moves = [status: string, daysAgo: number][];

async function seedApplication(userId: string, company: string, source: string, moves: Moves, now: number) {
  const [first, ...rest] = moves;
  const created = await asService('job_applications?select=id', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({
      user_id: userId,
      user_name: 'Insights Tester',
      company,
      position: 'Product Designer',
      source,
      status: first![0],
      applied_date: daysAgo(first![1], now),
      last_updated: daysAgo(first![1], now),
      status_changed_at: daysAgo(first![1], now),
    }),
  });
  const [{ id }] = (await created.json()) as [{ id: string }];
  for (const [status, ago] of rest) {
    await asService(`job_applications?id=eq.${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status, status_changed_at: daysAgo(ago, now), last_updated: daysAgo(ago, now) }),
    });
  }
  return id;
}

/**
 * The account, counted by hand (days before today):
 * - Alpha, LinkedIn: Wishlist 20 → Exploratory Call 16 → Portfolio Presentation 10 → Selected/Offered 2
 * - Beta, LinkedIn: Wishlist 18 → Portfolio Presentation 12 (skips the call) → Rejected 5
 * - Gamma, Referral: Wishlist 15 → Exploratory Call 13 → back to Wishlist 11 → Exploratory Call 8
 * - Delta, Company website: Wishlist 40, never answered (outside the last 30 days)
 * - Epsilon, Referral: added by the user today and moved to Exploratory Call today
 * - Zeta, Other: Wishlist 3 → Exploratory Call 1, then deleted by the user
 */
async function seedAccount(email: string, password: string) {
  const token = await accessToken(email, password);
  const me = await fetch(`${EMULATOR_URL}/auth/v1/user`, {
    headers: { apikey: anonKey(), authorization: `Bearer ${token}` },
  });
  const { id: userId } = (await me.json()) as { id: string };
  const now = Date.now();
  await seedApplication(
    userId,
    'Alpha',
    'linkedin',
    [
      ['job_openings', 20],
      ['hr_exploratory_call', 16],
      ['portfolio_presentation', 10],
      ['offer_letter', 2],
    ],
    now,
  );
  await seedApplication(
    userId,
    'Beta',
    'linkedin',
    [
      ['job_openings', 18],
      ['portfolio_presentation', 12],
      ['rejected', 5],
    ],
    now,
  );
  await seedApplication(
    userId,
    'Gamma',
    'referral',
    [
      ['job_openings', 15],
      ['hr_exploratory_call', 13],
      ['job_openings', 11],
      ['hr_exploratory_call', 8],
    ],
    now,
  );
  await seedApplication(userId, 'Delta', 'company_website', [['job_openings', 40]], now);
  const zeta = await seedApplication(
    userId,
    'Zeta',
    'other',
    [
      ['job_openings', 3],
      ['hr_exploratory_call', 1],
    ],
    now,
  );

  // The user's own writes, through the API as the app makes them.
  const added = await rest('job_applications?select=id', token, {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({
      company: 'Epsilon',
      position: 'Product Designer',
      source: 'referral',
      status: 'job_openings',
      user_name: 'Insights Tester',
      user_id: userId,
    }),
  });
  expect(added.status).toBe(201);
  const [{ id: epsilon }] = (await added.json()) as [{ id: string }];
  const moved = await rest(`job_applications?id=eq.${epsilon}`, token, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'hr_exploratory_call', last_updated: new Date().toISOString() }),
  });
  expect(moved.status).toBe(204);
  const deleted = await rest(`job_applications?id=eq.${zeta}`, token, { method: 'DELETE' });
  expect(deleted.status).toBe(204);
}

/** The rows of a chart's table, as text, cell by cell. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/** Where a region and every chart drawn in it begin and end across the page, in CSS pixels. */
async function horizontalExtent(region: Locator): Promise<{ left: number; right: number }> {
  return region.evaluate((element) => {
    const boxes = [element, ...element.querySelectorAll('svg')].map((e) => e.getBoundingClientRect());
    return { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)) };
  });
}

test('the figures of a seeded account match a hand count, for all time and the last 30 days', async ({ page }) => {
  // Seeding through the API and the dev server's first compile of the lazily loaded view take a while.
  test.setTimeout(150_000);
  const email = uniqueEmail('insights');
  await createConfirmedUser(email, 'insights-password');
  await seedAccount(email, 'insights-password');
  await signIn(page, email, 'insights-password');

  await page.getByRole('radiogroup', { name: 'View' }).getByText('Insights').click();
  await expect(page).toHaveURL(/[?&]view=insights/);
  // The dev server compiles the lazily loaded view on its first request: give that time once.
  await expect(page.getByText('Counting all 5 applications on your board.')).toBeVisible({ timeout: 60_000 });

  const funnel = page.getByRole('region', { name: 'How far applications got' });
  await expect(funnel).toContainText('1 of your 5 applications got an offer (Selected/Offered).');
  expect(await tableRows(page, 'How far applications got')).toEqual([
    ['Wishlist', '5', '–'],
    ['Applied', '4', '80%'],
    ['Exploratory Call', '4', '100%'],
    ['Portfolio Presentation', '2', '50%'],
    ['Whiteboarding / Assignment', '1', '50%'],
    ['Product Discussion & Culture Fit', '1', '100%'],
    ['Selected/Offered', '1', '100%'],
  ]);

  // Responses after 4 (Alpha), 6 (Beta), 2 (Gamma) and 0 days (Epsilon); Delta never heard back.
  const responses = page.getByRole('region', { name: 'Responses' });
  await expect(responses).toContainText('4 of your 5 applications got a response (80%), typically after 3 days.');

  // Wishlist: 4, 6, 2 and 3 (Gamma twice), 0; Exploratory Call: 6 and 2; Portfolio Presentation: 8 and 7.
  expect(await tableRows(page, 'Time in each stage')).toEqual([
    ['Wishlist', '3 days', '5'],
    ['Applied', '–', '0'],
    ['Exploratory Call', '4 days', '2'],
    ['Portfolio Presentation', '7.5 days', '2'],
    ['Whiteboarding / Assignment', '–', '0'],
    ['Product Discussion & Culture Fit', '–', '0'],
  ]);
  await expect(page.getByRole('region', { name: 'Time in each stage' })).toContainText(
    'Applications wait longest in Portfolio Presentation: 7.5 days in the middle of 2 stays.',
  );

  expect(await tableRows(page, 'Sources that lead somewhere')).toEqual([
    ['LinkedIn', '2', '2', '1', '100%'],
    ['Referral', '2', '2', '0', '100%'],
    ['Company website', '1', '0', '0', '0%'],
  ]);

  const weeks = await tableRows(page, 'Applications added per week');
  expect(weeks).toHaveLength(12);
  expect(weeks.reduce((sum, [, added]) => sum + Number(added), 0)).toBe(5);
  await expect(page.getByRole('region', { name: 'Applications added per week' })).toContainText(
    'You added 5 applications in the last 12 weeks',
  );

  // The numbers are a table for everyone too, on request.
  await funnel.getByRole('button', { name: 'Show the numbers' }).click();
  await expect(funnel.getByRole('table')).toBeVisible();

  // On a phone: the same figures, each chart within the screen's width.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(funnel).toContainText('1 of your 5 applications got an offer (Selected/Offered).');
  // A chart measures its box when the box changes size (a ResizeObserver) and draws again a frame or more
  // after the resize: wait for each to be drawn at the phone's width rather than read the layout once.
  for (const name of ['How far applications got', 'Responses', 'Applications added per week']) {
    const region = page.getByRole('region', { name });
    await expect(async () => {
      const { left, right } = await horizontalExtent(region);
      expect(left, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(right, `${name} and its chart end within 375 px`).toBeLessThanOrEqual(375);
    }).toPass();
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The last 30 days leave Delta out; reload keeps the view and the period.
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last 30 days').click();
  await expect(page).toHaveURL(/[?&]period=30d/);
  await page.reload();
  await expect(page.getByText('Counting the 4 applications you added in the last 30 days.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Responses' })).toContainText(
    '4 of your 4 applications got a response (100%), typically after 3 days.',
  );
  await expect(page.getByRole('radio', { name: 'Insights' })).toBeChecked();

  // Back returns to the board.
  await page.goBack();
  await expect(page.getByTestId('board-column-job_openings')).toBeVisible();
});

test('opened on Insights, the page asks for the stage history once, while the board is still loading', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const history: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/my_status_history')) history.push(request.method());
  });
  // The board's answer is held until the history has been asked for: the view itself asks only once the
  // board is in, so without the page's own early request the answer is let go after 10 s and this fails.
  let askedWhileHeld = false;
  await page.route('**/rest/v1/rpc/my_board_rows', async (route) => {
    try {
      await expect.poll(() => history.length, { timeout: 10_000 }).toBeGreaterThan(0);
      askedWhileHeld = true;
    } catch {
      // Reported below.
    }
    await route.continue();
  });
  await page.goto('/?view=insights');
  await expect(page.getByText(/^Counting all \d+ applications on your board\./)).toBeVisible({ timeout: 30_000 });
  expect(askedWhileHeld).toBe(true);
  expect(history).toEqual(['POST']);
});

test('an empty account gets a way to start, not a chart of zeros', async ({ page }) => {
  const email = uniqueEmail('insights-empty');
  await createConfirmedUser(email, 'insights-password');
  await signIn(page, email, 'insights-password');
  await page.goto('/?view=insights');
  await expect(page.getByText('Insights grow with your search')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('%')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to the board' }).click();
  await expect(page.getByTestId('board-column-job_openings')).toContainText('No applications in this stage');
});
