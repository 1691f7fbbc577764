import type { Page } from '@playwright/test';
import { MAX_RETRIES } from '../../src/lib/swr-config';
import { expect, test } from './fixtures';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { BOARD_LOAD, expectDraggable, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, EMULATOR_URL, rest, uniqueEmail } from './support/stack';

// The app with its backend stopped, failing or slow. The browser's calls to the emulator are routed
// through a fault-injecting proxy on loopback (support/fault-proxy.ts) in front of the real emulator.

interface Row {
  id: string;
  company: string;
  position: string;
  status: string;
}

test.use({
  viewport: { width: 1440, height: 900 },
  // The app reports each failure on the console, and the browser each refused or failed request.
  allowedConsole: /Failed to (load|add|update|delete|move)|Login failed|Failed to load resource|net::ERR_/,
});

let proxy: FaultProxy;
test.beforeEach(async ({ page }) => {
  proxy = await startFaultProxy(EMULATOR_URL);
  await page.route(`${EMULATOR_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(EMULATOR_URL, proxy.url) }),
  );
});
test.afterEach(() => proxy.close());

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });

/** A user with two applications in Wishlist, made through the API. */
async function userWithBoard(label: string) {
  const email = uniqueEmail(label.toLowerCase());
  await createConfirmedUser(email, 'resilience-password');
  const token = await accessToken(email, 'resilience-password');
  for (const company of [`${label} Alpha`, `${label} Beta`]) {
    const created = await rest('job_applications', token, {
      method: 'POST',
      body: JSON.stringify({ company, position: 'Product Designer', user_name: email }),
    });
    expect(created.status).toBe(201);
  }
  return { email, token };
}

async function serverRows(token: string): Promise<Row[]> {
  // A delete is a soft delete (Undo restores it): the board is the rows without deleted_at.
  const response = await rest(
    'job_applications?select=id,company,position,status&deleted_at=is.null&order=company',
    token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

async function moveByMenu(page: Page, company: string, target: string) {
  await card(page, company)
    .getByRole('button', { name: `Actions for ${company}` })
    .click();
  await page.getByRole('menuitem', { name: target }).click();
}

async function submitNewApplication(page: Page, company: string) {
  await page.getByRole('button', { name: 'Add new application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new application' });
  await dialog.getByLabel('Company').fill(company);
  await dialog.getByLabel('Position').fill('Design Lead');
  await dialog.getByRole('button', { name: 'Add application' }).click();
  return dialog;
}

async function expectError(page: Page, message: string, timeout?: number) {
  await expect(toast(page, 'Error').filter({ hasText: message })).toBeVisible({ timeout });
  // Close it, so the next action's toast is the one a test reads.
  await toast(page, 'Error').filter({ hasText: message }).getByRole('button').click();
}

/** Every action against a backend that is out (down or failing), then the same action once it is back. */
async function everyActionFailsThenRecovers(
  page: Page,
  label: string,
  token: string,
  breakIt: () => Promise<void>,
  fixIt: () => Promise<void>,
) {
  const alpha = `${label} Alpha`;
  const beta = `${label} Beta`;
  // The board's loads that fail, refused or answered with a 5xx: the client retries a failed load on its
  // own, and Retry is for when those retries have run out.
  let failedLoads = 0;
  const isLoad = (url: string) => url.includes('/rest/v1/rpc/my_board_rows');
  page.on('requestfailed', (request) => {
    if (isLoad(request.url())) failedLoads += 1;
  });
  page.on('response', (response) => {
    if (isLoad(response.url()) && response.status() >= 500) failedLoads += 1;
  });
  await breakIt();

  // Load: the product's message, and where the board would be an inline error with Retry: no zeros, no
  // welcome for a new account, no empty columns.
  await page.reload();
  // The first failed load is reported; the client goes on retrying it with back-off (1, 2 and 4 s).
  await expectError(page, 'Failed to load your applications. Please try again later.', 30_000);
  const failure = page.getByRole('alert').filter({ hasText: 'Your applications could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Total Applications')).toHaveCount(0);
  await expect(page.getByText('Your board is ready')).toHaveCount(0);
  await expect(column(page, 'job_openings')).toHaveCount(0);
  await expect(card(page, alpha)).toHaveCount(0);
  // The backend comes back once the client has given up, so what brings the board back is Retry (a retry
  // of the client's own landing first would take the button away under the click).
  await expect.poll(() => failedLoads, { timeout: 30_000 }).toBeGreaterThanOrEqual(1 + MAX_RETRIES);
  await expect(failure).toBeVisible();
  await fixIt();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, alpha)).toBeVisible();
  await expect(card(page, beta)).toBeVisible();
  await expect(failure).toHaveCount(0);
  await breakIt();

  // Move: the card goes back where it was.
  await moveByMenu(page, alpha, 'Portfolio Presentation');
  await expectError(page, 'Failed to update application. Please try again later.');
  await expect(column(page, 'job_openings')).toContainText(alpha);
  await expect(column(page, 'portfolio_presentation')).toContainText('No applications in this stage');

  // Add: the dialog stays open with what was typed, and nothing is added.
  const dialog = await submitNewApplication(page, `${label} Gamma`);
  await expectError(page, 'Failed to add application. Please try again later.');
  await expect(dialog.getByLabel('Company')).toHaveValue(`${label} Gamma`);
  await expect(card(page, `${label} Gamma`)).toHaveCount(0);

  // Retry the add once the server is back: added once.
  await fixIt();
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expect(toast(page, 'Application added')).toContainText(`${label} Gamma - Design Lead has been added.`);
  await breakIt();

  // Edit: the card keeps its old position.
  await card(page, beta).getByRole('button', { name: beta, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit application' });
  await edit.getByLabel('Position').fill('Principal Designer');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectError(page, 'Failed to update application. Please try again later.');
  await expect(card(page, beta)).toContainText('Product Designer');
  await fixIt();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Application updated')).toBeVisible();
  await expect(card(page, beta)).toContainText('Principal Designer');
  await breakIt();

  // Delete: the card stays.
  await card(page, alpha).getByRole('button', { name: alpha, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectError(page, 'Failed to delete application. Please try again later.');
  await expect(card(page, alpha)).toHaveCount(1);
  await fixIt();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Application deleted')).toBeVisible();

  // The retried move, then the server's own record: every retried action, nothing else.
  await moveByMenu(page, beta, 'Portfolio Presentation');
  await expect(toast(page, 'Application moved')).toBeVisible();
  expect(await serverRows(token)).toEqual([
    expect.objectContaining({ company: beta, position: 'Principal Designer', status: 'portfolio_presentation' }),
    expect.objectContaining({ company: `${label} Gamma`, position: 'Design Lead', status: 'job_openings' }),
  ]);
  await page.reload();
  await expect(column(page, 'portfolio_presentation')).toContainText(beta, BOARD_LOAD);
  await expect(card(page, alpha)).toHaveCount(0);
}

test('with the emulator stopped, every action says so, rolls back, and works once it is back', async ({ page }) => {
  // Every action fails, then works: a load that fails only after the client's retries is the longest step.
  test.setTimeout(150_000);
  const { email, token } = await userWithBoard('Down');
  await proxy.down();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('resilience-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Login failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await proxy.up();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);

  await everyActionFailsThenRecovers(
    page,
    'Down',
    token,
    () => proxy.down(),
    () => proxy.up(),
  );
});

test('with the emulator answering 500, every action says so, rolls back, and works once it is back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { email, token } = await userWithBoard('Failing');
  proxy.mode = 'fail';
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('resilience-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Login failed' })).toBeVisible();
  proxy.mode = 'pass';
  await signIn(page, email, 'resilience-password');

  await everyActionFailsThenRecovers(
    page,
    'Failing',
    token,
    async () => {
      proxy.mode = 'fail';
    },
    async () => {
      proxy.mode = 'pass';
    },
  );
});

test('with a slow emulator, a move shows at once and a failure that comes late still rolls back', async ({ page }) => {
  const { email, token } = await userWithBoard('Slow');
  await signIn(page, email, 'resilience-password');
  // The card moves before the server has answered (the proxy holds the request), and stays after it has.
  proxy.mode = 'hold';
  await moveByMenu(page, 'Slow Alpha', 'Portfolio Presentation');
  await expect(column(page, 'portfolio_presentation')).toContainText('Slow Alpha');
  // The card moves before the request has even reached the proxy: wait for it to arrive and be held there.
  await expect.poll(() => proxy.pending, { message: 'the move is held on its way to the server' }).toBeGreaterThan(0);
  await expect(toast(page, 'Application moved')).toBeHidden();
  proxy.mode = 'slow';
  proxy.delayMs = 1500;
  proxy.release();
  await expect(toast(page, 'Application moved')).toBeVisible();
  expect((await serverRows(token)).find((row) => row.company === 'Slow Alpha')?.status).toBe('portfolio_presentation');

  // A slow add finishes with the product's message.
  const dialog = await submitNewApplication(page, 'Slow Gamma');
  await expect(toast(page, 'Application added')).toContainText('Slow Gamma - Design Lead has been added.');
  await expect(dialog).toBeHidden();

  // A move that fails only after a long wait: shown at once, then back where it was.
  proxy.mode = 'hold';
  await moveByMenu(page, 'Slow Beta', 'Rejected');
  await expect(column(page, 'rejected')).toContainText('Slow Beta');
  proxy.mode = 'fail';
  proxy.release();
  await expectError(page, 'Failed to update application. Please try again later.');
  await expect(column(page, 'job_openings')).toContainText('Slow Beta');
  await expect(column(page, 'rejected')).toContainText('No applications in this stage');
  proxy.mode = 'pass';
  expect((await serverRows(token)).find((row) => row.company === 'Slow Beta')?.status).toBe('job_openings');
});

test.describe("the board's drag code", () => {
  // The refused file shows on the console: the browser's failed request, and the chunk loader's ChunkLoadError.
  test.use({ allowedConsole: /Failed to load resource|net::ERR_|ChunkLoadError: Loading chunk \w+ failed/ });

  test('when it fails to load, the cards become draggable once it arrives', async ({ page }) => {
    // The tracker's own server fails once: the first request for pragmatic-drag-and-drop's code (the chunk
    // with its drop targets) is refused. The board shows, its cards move by their menus, and the code is
    // asked for again a second later.
    const { email, token } = await userWithBoard('Dragless');
    let refused = 0;
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refused === 0 && body.includes('data-drop-target-for-')) {
        refused++;
        return route.abort('connectionreset');
      }
      await route.fulfill({ response, body });
    });
    await signIn(page, email, 'resilience-password');
    await expect.poll(() => refused, { message: 'the drag code was asked for, and refused' }).toBe(1);
    const alpha = card(page, 'Dragless Alpha');
    await expect(alpha).toBeVisible();

    await expectDraggable(alpha);
    await alpha.dragTo(column(page, 'portfolio_presentation'), { targetPosition: { x: 138, y: 96 } });
    await expect(column(page, 'portfolio_presentation')).toContainText('Dragless Alpha');
    await expect(toast(page, 'Application moved')).toBeVisible();
    await expect
      .poll(async () => (await serverRows(token)).find((row) => row.company === 'Dragless Alpha')?.status)
      .toBe('portfolio_presentation');
    // Scripts may still be passing through the handler; closing the page under one would fail the test after it passed.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
