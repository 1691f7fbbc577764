import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/pages';
import { accessToken, createConfirmedUser, latestMail, rest, runJob, uniqueEmail } from './support/stack';

/**
 * An Etc/GMT zone where it is now between 09:00 and 20:59, so the morning e-mail is due and today is stable.
 * UTC itself is named UTC: Chromium reports a page in Etc/GMT as in UTC, and the dialog says the zone the
 * browser reports (this test failed whenever it ran between 09:00 and 09:59 UTC).
 */
function morningZone(): string {
  const utcHour = new Date().getUTCHours();
  for (let offset = -12; offset <= 14; offset += 1) {
    const hour = (((utcHour + offset) % 24) + 24) % 24;
    if (hour >= 9 && hour <= 20) return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  }
  throw new Error('No zone is in its morning.');
}

const zone = morningZone();
test.use({ timezoneId: zone });

async function userWithFollowUpDue() {
  const email = uniqueEmail('morning');
  await createConfirmedUser(email, 'morning-password');
  const token = await accessToken(email, 'morning-password');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const created = await rest('job_applications', token, {
    method: 'POST',
    body: JSON.stringify({ company: 'Follow Co', position: 'Product Designer', follow_up_on: today }),
  });
  expect(created.status).toBe(201);
  return email;
}

async function openMorningEmail(page: Page, email: string) {
  await page.getByRole('button', { name: `Account menu for ${email.split('@')[0]}` }).click();
  await page.getByRole('menuitem', { name: 'Morning e-mail' }).click();
  return page.getByRole('dialog', { name: 'Morning e-mail' });
}

test('opting in from the account menu brings the morning e-mail, whose link opts out', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = await userWithFollowUpDue();
  await signIn(page, email, 'morning-password');
  const dialog = await openMorningEmail(page, email);
  const toggle = dialog.getByRole('switch', { name: 'Send me the morning e-mail' });
  await expect(toggle).not.toBeChecked();
  await expect(dialog.getByText(`After 07:00 in ${zone}, to ${email}.`)).toBeVisible();
  // By keyboard: the switch takes focus and Space turns it on.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Morning e-mail on')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('morning-email-1440.png') });

  const job = await runJob('morning-email');
  expect(job.status).toBe(200);
  const mail = await latestMail(email, /^Your job search today: 1 follow-up due$/);
  expect(mail.text).toContain('- Follow Co (Product Designer), today');
  const unsubscribe = /<(.+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!;
  expect((await fetch(unsubscribe)).status).toBe(200);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  const again = await openMorningEmail(page, email);
  await expect(again.getByRole('switch', { name: 'Send me the morning e-mail' })).not.toBeChecked();
});

test('the morning e-mail dialog works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = await userWithFollowUpDue();
  await signIn(page, email, 'morning-password');
  const dialog = await openMorningEmail(page, email);
  const toggle = dialog.getByRole('switch', { name: 'Send me the morning e-mail' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('morning-email-375.png') });
});
