import type { Page } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';
import { expect, test } from './fixtures';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';

// The sandbox host with the tracker's server stopped, failing or silent. The browser's requests to the
// remote go through a fault-injecting proxy on loopback (support/fault-proxy.ts) in front of the real one.
const REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.remote}`;

test.use({
  // The host-kit logs each failed load; the browser logs each refused or failed request.
  allowedConsole: /could not be loaded|Failed to load resource|net::ERR_|RUNTIME-00\d|did not answer/,
});

let proxy: FaultProxy;
test.beforeEach(async ({ page }) => {
  proxy = await startFaultProxy(REMOTE_ORIGIN.replace('localhost', '127.0.0.1'));
  await page.route(`${REMOTE_ORIGIN}/**`, (route) =>
    route.continue({ url: route.request().url().replace(REMOTE_ORIGIN, proxy.url) }),
  );
});
test.afterEach(() => proxy.close());

/**
 * A host page shows without waiting for the tracker, and the tracker's place shows the host's fallback,
 * then the tracker again on Retry. (How fast the host page shows is measured, not asserted: see the report
 * of `npx playwright test tests/e2e/host-outage.spec.ts`, which prints it.)
 */
async function hostSurvives(page: Page, breakIt: () => Promise<void>, fixIt: () => Promise<void>) {
  await breakIt();
  const started = Date.now();
  await page.goto('/sandbox', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Showcase sandbox' });
  await expect(heading).toBeVisible();
  test.info().annotations.push({ type: 'host page shown after', description: `${Date.now() - started} ms` });
  if (proxy.mode === 'slow') {
    // The tracker's manifest is asked for and not answered, and the host page is there all the same.
    await expect.poll(() => proxy.pending, { message: 'requests to the remote still unanswered' }).toBeGreaterThan(0);
    await expect(heading).toBeVisible({ timeout: 1 });
  }

  await page.goto('/', { waitUntil: 'commit' });
  const fallback = page.getByRole('alert').filter({ hasText: 'The job tracker is unavailable right now' });
  await expect(fallback).toBeVisible({ timeout: 10_000 });

  await fixIt();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  // Back: the tracker sends a signed-out visitor on to its login page, under its own header.
  await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Portfolios' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
}

test('with the remote stopped, host pages render and the tracker shows a fallback with Retry', async ({ page }) => {
  await hostSurvives(
    page,
    () => proxy.down(),
    () => proxy.up(),
  );
});

test('with the remote answering 500, host pages render and the tracker shows a fallback with Retry', async ({
  page,
}) => {
  await hostSurvives(
    page,
    async () => {
      proxy.mode = 'fail';
    },
    async () => {
      proxy.mode = 'pass';
    },
  );
});

test('with a remote that never answers, host pages render and the tracker gives up in time', async ({ page }) => {
  await hostSurvives(
    page,
    async () => {
      proxy.mode = 'slow';
      proxy.delayMs = 120_000;
    },
    async () => {
      proxy.mode = 'pass';
    },
  );
});
