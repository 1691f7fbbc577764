import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD, signIn, toast } from './support/pages';
import { accessToken, anonKey, createConfirmedUser, EMULATOR_URL, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

const PASSWORD = 'stages-password';
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const columnHeadings = (page: Page) => page.getByRole('region', { name: 'Application board' }).getByRole('heading');
const stageNames = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Stage \d+ name$/ });

async function newUser(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createConfirmedUser(email, PASSWORD);
  const token = await accessToken(email, PASSWORD);
  return { email, token, signIn: () => signIn(page, email, PASSWORD) };
}

async function addApplications(token: string, status: string, companies: string[]) {
  for (const company of companies) {
    const response = await rest('job_applications', token, {
      method: 'POST',
      body: JSON.stringify({ company, position: 'Product Designer', status }),
    });
    expect(response.status).toBe(201);
  }
}

/** Opens Edit stages and waits for its list, whose first stage is `firstStage`. */
async function openEditStages(page: Page, firstStage = 'Wishlist') {
  await page.getByRole('button', { name: 'Edit stages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit stages' });
  await expect(stageNames(dialog).first()).toHaveValue(firstStage);
  return dialog;
}

test('edit stages: rename, reorder by keyboard, add, and delete a stage after moving its applications', async ({
  page,
}) => {
  const user = await newUser(page, 'stages');
  await addApplications(user.token, 'hr_exploratory_call', ['Figma', 'Linear']);
  await user.signIn();

  // The board, stages and all, still loads in at most three requests (the board's stages and applications
  // in one answer, events, showcase insights).
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${EMULATOR_URL}/rest/v1/`)) reads.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText('Exploratory Call (2)', BOARD_LOAD);
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(3);
  expect(reads.filter((path) => path === '/rest/v1/rpc/my_board_rows')).toHaveLength(1);
  expect(reads.filter((path) => path === '/rest/v1/job_applications')).toHaveLength(0);
  expect(reads.length).toBeLessThanOrEqual(3);

  const dialog = await openEditStages(page);
  await expect(stageNames(dialog)).toHaveCount(10);

  // Rename, confirmed with Enter.
  const call = dialog.getByRole('textbox', { name: 'Stage 3 name' });
  await expect(call).toHaveValue('Exploratory Call');
  await call.fill('Intro call');
  await call.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Renamed Exploratory Call to Intro call.');
  await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText('Intro call (2)');

  // Reorder by keyboard: Rejected goes below Selected/Offered, and keeps the focus.
  const down = dialog.getByRole('button', { name: 'Move Rejected down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Moved Rejected to position 10 of 10.');
  await expect(stageNames(dialog).last()).toHaveValue('Rejected');
  await expect(dialog.getByRole('button', { name: 'Move Rejected up' })).toBeFocused();

  // A duplicate name is refused before anything is sent; a new one goes to the end.
  const name = dialog.getByRole('textbox', { name: 'New stage name' });
  await name.fill('wishlist');
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  await expect(dialog.getByText('You already have a stage named “Wishlist”.')).toBeVisible();
  await name.fill('On hold');
  await dialog.getByLabel('Kind of the new stage').click();
  await page.getByRole('option', { name: 'Closed (withdrawn, ghosted)' }).click();
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  await expect(toast(page, 'Stage added')).toContainText('On hold is the last stage of your board.');
  await expect(stageNames(dialog)).toHaveCount(11);
  await expect(stageNames(dialog).last()).toHaveValue('On hold');

  // Deleting a stage that holds applications asks where they go first.
  await dialog.getByTestId('stage-row-hr_exploratory_call').getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog.getByRole('group', { name: 'Delete Intro call' });
  await expect(confirm).toContainText('2 applications are in Intro call. Choose where they go');
  const moveAndDelete = confirm.getByRole('button', { name: 'Move and delete' });
  await expect(moveAndDelete).toBeDisabled();
  await confirm.getByLabel('Move them to').click();
  await page.getByRole('option', { name: 'Portfolio Presentation' }).click();
  await moveAndDelete.click();
  await expect(toast(page, 'Stage deleted')).toContainText(
    'Intro call is gone; its 2 applications are in Portfolio Presentation.',
  );
  await expect(stageNames(dialog)).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The board follows, and so does a reload.
  const expected = [
    'Wishlist (0)',
    'Applied (0)',
    'Portfolio Presentation (2)',
    'Whiteboarding / Assignment (0)',
    'Product Discussion & Culture Fit (0)',
    'Selected/Offered (0)',
    'Rejected (0)',
    'On hold (0)',
  ];
  await expect(columnHeadings(page)).toHaveText(expected);
  await page.reload();
  await expect(columnHeadings(page)).toHaveText(expected, BOARD_LOAD);
  await expect(
    page.locator('dt', { hasText: 'Active Applications' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('2');
});

test('drag a stage into place with the mouse, hide an empty one, and add stages up to twenty', async ({ page }) => {
  // Twelve saves and two cold loads of the board: over a minute on a busy 2-core machine.
  test.setTimeout(150_000);
  const user = await newUser(page, 'stage-drag');
  await user.signIn();
  await expect(column(page, 'whiteboarding_assignment')).toBeVisible();
  const dialog = await openEditStages(page);

  // A real drag with the mouse by the handle, dropped on the top edge of the first stage.
  await dialog
    .getByRole('button', { name: 'Drag Exploratory Call to reorder' })
    .dragTo(dialog.getByTestId('stage-row-job_openings'), { targetPosition: { x: 60, y: 4 } });
  await expect(dialog.getByRole('status')).toHaveText('Moved Exploratory Call to position 1 of 10.');
  await expect(stageNames(dialog).first()).toHaveValue('Exploratory Call');
  await expect(columnHeadings(page).first()).toHaveText('Exploratory Call (0)');

  // An empty stage switched off leaves the board. The switch shows the choice at once, while the save
  // is still on its way (held back here until the switch has flipped).
  const shown = dialog
    .getByTestId('stage-row-whiteboarding_assignment')
    .getByRole('switch', { name: 'Show on the board' });
  let releaseSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/rest/v1/application_stages?*', async (route) => {
    if (route.request().method() === 'PATCH') await saveHeld;
    await route.continue();
  });
  await shown.click();
  await expect(shown).not.toBeChecked();
  releaseSave();
  await expect(dialog.getByRole('status')).toHaveText('Whiteboarding / Assignment is hidden from the board.');
  await page.unroute('**/rest/v1/application_stages?*');
  await expect(column(page, 'whiteboarding_assignment')).toHaveCount(0);

  // Ten more make twenty, the most a board holds: then the form gives way to a sentence saying so.
  const newName = dialog.getByRole('textbox', { name: 'New stage name' });
  for (let i = 1; i <= 10; i += 1) {
    await newName.fill(`Round ${i}`);
    await dialog.getByRole('button', { name: 'Add stage' }).click();
    await expect(stageNames(dialog)).toHaveCount(10 + i);
  }
  await expect(stageNames(dialog).last()).toHaveValue('Round 10');
  await expect(
    dialog.getByText('You have 20 stages, the most a board holds. Delete one to add another.'),
  ).toBeVisible();
  await expect(newName).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // All of it was stored: a reload shows the same board.
  await page.reload();
  await expect(columnHeadings(page).first()).toHaveText('Exploratory Call (0)', BOARD_LOAD);
  await expect(column(page, 'whiteboarding_assignment')).toHaveCount(0);
  const stored = await openEditStages(page, 'Exploratory Call');
  await expect(stageNames(stored)).toHaveCount(20);
  await expect(stored.getByTestId('stage-row-whiteboarding_assignment').getByRole('switch')).not.toBeChecked();
});

test.describe('two tabs', () => {
  test.use({
    allowedConsole:
      /You already have a stage named|Your stages changed since this list was loaded|status of 409|status of 400/,
  });

  test('a stale edit from a tab that missed the live stream changes nothing and shows the latest', async ({
    page,
    context,
  }) => {
    const user = await newUser(page, 'stage-tabs');
    await user.signIn();
    const other = await context.newPage();
    // Tab two hears nothing from Realtime (a socket that never answers, as behind a proxy that drops it), so
    // its list goes stale as tab one edits, and the server's refusal of a stale edit is what protects it.
    await other.routeWebSocket(/\/realtime\/v1\//, () => undefined);
    await other.goto('/');
    await expect(other.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);

    const first = await openEditStages(page);
    const second = await openEditStages(other);

    // Tab one adds Ghosted; tab two, whose list predates it, tries the same name.
    await first.getByRole('button', { name: 'Add a Ghosted stage' }).click();
    await expect(stageNames(first).last()).toHaveValue('Ghosted');
    await second.getByRole('textbox', { name: 'New stage name' }).fill('ghosted');
    await second.getByRole('button', { name: 'Add stage' }).click();
    await expect(toast(other, 'Error')).toContainText('You already have a stage named “ghosted”.');
    await expect(stageNames(second)).toHaveCount(11);
    await expect(stageNames(second).last()).toHaveValue('Ghosted');

    // Tab one deletes a stage; tab two, still showing it, reorders: the server refuses the stale list.
    await first.getByTestId('stage-row-portfolio').getByRole('button', { name: 'Delete' }).click();
    await first.getByRole('button', { name: 'Delete stage' }).click();
    await expect(toast(page, 'Stage deleted')).toContainText('Portfolio Review is gone.');
    await expect(second.getByTestId('stage-row-portfolio')).toHaveCount(1);
    await second.getByRole('button', { name: 'Move Wishlist down' }).click();
    await expect(
      toast(other, 'Error').filter({ hasText: 'Your stages changed since this list was loaded.' }),
    ).toBeVisible();
    await expect(second.getByTestId('stage-row-portfolio')).toHaveCount(0);
    await expect(stageNames(second).first()).toHaveValue('Wishlist');

    // With the latest list, the same move goes through, and tab one sees it when it opens the dialog again.
    await second.getByRole('button', { name: 'Move Wishlist down' }).click();
    await expect(stageNames(second).nth(1)).toHaveValue('Wishlist');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit stages' }).click();
    const again = page.getByRole('dialog', { name: 'Edit stages' });
    await expect(stageNames(again).nth(1)).toHaveValue('Wishlist');
    await expect(stageNames(again)).toHaveCount(10);
    expect(
      await stageNames(again).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(
      await stageNames(second).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    );
    await other.close();
  });
});

function serviceKey(): string {
  const file = resolve(import.meta.dirname, '../../.data/e2e/keys.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { serviceRoleKey: string }).serviceRoleKey;
}

test('a gone-quiet card goes to Ghosted in one click, once the user has a closed stage of that name', async ({
  page,
}) => {
  const user = await newUser(page, 'ghosted');
  const [, payload] = user.token.split('.');
  const userId = (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string }).sub;
  // Three weeks without movement, written as the service role (which may back-date the stage's start).
  const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
  const seeded = await fetch(`${EMULATOR_URL}/rest/v1/job_applications`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${serviceKey()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      user_id: userId,
      company: 'Quietco',
      position: 'Product Designer',
      status: 'hr_exploratory_call',
      applied_date: threeWeeksAgo,
      last_updated: threeWeeksAgo,
      status_changed_at: threeWeeksAgo,
    }),
  });
  expect(seeded.status).toBe(201);
  await user.signIn();

  const card = page.locator('[data-testid^="application-card-"]').filter({ hasText: 'Quietco' });
  await expect(card).toContainText('Quiet for 21 days');
  await expect(card.getByRole('button', { name: 'Mark Quietco as ghosted' })).toHaveCount(0);

  const dialog = await openEditStages(page);
  await dialog.getByRole('button', { name: 'Add a Ghosted stage' }).click();
  await expect(toast(page, 'Stage added')).toContainText('Ghosted is the last stage of your board.');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Mark Quietco as ghosted' }).click();
  await expect(toast(page, 'Application moved')).toContainText('Application status updated to Ghosted');
  const ghostedColumn = page.getByRole('region', { name: 'Application board' }).locator('section', {
    has: page.getByRole('heading', { name: 'Ghosted (1)' }),
  });
  await expect(ghostedColumn).toContainText('Quietco');
  // Ghosted is closed: counted in the total and as closed, not as active, and no longer quiet.
  const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(stat('Total Applications')).toHaveText('1');
  await expect(stat('Active Applications')).toHaveText('0');
  await expect(stat('Closed')).toHaveText('1');
  await expect(card).not.toContainText('Quiet for');
  await page.reload();
  await expect(ghostedColumn).toContainText('Quietco', BOARD_LOAD);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the stage switcher, columns and Move-to menu name a custom and a renamed stage as the user does', async ({
    page,
  }) => {
    const user = await newUser(page, 'stage-names');
    const added = await rest('application_stages', user.token, {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ label: 'Take-home', kind: 'active' }),
    });
    expect(added.status).toBe(201);
    const [{ key }] = (await added.json()) as [{ key: string }];
    const renamed = await rest('application_stages?key=eq.hr_exploratory_call', user.token, {
      method: 'PATCH',
      body: JSON.stringify({ label: 'Intro call' }),
    });
    expect(renamed.status).toBe(204);
    await addApplications(user.token, key, ['Figma']);
    await addApplications(user.token, 'hr_exploratory_call', ['Linear']);
    await user.signIn();

    const switcher = page.getByRole('navigation', { name: 'Stages' });
    await expect(switcher.getByRole('button', { name: 'Take-home 1' })).toBeVisible();
    await expect(switcher.getByRole('button', { name: 'Intro call 1' })).toBeVisible();
    await expect(switcher).not.toContainText(/Stage [0-9a-f]{6}|Exploratory Call/);

    await switcher.getByRole('button', { name: 'Intro call 1' }).click();
    await expect(column(page, 'hr_exploratory_call').getByRole('heading')).toHaveText('Intro call (1)');
    await expect(column(page, 'hr_exploratory_call')).toBeInViewport();
    await page.getByRole('button', { name: 'Actions for Linear' }).click();
    await page.getByRole('menuitem', { name: 'Take-home' }).click();
    await expect(toast(page, 'Application status updated to Take-home')).toBeVisible();
    await expect(switcher.getByRole('button', { name: 'Take-home 2' })).toBeVisible();
    await expect(switcher.getByRole('button', { name: 'Intro call 0' })).toBeVisible();
  });
});
