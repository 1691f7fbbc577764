import type { Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../scripts/lib/content-security-policy';
import { expect, test } from './fixtures';
import { BOARD_LOAD } from './support/pages';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { loadedCopies } from './support/federation';
import { NEXT_HOST_URL } from './support/next-host';
import { PRODUCTION_REMOTE_URL } from './support/production-hosts';
import { accessToken, createConfirmedUser, EMULATOR_URL, rest, uniqueEmail } from './support/stack';

// The Next.js host (host-next/: App Router, Turbopack, `next build` and `next start`), which mounts the
// remote's production build under /jobs through Module Federation's runtime API and the host-kit, and sends
// a Content-Security-Policy with a fresh script nonce on every page (host-next/proxy.ts).

test.use({ baseURL: NEXT_HOST_URL, viewport: { width: 1440, height: 900 } });

const PASSWORD = 'next-host-password';
const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });
const siteNav = (page: Page) => page.getByRole('navigation', { name: 'Site' });

async function userWithApplication(company: string) {
  const email = uniqueEmail('next-host');
  await createConfirmedUser(email, PASSWORD);
  const token = await accessToken(email, PASSWORD);
  const created = await rest('job_applications', token, {
    method: 'POST',
    body: JSON.stringify({ company, position: 'Product Designer', user_name: email }),
  });
  expect(created.status).toBe(201);
  return { email, token };
}

async function logIn(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** What the browser blocked under the page's policy, and anything React said about hydration. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydration.push(`console.${message.type()}: ${message.text()}`);
  });
  return {
    hydration,
    violations: () => page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations),
  };
}

test('/jobs renders on the server: the site around the tracker loading, a fresh nonce on each response', async ({
  request,
}) => {
  const first = await request.get('/jobs/login');
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain('<nav aria-label="Site">');
  expect(html).toContain('Loading the job tracker…');
  expect(html).toContain('<footer class="site-footer">');

  // The README's policy (our builder's), with this response's nonce in script-src, and Next's inline and
  // bootstrap scripts carrying it.
  const policy = first.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toBe(contentSecurityPolicy({ remote: PRODUCTION_REMOTE_URL, supabase: EMULATOR_URL, nonce }));
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(1);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

  const second = await request.get('/jobs/login');
  expect(second.status()).toBe(200);
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('signs in and shows the board with one React and router, a move persists, no warning or violation', async ({
  page,
}) => {
  const { email, token } = await userWithApplication('Next Alpha');
  const watch = await watchPage(page);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });

  await page.goto('/jobs');
  await expect(page).toHaveURL(`${NEXT_HOST_URL}/jobs/login`);
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/jobs/signup');
  await logIn(page, email);
  await expect(card(page, 'Next Alpha')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/?$/);

  // The page's one React (Next's own), ReactDOM and React Router serve the tracker too.
  for (const pkg of ['react', 'react-dom', 'react-router']) {
    const copies = await loadedCopies(page, pkg);
    expect(copies, pkg).toHaveLength(1);
    expect(copies[0]!.copy, pkg).toMatch(/ from host$/);
    expect(copies[0]!.usedBy, pkg).toEqual(['job_tracker']);
  }

  await card(page, 'Next Alpha').getByRole('button', { name: 'Actions for Next Alpha' }).click();
  await page.getByRole('menuitem', { name: 'Portfolio Presentation' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Application moved' })).toBeVisible();
  const rows = (await (await rest('job_applications?select=company,status', token)).json()) as { status: string }[];
  expect(rows).toEqual([{ company: 'Next Alpha', status: 'portfolio_presentation' }]);
  // A second server render of /jobs, signed in this time, hydrates as cleanly as the first.
  await page.reload();
  await expect(page.getByTestId('board-column-portfolio_presentation')).toContainText('Next Alpha', BOARD_LOAD);

  // The site's own page keeps the site's look: no global CSS from the tracker.
  await siteNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Next host home' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('Georgia, serif');

  // Inter is the tracker's and comes once, from the tracker's server; the site fetches no font of its own.
  expect([...new Set(fonts)]).toEqual([
    expect.stringMatching(new RegExp(`^${PRODUCTION_REMOTE_URL}/static/font/inter-latin-wght-normal\\.\\w+\\.woff2$`)),
  ]);
  expect(await watch.violations(), 'Content-Security-Policy violations').toEqual([]);
  expect(watch.hydration, 'hydration warnings').toEqual([]);
});

test("back and forward move between the site's pages and the tracker's", async ({ page }) => {
  const { email } = await userWithApplication('Next Beta');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Next host home' })).toBeVisible();
  await siteNav(page).getByRole('link', { name: 'Jobs' }).click();
  await logIn(page, email);
  await expect(card(page, 'Next Beta')).toBeVisible();

  await siteNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About this site' })).toBeVisible();
  await page.goBack();
  await expect(card(page, 'Next Beta')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/?$/);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'About this site' })).toBeVisible();
  await page.goBack();
  await expect(card(page, 'Next Beta')).toBeVisible();
  // Within the tracker, its own router: the table, back to the board, forward to the table.
  const table = page.getByRole('table', { name: 'Applications' });
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
  await expect(page).toHaveURL(/\/jobs\/?\?view=table$/);
  await expect(table).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\/?$/);
  await expect(card(page, 'Next Beta')).toBeVisible();
  await page.goForward();
  await expect(table).toBeVisible();
  // The site's link to /jobs from the table: the tracker follows the address Next navigated to.
  await siteNav(page).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(`${NEXT_HOST_URL}/jobs`);
  await expect(card(page, 'Next Beta')).toBeVisible();
  await expect(table).toHaveCount(0);
  await page.goBack();
  await expect(table).toBeVisible();
});

test.describe('with the remote out', () => {
  test.use({
    allowedConsole:
      /could not be loaded|Failed to load resource|net::ERR_|RUNTIME-00\d|did not answer|Loading (CSS )?chunk \S+ failed/,
  });

  let proxy: FaultProxy;
  test.beforeEach(async ({ page }) => {
    proxy = await startFaultProxy(PRODUCTION_REMOTE_URL.replace('localhost', '127.0.0.1'));
    await page.route(`${PRODUCTION_REMOTE_URL}/**`, (route) =>
      route.continue({ url: route.request().url().replace(PRODUCTION_REMOTE_URL, proxy.url) }),
    );
  });
  test.afterEach(() => proxy.close());

  test("down before load: the site's frame stays, the tracker's place falls back, Retry brings it", async ({
    page,
  }) => {
    await proxy.down();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Next host home' })).toBeVisible();
    await siteNav(page).getByRole('link', { name: 'Jobs' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'Job tracker unavailable' });
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await expect(siteNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').filter({ hasText: 'a site of its own' })).toContainText('Showcase');

    await siteNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'About this site' })).toBeVisible();
    await page.goBack();
    await expect(fallback).toBeVisible();
    await proxy.up();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
    await expect(page).toHaveURL(`${NEXT_HOST_URL}/jobs/login`);
    await expect(fallback).toHaveCount(0);
  });

  test('gone mid-session: a view that cannot load fails inside the tracker, and Retry brings it', async ({ page }) => {
    const { email } = await userWithApplication('Next Mid Session');
    await page.goto('/jobs/login');
    await logIn(page, email);
    await expect(card(page, 'Next Mid Session')).toBeVisible();
    // The board's own code has all arrived (its dialogs load beside it).
    await page.waitForLoadState('networkidle');

    // The board is open; the tracker's server stops. Insights' code loads only now, and cannot.
    await proxy.down();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Insights').click();
    const failed = page.getByRole('alert').filter({ hasText: 'Insights could not be loaded' });
    await expect(failed).toBeVisible();
    // Only that view: the tracker's page around it and the site's header and footer stay.
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible();
    await expect(siteNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').filter({ hasText: 'a site of its own' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Job tracker unavailable' })).toHaveCount(0);

    await proxy.up();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText(/How far applications got|Early days|Insights grow with your search/).first(),
    ).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\/?\?view=insights/);
  });
});
