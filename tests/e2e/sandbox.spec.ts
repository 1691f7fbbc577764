import { expect, test } from './fixtures';

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
    type SandboxWindow = { jobTrackerSupabase?: { auth: { getSession: unknown } } };
    expect(await page.evaluate(() => typeof (window as SandboxWindow).jobTrackerSupabase?.auth.getSession)).toBe(
      'function',
    );

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
});
