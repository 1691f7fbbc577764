import { expect, test } from './fixtures';
import {
  countCodeExchanges,
  createConfirmedUser,
  createUnconfirmedUser,
  EMULATOR_URL,
  latestMail,
  passwordSession,
  uniqueEmail,
} from './support/stack';
import { BOARD_LOAD, logIn, logOut, submitLogIn, toast } from './support/pages';

// A failed log-in logs its error, and Chromium logs the 400 of the token request.
const loginFailureConsole = /Login failed|status of 400/;

test.describe('signing up, in and out', () => {
  test('sign up, confirm from the dev mailbox, log in, see the name, log out', async ({ page }) => {
    const exchanges = countCodeExchanges(page);
    const email = uniqueEmail('ada');
    await page.goto('/signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page, 'Account created')).toContainText(
      'Your account has been created successfully. Please check your email to verify your account.',
    );
    await expect(page).toHaveURL(/\/login$/);

    // The e-mail, opened in the dev mailbox as a person would.
    await latestMail(email, /confirm/i);
    await page.goto(`${EMULATOR_URL}/_dev/mailbox`);
    const message = page.locator('article, li, section').filter({ hasText: email }).first();
    await message.getByRole('link').first().click();

    // The link confirms the address and signs the new user in, with a PKCE code exchanged once.
    const name = email.split('@')[0]!;
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
    expect(exchanges()).toBe(1);
    await logOut(page, name);
    await expect(page).toHaveURL(/\/login$/);

    // The toast is said as the log-in succeeds and closes after 8 s: it is read before the board has
    // loaded, which on a busy machine can take longer than that.
    await submitLogIn(page, email, 'first-password');
    await expect(toast(page, 'Login successful')).toContainText("You've been logged in successfully");
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    // The name heads the menu as its label, not as an item; the account's items and Logout follow it.
    const menu = page.getByRole('menu');
    await expect(menu.locator('.mantine-Menu-label')).toHaveText(name);
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await logOut(page, name);
    expect(await page.evaluate(() => window.localStorage.getItem('job-tracker:user'))).toBeNull();
  });

  test.describe('before confirming the address', () => {
    test.use({ allowedConsole: loginFailureConsole });
    test('a log-in offers the confirmation e-mail again, and it arrives', async ({ page }) => {
      const email = uniqueEmail('unconfirmed');
      await createUnconfirmedUser(email, 'unconfirmed-password');
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('unconfirmed-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(toast(page, 'Login failed')).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'Confirm your email address first' });
      await expect(notice).toContainText(`We sent a link to ${email}`);
      await notice.getByRole('button', { name: 'Resend confirmation email' }).click();
      await expect(toast(page, 'Confirmation email sent')).toContainText(`Check ${email} for the link`);
      const mail = await latestMail(email, /confirm/i);
      expect(mail.links[0]).toContain('/auth/v1/verify');
    });
  });

  test('signing up with an address that has an account does not say an account was created', async ({ page }) => {
    const email = uniqueEmail('again');
    await createConfirmedUser(email, 'first-password');
    await page.goto('/signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Check your email')).toContainText('If you already have an account, log in');
    await expect(toast(page, 'Account created')).toHaveCount(0);
  });

  test.describe('with a wrong password', () => {
    test.use({ allowedConsole: loginFailureConsole });
    test("says 'Login failed' and stays on /login", async ({ page }) => {
      const email = uniqueEmail('grace');
      await createConfirmedUser(email, 'right-password');
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(toast(page, 'Login failed')).toContainText('Invalid login credentials');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('resets a forgotten password from the e-mailed link', async ({ page }) => {
    const exchanges = countCodeExchanges(page);
    const email = uniqueEmail('hedy');
    await createConfirmedUser(email, 'old-password');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Password reset email sent')).toContainText('Check your email for a password reset link');

    const mail = await latestMail(email, /reset/i);
    await page.goto(mail.links[0]!);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
    expect(exchanges()).toBe(1);
    await page.getByLabel('New Password', { exact: true }).fill('new-password');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);

    const name = email.split('@')[0]!;
    await logOut(page, name);
    await logIn(page, email, 'new-password');
  });

  test("a session in a link's fragment does not sign the visitor in (login CSRF)", async ({ page }) => {
    // The attacker's own account and session, handed to the victim in a link.
    const attacker = uniqueEmail('mallory');
    await createConfirmedUser(attacker, 'attacker-password');
    const session = await passwordSession(attacker, 'attacker-password');
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'signup',
    });
    await page.goto(`/login#${fragment.toString()}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('job-tracker-auth'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeHidden();
  });

  test('sends signed-out visitors from / to /login without a history entry', async ({ page }) => {
    await page.goto('/home');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('public pages', () => {
  test('the 404 page logs the path and links home', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the terms have 22 numbered sections and the privacy notice 9, each with a way back to log in', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(22);
    await expect(page.getByRole('heading', { name: '3. User representations' })).toBeVisible();
    await expect(page.getByText(/13 years/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).first().click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Back to Login' }).first()).toHaveAttribute('href', '/login');
  });

  test.describe('at 375 px wide', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the mobile menu holds the same links and its job tracker entry goes to /jobtracker', async ({ page }) => {
      await page.goto('/home');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([
        'Portfolios',
        'Case studies',
        'Job tracker',
        'Submit Portfolio',
      ]);
      await expect(menu.getByRole('link', { name: 'Job tracker' })).toHaveAttribute('href', '/jobtracker');
      await menu.getByRole('link', { name: 'Job tracker' }).click();
      // /jobtracker is the tracker; signed out, it leads to /login.
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
