import { expect, test } from './fixtures';
import { GOOGLE_ACCOUNT } from './support/google-account';
import { BOARD_LOAD, logOut } from './support/pages';
import { countCodeExchanges } from './support/stack';

interface LayerEvent {
  event: string;
  [key: string]: unknown;
}

test.describe('Google sign-in', () => {
  test('signs in through the OpenID provider, first as a sign-up and then as a log-in', async ({ page }) => {
    // The page's analytics, as a host with a dataLayer would have it.
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    const events = () => page.evaluate(() => (window as unknown as { dataLayer: LayerEvent[] }).dataLayer);
    const exchanges = countCodeExchanges(page);

    for (const [round, expected] of [
      [1, { event: 'sign_up', method: 'google' }],
      [2, { event: 'login', method: 'google' }],
    ] as const) {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login with Google' }).click();

      // The provider's own pages: its login the first time (it remembers the person after), then the
      // consent that prompt=consent always asks for.
      if (round === 1) {
        await page.locator('input[name="login"]').fill(GOOGLE_ACCOUNT.sub);
        await page.locator('input[name="password"]').fill('any');
        await page.locator('button[type="submit"]').click();
      }
      await page.getByRole('button', { name: 'Continue' }).click();

      // Back on /login with the session, the tracker takes over.
      await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
      const avatar = page.getByRole('button', { name: `Account menu for ${GOOGLE_ACCOUNT.name}` });
      await expect(avatar.getByRole('img')).toHaveAttribute('src', GOOGLE_ACCOUNT.picture);
      expect(await events(), `round ${round}`).toContainEqual(expected);
      // The provider's answer came back as a PKCE code, exchanged once.
      expect(exchanges(), `round ${round}`).toBe(round);
      await logOut(page, GOOGLE_ACCOUNT.name);
    }
  });
});
