import { expect, test } from './fixtures';
import { BOARD_LOAD, signIn, toast } from './support/pages';
import { createConfirmedUser, uniqueEmail } from './support/stack';

// A new account knows only its e-mail address: the greeting asks for a name rather than greet the handle.

test('the greeting asks for a name when none is set, and uses the one saved to the profile', async ({ page }) => {
  const email = uniqueEmail('nameless');
  const handle = email.split('@')[0]!;
  await createConfirmedUser(email, 'nameless-password');
  await signIn(page, email, 'nameless-password');

  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toHaveText(/^Good (Morning|Afternoon|Evening) \S+$/);
  await expect(greeting).not.toContainText(handle, { ignoreCase: true });
  const name = page.getByRole('textbox', { name: 'What should we call you?' });

  // Nothing typed: a clear message, nothing saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the name you would like to be greeted by.')).toBeVisible();

  await name.fill('ada lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expect(greeting).toHaveText(/^Good (Morning|Afternoon|Evening) .+ Ada Lovelace$/);
  await expect(name).toHaveCount(0);

  // Saved to the profile: a new session greets the same way.
  await page.reload();
  await expect(greeting).toHaveText(/ Ada Lovelace$/, BOARD_LOAD);
  await expect(name).toHaveCount(0);
});
