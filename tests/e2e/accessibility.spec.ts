import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { logIn } from './support/pages';
import { createConfirmedUser, DEMO, uniqueEmail } from './support/stack';

// axe-core in the real browser on every route and every dialog and menu a person can open, on a laptop
// and on a phone: no serious or critical WCAG 2.2 A/AA violation anywhere.

const PUBLIC_ROUTES = ['/home', '/login', '/signup', '/terms', '/privacy-policy', '/reset-password', '/nowhere'];

const VIEWPORTS = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const cardByCompany = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company }).first();

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // axe reads the whole page at every step: slower than a journey on a busy machine.
    test.setTimeout(180_000);

    test('public pages, the forgot-password dialog and the mobile menu', async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.locator('h1, h2').first()).toBeVisible();
        await expectNoSeriousViolations(page, `${route} at ${viewport.width} px`);
      }

      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `the forgot-password dialog at ${viewport.width} px`);
      await closeDialog(page);

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await expectNoSeriousViolations(page, `the mobile menu at ${viewport.width} px`);
      }
    });

    test('the demo board, its menus and every dialog', async ({ page }) => {
      await logIn(page, DEMO.email, DEMO.password);
      await expect(cardByCompany(page, 'Figma')).toBeVisible();
      await expectNoSeriousViolations(page, `the board at ${viewport.width} px`);

      await page.getByRole('button', { name: `Account menu for ${DEMO.name}` }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      // A menu opens with focus on its first item that can take it (the name above Logout is disabled).
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
      await expectNoSeriousViolations(page, `the account menu at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      const card = cardByCompany(page, 'Figma');
      await card.getByRole('button', { name: 'Actions for Figma' }).click();
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await expectNoSeriousViolations(page, `a card's menu at ${viewport.width} px`);
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit application' })).toBeVisible();
      await expectNoSeriousViolations(page, `the edit dialog at ${viewport.width} px`);
      await closeDialog(page);

      await page.getByRole('button', { name: 'Add new application' }).click();
      const add = page.getByRole('dialog', { name: 'Add new application' });
      await expect(add).toBeVisible();
      await add.getByRole('button', { name: 'Add application' }).click();
      await expect(add.getByText(/required/i).first()).toBeVisible();
      await expectNoSeriousViolations(page, `the add dialog with its errors at ${viewport.width} px`);
      await closeDialog(page);

      await card.getByRole('button', { name: 'Figma', exact: true }).click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByRole('tab').first()).toBeVisible();
      await expectNoSeriousViolations(page, `the detail dialog at ${viewport.width} px`);
      const caseStudies = detail.getByRole('tab', { name: /^Case Studies/ });
      if ((await caseStudies.count()) > 0) {
        await caseStudies.click();
        await expectNoSeriousViolations(page, `the detail dialog's case studies at ${viewport.width} px`);
      }
      await detail.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this application?' })).toBeVisible();
      await expectNoSeriousViolations(page, `the delete dialog at ${viewport.width} px`);
      await closeDialog(page);
    });

    test('a new account’s empty board', async ({ page }) => {
      const email = uniqueEmail('axe');
      await createConfirmedUser(email, 'axe-password');
      await logIn(page, email, 'axe-password');
      await expect(page.getByText('No applications in this stage').first()).toBeVisible();
      await expectNoSeriousViolations(page, `the empty board at ${viewport.width} px`);
    });
  });
}
