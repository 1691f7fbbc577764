import { expect, test } from './fixtures';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('deleting one’s account', () => {
  // The server no longer knows the deleted user: Chromium logs the sign-out's 403 and, later, the failed
  // log-in's 400, and the app logs the failed log-in.
  test.use({ allowedConsole: /status of 403|status of 400|Login failed/ });

  test('a new user adds an application, deletes the account from the avatar menu, and cannot log in again', async ({
    page,
  }) => {
    const email = uniqueEmail('leaver');
    const password = 'leaving-password';
    const name = email.split('@')[0]!;
    await createConfirmedUser(email, password);
    const oldToken = await accessToken(email, password);
    await signIn(page, email, password);

    await page.getByRole('button', { name: 'Add new application' }).click();
    const add = page.getByRole('dialog', { name: 'Add new application' });
    await add.getByLabel('Company').fill('Linear');
    await add.getByLabel('Position').fill('Product Designer');
    await add.getByRole('button', { name: 'Add application' }).click();
    await expect(toast(page, 'Application added')).toBeVisible();
    const before = (await (await rest('job_applications?select=id', oldToken)).json()) as unknown[];
    expect(before).toHaveLength(1);

    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    const input = dialog.getByLabel('Type your e-mail to confirm');
    await expect(input).toBeFocused();
    await input.fill('someone.else@studio.test');
    await expect(confirm).toBeDisabled();
    await input.fill(email.toUpperCase());
    await expect(confirm).toBeEnabled();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Account deleted')).toContainText('Your account and all your data have been deleted.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('job-tracker-auth'))),
    ).toEqual([]);

    // The old token reaches nothing any more, and the old password opens nothing.
    const after = await rest('job_applications?select=id', oldToken);
    expect(await after.json()).toEqual([]);
    await expect(accessToken(email, password)).rejects.toThrow('login failed: 400');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/login$/);
  });
});
