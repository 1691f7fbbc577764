import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD } from './support/pages';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { loadedCopies } from './support/federation';
import {
  PRODUCTION_REMOTE_URL,
  VITE_HOST_SHARE_ALL_URL,
  VITE_HOST_URL,
  VITE_HOST_VERSION_FIRST_URL,
} from './support/production-hosts';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';
import { ROOT } from '../../scripts/lib/stack';

// The second host (host-vite/: Vite with @module-federation/vite), built against the remote's production
// build, with the tracker mounted under /jobs in the host's own router.

test.use({ baseURL: VITE_HOST_URL, viewport: { width: 1440, height: 900 } });

const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });

async function userWithApplication(company: string) {
  const email = uniqueEmail('vite-host');
  await createConfirmedUser(email, 'vite-host-password');
  const token = await accessToken(email, 'vite-host-password');
  const created = await rest('job_applications', token, {
    method: 'POST',
    body: JSON.stringify({ company, position: 'Product Designer', user_name: email }),
  });
  expect(created.status).toBe(201);
  return { email, token };
}

test('mounts under /jobs with one React, router and auth client, and a move persists', async ({ page }) => {
  const { email, token } = await userWithApplication('Vite Alpha');
  // The host sends the README's Content-Security-Policy; the browser reports anything it blocks.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  const response = await page.goto('/jobs/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // Signed out: the tracker's own login page, under the host's base path.
  await expect(page).toHaveURL(`${VITE_HOST_URL}/jobs/login`);
  await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/jobs/signup');
  await expect(page.getByRole('link', { name: 'Terms' }).first()).toHaveAttribute('href', '/jobs/terms');
  await expect(page).toHaveTitle('Log in · Job Tracker');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('vite-host-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
  await expect(page).toHaveURL(`${VITE_HOST_URL}/jobs/`);

  // One copy of each: the host's React, ReactDOM and React Router serve the tracker too — the router
  // although the host's (7.17) is a minor version behind the tracker's build (7.18).
  for (const pkg of ['react', 'react-dom', 'react-router']) {
    const copies = await loadedCopies(page, pkg);
    expect(copies, pkg).toHaveLength(1);
    expect(copies[0]!.usedBy, pkg).toEqual(['job_tracker', 'vite_host']);
  }
  expect((await loadedCopies(page, 'react-router'))[0]!.copy).toMatch(/^7\.17\.0 from /);

  await card(page, 'Vite Alpha').getByRole('button', { name: 'Actions for Vite Alpha' }).click();
  await page.getByRole('menuitem', { name: 'Portfolio Presentation' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Application moved' })).toBeVisible();
  const rows = (await (await rest('job_applications?select=company,status', token)).json()) as { status: string }[];
  expect(rows).toEqual([{ company: 'Vite Alpha', status: 'portfolio_presentation' }]);
  await page.reload();
  await expect(page.getByTestId('board-column-portfolio_presentation')).toContainText('Vite Alpha', BOARD_LOAD);

  // The host's own page, beside the tracker, keeps the host's look: no global CSS from the tracker.
  await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Vite host home' })).toBeVisible();
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    const nav = getComputedStyle(document.querySelector('.host-nav')!);
    return { font: style.fontFamily, margin: style.margin, boxSizing: nav.boxSizing };
  });
  expect(body).toEqual({ font: 'Georgia, serif', margin: '12px', boxSizing: 'content-box' });
  const violations = await page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('built under version-first, the tracker and the host share the newer router, one copy of each', async ({
  page,
}) => {
  // The same host under Module Federation's default strategy: the highest version of each shared package
  // wins, so the tracker's React Router 7.18 serves the host too (the host's 7.17 satisfies nobody's
  // range better). Either way one router: a second copy would throw "useLocation() may be used only in
  // the context of a <Router>" as soon as the board renders, and a version outside a range would log a
  // federation warning, which fails the test (fixtures.ts).
  const { email } = await userWithApplication('Version First Alpha');
  await page.goto(`${VITE_HOST_VERSION_FIRST_URL}/jobs/`);
  await expect(page).toHaveURL(`${VITE_HOST_VERSION_FIRST_URL}/jobs/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('vite-host-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(card(page, 'Version First Alpha')).toBeVisible();
  await expect(page).toHaveURL(`${VITE_HOST_VERSION_FIRST_URL}/jobs/`);
  for (const pkg of ['react', 'react-dom', 'react-router']) {
    const copies = await loadedCopies(page, pkg);
    expect(copies, pkg).toHaveLength(1);
    expect(copies[0]!.usedBy, pkg).toEqual(['job_tracker', 'vite_host']);
  }
  expect((await loadedCopies(page, 'react-router'))[0]!.copy).toMatch(/^7\.18\.5 from /);
  // The host's own links still work with the one router.
  await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About this host' })).toBeVisible();
});

test('a host without the host-kit that shares every singleton under version-first mounts the board', async ({
  page,
}) => {
  // HOST_SHARE_ALL=1: react, react/, react-dom, react-dom/, react-router, Mantine, swr and supabase-js
  // listed by hand with the tracker's ranges (Mantine at the tracker's own version), no runtime plugin,
  // React.lazy. The runtime used to pick the host's Mantine for the tracker yet ask for its tree-shaken
  // build, which the host's copy lacks, and threw in loadShare: the tracker never started.
  const { email } = await userWithApplication('Share All Alpha');
  await page.goto(`${VITE_HOST_SHARE_ALL_URL}/jobs/`);
  await expect(page).toHaveURL(`${VITE_HOST_SHARE_ALL_URL}/jobs/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('vite-host-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(card(page, 'Share All Alpha')).toBeVisible();
  for (const pkg of ['react', 'react-dom', 'react-router', '@mantine/core', 'swr', '@supabase/supabase-js']) {
    expect(await loadedCopies(page, pkg), pkg).toHaveLength(1);
  }
});

test('a page without React mounts the whole tracker with mount() and takes it out with unmount()', async ({ page }) => {
  const { email } = await userWithApplication('Plain Alpha');
  // host-vite/plain/index.html has no React of its own: src/plain.ts calls the tracker's mount(element, …).
  await page.goto('/plain/');
  await expect(page.getByRole('status').filter({ hasText: 'Job tracker mounted.' })).toBeVisible();
  await expect(page).toHaveURL(`${VITE_HOST_URL}/plain/login`);
  const tracker = page.locator('#tracker');
  await tracker.getByLabel('Email', { exact: true }).fill(email);
  await tracker.getByLabel('Password', { exact: true }).fill('vite-host-password');
  await tracker.getByRole('button', { name: 'Log In' }).click();
  await expect(tracker.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
  await expect(page).toHaveURL(`${VITE_HOST_URL}/plain`);
  await expect(card(page, 'Plain Alpha')).toBeVisible();
  // One React on the page, whoever provided it.
  expect(await loadedCopies(page, 'react')).toHaveLength(1);

  await page.getByRole('button', { name: 'Close the tracker' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job tracker closed.' })).toBeVisible();
  await expect(tracker).toBeEmpty();
  await expect(page.getByRole('heading', { name: 'A page without React' })).toBeVisible();
});

test.describe('with the remote out', () => {
  test.use({
    allowedConsole:
      /could not be loaded|Failed to load resource|net::ERR_|RUNTIME-00\d|did not answer|Loading (CSS )?chunk \S+ failed/,
  });

  let proxy: FaultProxy;
  test.beforeEach(async ({ page }) => {
    proxy = await startFaultProxy(PRODUCTION_REMOTE_URL.replace('localhost', '127.0.0.1'));
    await page.route(`${PRODUCTION_REMOTE_URL}/**`, (route) =>
      route.continue({ url: route.request().url().replace(PRODUCTION_REMOTE_URL, proxy.url) }),
    );
  });
  test.afterEach(() => proxy.close());

  async function hostSurvives(page: Page, fixIt: () => Promise<void>) {
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Vite host home' });
    await expect(heading).toBeVisible();
    if (proxy.mode === 'slow') {
      // The tracker's manifest is asked for and not answered, and the host page is there all the same.
      await expect.poll(() => proxy.pending, { message: 'requests to the remote still unanswered' }).toBeGreaterThan(0);
      await expect(heading).toBeVisible({ timeout: 1 });
    }
    await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Jobs' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: 'Job tracker unavailable' });
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'About this host' })).toBeVisible();
    await page.goBack();
    await fixIt();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Login to Job Tracker' })).toBeVisible();
    await expect(page).toHaveURL(`${VITE_HOST_URL}/jobs/login`);
  }

  test('stopped: host pages render, the tracker area falls back and comes back on Retry', async ({ page }) => {
    await proxy.down();
    await hostSurvives(page, () => proxy.up());
  });

  test('gone mid-session: a view that cannot load fails inside the tracker, and Retry brings it', async ({ page }) => {
    const { email } = await userWithApplication('Mid Session Alpha');
    await page.goto('/jobs/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('vite-host-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(card(page, 'Mid Session Alpha')).toBeVisible();
    // The board's own code has all arrived (its dialogs load beside it).
    await page.waitForLoadState('networkidle');

    // The board is open; the tracker's server stops. Insights' code loads only now, and cannot.
    await proxy.down();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Insights').click();
    const failed = page.getByRole('alert').filter({ hasText: 'Insights could not be loaded' });
    await expect(failed).toBeVisible();
    // Only that view: the tracker's board page around it and the host's navigation stay.
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Host' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Job tracker unavailable' })).toHaveCount(0);

    await proxy.up();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText(/How far applications got|Early days|Insights grow with your search/).first(),
    ).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs\/\?view=insights/);
  });

  test('never answering: host pages render at once, the tracker gives up in time', async ({ page }) => {
    proxy.mode = 'slow';
    proxy.delayMs = 120_000;
    await hostSurvives(page, async () => {
      proxy.mode = 'pass';
    });
  });
});

test('the host type-checks against the types the remote published, library types included', async () => {
  test.setTimeout(180_000);
  // The host's build fetched @mf-types.zip through the remote's manifest and unpacked it (vite.config.ts).
  const hostVite = resolve(ROOT, 'host-vite');
  const entry = await readFile(resolve(hostVite, '@mf-types/job_tracker/DetailDialog.d.ts'), 'utf8');
  expect(entry).toContain('compiled-types/src/exposes/detail-dialog');
  // tsc over the host's code with skipLibCheck off: src/tracker-contract.ts holds @ts-expect-error lines
  // that fail if the types were missing, `any`, or pointed at this repository's path aliases.
  const tsc = resolve(ROOT, 'node_modules/typescript/bin/tsc');
  const checked = await promisify(execFile)(process.execPath, [tsc, '-p', resolve(hostVite, 'tsconfig.json')], {
    cwd: hostVite,
  }).then(
    () => ({ code: 0, output: '' }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? '' }),
  );
  expect(checked.output).toBe('');
  expect(checked.code).toBe(0);
});
