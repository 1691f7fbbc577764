import { E2E_PORTS } from '../../playwright.config';
import { expect, test } from './fixtures';
import { BOARD_LOAD } from './support/pages';
import { createConfirmedUser, uniqueEmail } from './support/stack';

test.describe('the sandbox host', () => {
  test('loads the remote header, keeps one auth client and routes on the client side', async ({ page }) => {
    const analytics: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[analytics] ')) analytics.push(message.text());
    });
    await page.goto('/home');

    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '62px');
    await expect(header.getByRole('link', { name: 'Portfolios' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Job tracker' })).toHaveAttribute('aria-current', 'page');

    // The remote's modules share the host's one Supabase client (a federation singleton).
    // (The sandbox host puts it on window as jobTrackerSupabase, see host-sandbox/src/bootstrap.tsx.)
    // The host's copy of the package answers the client the tracker configured (an unshared copy would
    // have none, and say so).
    type SandboxWindow = { jobTrackerSupabase?: Promise<{ auth: { getSession: unknown } }> };
    expect(
      await page.evaluate(async () => typeof (await (window as SandboxWindow).jobTrackerSupabase)?.auth.getSession),
    ).toBe('function');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // The header reports page views; it loads beside the page, so wait for it before moving on.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Portfolios' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { routeMarker: string }).routeMarker = 'same document'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home is the tracker, which sends a signed-out visitor on to /login: two client-side route changes.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();

    // Every route change reached the host's analytics sink with its path and title.
    expect(analytics).toEqual([
      '[analytics] page_view {"page_path":"/home","page_title":"Track your job search · Job Tracker"}',
      '[analytics] page_view {"page_path":"/no/such/page","page_title":"Page not found · Job Tracker"}',
      '[analytics] page_view {"page_path":"/","page_title":"Dashboard · Job Tracker"}',
      '[analytics] page_view {"page_path":"/login","page_title":"Log in · Job Tracker"}',
    ]);
    expect(await page.evaluate(() => (window as unknown as { routeMarker?: string }).routeMarker)).toBe(
      'same document',
    );
  });

  test("starts fetching the tracker's files for the page while its own code is still loading", async ({ page }) => {
    // The host's code after its entry (React, the router, its app) is held back until the tracker's login
    // module has been asked for: only a host that fetches the tracker's files from its entry, before its
    // own code has run, gets there (a host that waits for its app to render them would wait forever).
    const hostOrigin = `http://localhost:${E2E_PORTS.host}`;
    const remoteOrigin = `http://localhost:${E2E_PORTS.remote}`;
    let trackerAsked!: () => void;
    const asked = new Promise<void>((resolve) => (trackerAsked = resolve));
    const held: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(remoteOrigin) && url.includes('__federation_expose_AuthPages')) trackerAsked();
    });
    await page.route(`${hostOrigin}/static/js/async/**`, async (route) => {
      held.push(route.request().url());
      await asked;
      await route.continue();
    });

    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
    // The hold was real: the host's own code was among the requests held back.
    expect(held.some((url) => url.includes('bootstrap'))).toBe(true);
  });

  test('draws the login form for a signed-out visitor before supabase-js arrives, and logs in once it has', async ({
    page,
  }) => {
    // Every script that holds supabase-js's auth code (its AuthApiError) is held back until the form is on screen: a page
    // that waits for the library before drawing the form would never show it.
    const email = uniqueEmail('before-supabase');
    const password = 'a-long-enough-password';
    await createConfirmedUser(email, password);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('AuthApiError')) {
        held.push(route.request().url());
        await released;
      }
      await route.fulfill({ response, body });
    });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // The library was asked for (as the visitor moved into the form) and is still held: the form did not need it.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
    // The board's own scripts may still be passing through the handler; closing the page under one would drop the
    // response it is reading and fail the test after it passed.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
