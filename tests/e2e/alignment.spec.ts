import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/pages';
import { accessToken, createConfirmedUser, DEMO, rest, uniqueEmail } from './support/stack';

// What a designer checks by eye, checked on the boxes: fields side by side start on one line, and a text
// button lines its words up with the text above it.

async function userWithOneApplication(page: Page) {
  const email = uniqueEmail('aligned');
  await createConfirmedUser(email, 'aligned-password');
  const token = await accessToken(email, 'aligned-password');
  const row = { company: 'Acme', position: 'Product Designer', status: 'job_openings' };
  expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(row) })).status).toBe(201);
  await signIn(page, email, 'aligned-password');
}

/** Signs in to a board whose load is made to fail: the board's heading never comes, the greeting does. */
async function signInExpectingFailure(page: Page) {
  const email = uniqueEmail('failed-load');
  await createConfirmedUser(email, 'failed-load-password');
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('failed-load-password');
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * The contrast ratio of an element's text (its colour and opacity) on the white of a menu or dialog, once
 * the transitions that bring it in (a fade) are over.
 */
async function contrastOnWhite(element: Element): Promise<number> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  const style = getComputedStyle(element);
  const [r, g, b, a = 1] = style.color.match(/[\d.]+/g)!.map(Number) as [number, number, number, number?];
  let opacity = a;
  for (let node: Element | null = element; node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  const channel = (value: number) => {
    const blended = (value * opacity + 255 * (1 - opacity)) / 255;
    return blended <= 0.04045 ? blended / 12.92 : ((blended + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box.');
  return box.y;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the details dialog: Kind and Date and time start on one line, labels and fields', async ({ page }) => {
      await userWithOneApplication(page);
      await page
        .locator('[data-testid^="application-card-"]')
        .getByRole('button', { name: 'Acme', exact: true })
        .click();
      const details = page.getByRole('dialog');
      const kind = details.getByRole('combobox', { name: 'Kind' });
      const when = details.getByLabel('Date and time');
      await expect(when).toBeVisible();
      expect(await top(when)).toBeCloseTo(await top(kind), 0);
      const labels = details.locator('form[aria-label="Schedule an event"] label');
      expect(await top(labels.filter({ hasText: 'Date and time' }))).toBeCloseTo(
        await top(labels.filter({ hasText: 'Kind' })),
        0,
      );
    });

    test('the details dialog: its tabs sit on one line, none cut', async ({ page }) => {
      // The demo's Google application has designers and case studies: three tabs.
      await signIn(page, DEMO.email, DEMO.password);
      await page
        .locator('[data-testid^="application-card-"]')
        .getByRole('button', { name: 'Google', exact: true })
        .click();
      const tabs = page.getByRole('dialog').getByRole('tab');
      await expect(tabs).toHaveCount(3);
      const tops = await Promise.all((await tabs.all()).map(top));
      expect(new Set(tops.map(Math.round)).size, `the tabs' tops: ${tops.join(', ')}`).toBe(1);
      const cut = await tabs.evaluateAll((elements) =>
        elements.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent),
      );
      expect(cut).toEqual([]);
    });

    test('Insights: the words of each "Show the numbers" start where the card title starts', async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('radiogroup', { name: 'View' }).getByText('Insights').click();
      // The first test to open Insights waits for its code as the other Insights tests do.
      await expect(page.getByText(/^Counting all \d+ applications on your board\.$/)).toBeVisible({ timeout: 60_000 });
      const cards = page.locator('section').filter({ has: page.getByRole('button', { name: 'Show the numbers' }) });
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(2);
      for (const card of await cards.all()) {
        const title = card.getByRole('heading').first();
        const words = card.getByRole('button', { name: 'Show the numbers' }).locator('.mantine-Button-label');
        const [titleBox, wordsBox] = [await title.boundingBox(), await words.boundingBox()];
        expect(wordsBox!.x, (await title.textContent()) ?? '').toBeCloseTo(titleBox!.x, 0);
      }
    });

    test.describe('a failed load', () => {
      test.use({ allowedConsole: /Failed to load|503/ });

      test('Retry stands out from the alert it sits in', async ({ page }) => {
        await page.route('**/rest/v1/rpc/my_board_rows*', (route) => route.fulfill({ status: 503, body: '{}' }));
        // The page's clock, so that the client's back-off (1, 2 and 4 s) can be skipped rather than waited.
        await page.clock.install();
        await signInExpectingFailure(page);
        const failure = page.getByRole('alert').filter({ hasText: 'Your applications could not be loaded' });
        // The client retries a load (with back-off) before it says it failed.
        await expect(async () => {
          await page.clock.fastForward(4000);
          await expect(failure).toBeVisible({ timeout: 500 });
        }).toPass({ timeout: 45_000 });
        const retry = failure.getByRole('button', { name: 'Retry' });
        const [alertColour, retryColour] = await Promise.all(
          [failure, retry].map((element) => element.evaluate((node) => getComputedStyle(node).backgroundColor)),
        );
        expect(retryColour, 'the button has a surface of its own').not.toBe(alertColour);
        expect(retryColour).not.toBe('rgba(0, 0, 0, 0)');
      });
    });

    test('the account menu: the name at its top reads at AA contrast', async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('button', { name: `Account menu for ${DEMO.name}` }).click();
      const name = page.getByRole('menu').getByText(DEMO.name, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate(contrastOnWhite)).toBeGreaterThanOrEqual(4.5);
    });

    test('Edit stages: the name, the switch (and on a phone the kind) of a stage start at one left edge', async ({
      page,
    }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('button', { name: 'Edit stages' }).click();
      const row = page.getByRole('dialog', { name: 'Edit stages' }).getByTestId('stage-row-job_openings');
      const left = async (locator: Locator) => (await locator.boundingBox())!.x;
      const name = await left(row.getByRole('textbox', { name: 'Stage 1 name' }));
      // The switch's track, the first thing of it on screen.
      expect(await left(row.locator('.mantine-Switch-track'))).toBeCloseTo(name, 0);
      if (viewport.width < 576) {
        expect(await left(row.getByRole('combobox', { name: 'Kind' }))).toBeCloseTo(name, 0);
      }
    });
  });
}

test.describe('on a tablet (768 × 1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the five counts sit in one row, their labels whole, so the board starts higher', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    const labels = page.locator('dl dt');
    await expect(labels).toHaveText([
      'Total Applications',
      'Active Applications',
      'Rejected',
      'Offers Received',
      'Closed',
    ]);
    const tops = await Promise.all((await labels.all()).map(top));
    expect(new Set(tops.map(Math.round)).size, `the counts' tops: ${tops.join(', ')}`).toBe(1);
    const cut = await labels.evaluateAll((elements) =>
      elements
        .filter((label) => {
          // Wrapped: the words' boxes start on more than one line.
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return label.scrollWidth > label.clientWidth || lines.size > 1;
        })
        .map((label) => label.textContent),
    );
    expect(cut, 'labels cut or wrapped').toEqual([]);
  });

  test('the import preview: a stage with a note starts on one line with the one beside it', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.getByRole('button', { name: 'Export / Import' }).click();
    await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /File to import/ }).click();
    await (
      await chooser
    ).setFiles({
      name: 'stages.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Company,Position,Stage\nMiro,Designer,Wishlist\nPitch,Designer,Ghosted\n'),
    });
    const known = dialog.getByRole('combobox', { name: '“Wishlist” · 1 application', exact: true });
    const unsure = dialog.getByRole('combobox', { name: '“Ghosted” · 1 application', exact: true });
    await expect(dialog.getByText('Not one of your stages: it will be added')).toBeVisible();
    expect(await top(unsure)).toBeCloseTo(await top(known), 0);
  });
});
