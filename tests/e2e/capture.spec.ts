import type { Page } from '@playwright/test';
import { startJobPageServer, type JobPageServer } from '../../emulator/src/testing/job-page-server';
import { expect, test } from './fixtures';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

// The job sites cannot be reached from here: pages in their shapes come from a loopback server, which the
// end-to-end emulator's CAPTURE_ALLOWED_HOSTS lets the capture-posting function read.
let pages: JobPageServer;
test.beforeAll(async () => {
  pages = await startJobPageServer();
});
test.afterAll(async () => {
  await pages?.close();
});

async function openAddDialog(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createConfirmedUser(email, 'capture-password');
  await signIn(page, email, 'capture-password');
  await page.getByRole('button', { name: 'Add new application' }).click();
  return { email, dialog: page.getByRole('dialog', { name: 'Add new application' }) };
}

test.describe('reading a posting in the Add dialog', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('fills the form from a job link, shows it pending, and saves what the user checked', async ({ page }) => {
    const { email, dialog } = await openAddDialog(page, 'capture');
    const link = `${pages.url}/slow/ashby?ms=1200`;
    await dialog.getByLabel("Paste a job link or the posting's text").fill(link);
    const read = dialog.getByRole('button', { name: 'Read posting' });
    await read.click();
    await expect(read).toHaveAttribute('data-loading', 'true');
    await expect(dialog.getByRole('status')).toContainText('Filled from the posting (Remote)');
    await expect(read).not.toHaveAttribute('data-loading');

    await expect(dialog.getByLabel('Company')).toHaveValue('Quillwork');
    await expect(dialog.getByLabel('Position')).toHaveValue('Lead UX Researcher');
    await expect(dialog.getByLabel('Source Link')).toHaveValue(link);
    await expect(dialog.getByLabel('Location')).toHaveValue('Remote (United States)');
    await expect(dialog.getByRole('combobox', { name: 'Work mode' })).toHaveValue('Remote');
    await expect(dialog.getByLabel('Salary from')).toHaveValue('150,000');
    await expect(dialog.getByLabel('Salary to')).toHaveValue('185,000');
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    await expect(dialog.getByLabel('Job description')).toHaveValue(/^Quillwork makes writing software for teams\./);
    await page.screenshot({ path: test.info().outputPath('capture-1440.png') });

    // The user corrects what they checked, then adds it.
    await dialog.getByLabel('Position').fill('Lead UX Researcher (Platform)');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect(toast(page, 'Application added')).toContainText('Quillwork - Lead UX Researcher (Platform)');

    const token = await accessToken(email, 'capture-password');
    const rows = (await (
      await rest(
        'job_applications?select=company,position,source_url,location,work_mode,salary_min,salary_max,salary_currency,salary_period,job_description',
        token,
      )
    ).json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        company: 'Quillwork',
        position: 'Lead UX Researcher (Platform)',
        source_url: link,
        location: 'Remote (United States)',
        work_mode: 'remote',
        salary_min: 150000,
        salary_max: 185000,
        salary_currency: 'USD',
        salary_period: 'year',
        job_description:
          'Quillwork makes writing software for teams.\n\nWhat you will do\n\n• Plan and run studies\n• Coach designers on research',
      },
    ]);
  });

  test('keeps an hourly rate as an hourly rate, and shows it so in the details', async ({ page }) => {
    const { email, dialog } = await openAddDialog(page, 'capture-hourly');
    await dialog.getByLabel("Paste a job link or the posting's text").fill(`${pages.url}/linkedin`);
    await dialog.getByRole('button', { name: 'Read posting' }).click();
    await expect(dialog.getByRole('status')).toContainText('Filled from the posting');
    await expect(dialog.getByLabel('Salary from')).toHaveValue('55');
    await expect(dialog.getByLabel('Salary to')).toHaveValue('70');
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    await expect(dialog.getByRole('combobox', { name: 'Paid' })).toHaveValue('Per hour');
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expect(toast(page, 'Application added')).toBeVisible();

    const token = await accessToken(email, 'capture-password');
    const rows = (await (
      await rest('job_applications?select=salary_min,salary_max,salary_currency,salary_period', token)
    ).json()) as Record<string, unknown>[];
    expect(rows).toEqual([{ salary_min: 55, salary_max: 70, salary_currency: 'CAD', salary_period: 'hour' }]);

    await page.getByRole('button', { name: 'Orchard & Vine', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Orchard & Vine/ })).toContainText('CA$55 – CA$70 an hour');
  });

  test.describe('errors', () => {
    test.use({ allowedConsole: /status of 422/ });

    test('says why a private address cannot be read, and leaves the form as it was', async ({ page }) => {
      const { dialog } = await openAddDialog(page, 'capture-refused');
      await dialog.getByLabel('Company').fill('Typed by hand');
      await dialog.getByLabel("Paste a job link or the posting's text").fill(`http://localhost:${pages.port}/ashby`);
      await dialog.getByRole('button', { name: 'Read posting' }).click();
      await expect(dialog.getByText('That link points to a private or local network address')).toBeVisible();
      await expect(dialog.getByLabel("Paste a job link or the posting's text")).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Company')).toHaveValue('Typed by hand');
      await expect(dialog.getByLabel('Salary from')).toHaveCount(0);
    });
  });

  test('reads pasted text at 375 px, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { dialog } = await openAddDialog(page, 'capture-text');
    const box = dialog.getByLabel("Paste a job link or the posting's text");
    await box.focus();
    await page.keyboard.insertText(
      'Product Designer at Fjord Bank\nLocation: Oslo, Norway\nSalary: NOK 700k-850k per year',
    );
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Read posting' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Company')).toHaveValue('Fjord Bank');
    await expect(dialog.getByLabel('Position')).toHaveValue('Product Designer');
    await expect(dialog.getByLabel('Location')).toHaveValue('Oslo, Norway');
    await expect(dialog.getByLabel('Salary from')).toHaveValue('700,000');
    await expect(dialog.getByLabel('Salary to')).toHaveValue('850,000');
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('NOK');
    await page.screenshot({ path: test.info().outputPath('capture-375.png'), fullPage: true });
  });
});
