import { expect, test } from './fixtures';

test.describe('the sandbox host', () => {
  test('loads the remote header, keeps one auth client and routes on the client side', async ({ page }) => {
    await page.goto('/home');

    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '62px');
    await expect(header.getByRole('link', { name: 'Portfolios' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Job tracker' })).toHaveAttribute('aria-current', 'page');

    // The remote's modules share the host's one Supabase client (a federation singleton).
    expect(await page.evaluate(() => typeof window.jobTrackerSupabase?.auth.getSession)).toBe('function');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { routeMarker: string }).routeMarker = 'same document'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home is the tracker, which sends a signed-out visitor on to /login: two client-side route changes.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { routeMarker?: string }).routeMarker)).toBe(
      'same document',
    );
  });
});
