import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD_LOAD, expectDraggable, openCardActions, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, DEMO, rest, uniqueEmail } from './support/stack';

interface Row {
  id: string;
  status: string;
}

test.use({ viewport: { width: 1440, height: 900 } });

/** A real drag with the mouse, dropped near the top of a column's body. */
async function dragToColumn(page: Page, company: string, status: string) {
  await expectDraggable(cardByCompany(page, company));
  await cardByCompany(page, company).dragTo(column(page, status), { targetPosition: { x: 138, y: 96 } });
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const cardByCompany = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });

async function newUserWithBoard(page: Page) {
  const email = uniqueEmail('board');
  await createConfirmedUser(email, 'board-password');
  await signIn(page, email, 'board-password');
  return { email, password: 'board-password' };
}

async function addApplication(page: Page, company: string, position: string) {
  await page.getByRole('button', { name: 'Add new application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new application' });
  await dialog.getByLabel('Company').fill(company);
  await dialog.getByLabel('Position').fill(position);
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expect(toast(page, 'Application added')).toContainText(`${company} - ${position} has been added.`);
  await expect(dialog).toBeHidden();
}

test.describe('the demo board', () => {
  test("shows the demo user's counts, as the server has them", async ({ page }) => {
    const token = await accessToken(DEMO.email, DEMO.password);
    const rows = (await (await rest('job_applications?select=id,status', token)).json()) as Row[];
    const rejected = rows.filter((row) => row.status === 'rejected').length;
    const offers = rows.filter((row) => row.status === 'offer_letter').length;
    expect(rows.length).toBeGreaterThan(10);

    await signIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Good (Morning|Afternoon|Evening) .+ Demo Designer$/,
    );
    const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(stat('Total Applications')).toHaveText(String(rows.length));
    await expect(stat('Active Applications')).toHaveText(String(rows.length - rejected - offers));
    await expect(stat('Rejected')).toHaveText(String(rejected));
    await expect(stat('Offers Received')).toHaveText(String(offers));
    await expect(column(page, 'rejected').getByRole('heading')).toHaveText(`Rejected (${rejected})`);
  });

  test('opens the detail dialog with designers and case studies from the showcase', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    const card = cardByCompany(page, 'Figma').first();
    await card.getByRole('button', { name: 'Figma', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/In .+ · Moved .+ ago/);
    await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const designersTab = dialog.getByRole('tab', { name: /^Designers \(\d+\)$/ });
    await designersTab.click();
    await expect(designersTab).toHaveAttribute('aria-selected', 'true');
    const designerLinks = dialog.getByRole('tabpanel').getByRole('link');
    expect(await designerLinks.count()).toBeGreaterThan(0);
    await expect(designerLinks.first()).toHaveAttribute('href', /\/portfolio\/[a-z0-9-]+$/);
    await expect(designerLinks.first()).toHaveAttribute('rel', 'noopener noreferrer');

    await dialog.getByRole('tab', { name: /^Case Studies \(\d+\)$/ }).click();
    const study = dialog.getByRole('tabpanel').getByRole('link').first();
    await expect(study).toHaveAttribute('href', /\/case-study\/[a-z0-9-]+$/);
    await expect(study).toContainText(/by .+/);
  });
  test("a dialog holds the page's scroll only where the page scrolls", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    const cdp = await page.context().newCDPSession(page);
    // The listeners on the document that can stop a wheel or a touch from scrolling the page.
    const scrollHolders = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      return listeners.filter((listener) => ['wheel', 'touchmove'].includes(listener.type) && !listener.passive).length;
    };
    const pageScrolls = () =>
      page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight);
    const openFigma = () =>
      cardByCompany(page, 'Figma').first().getByRole('button', { name: 'Figma', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // Two frames after a wheel, the page has scrolled if it is going to.
    const scrollAfterWheel = async (deltaY: number) => {
      await page.mouse.wheel(0, deltaY);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      return page.evaluate(() => window.scrollY);
    };

    // On a wide screen the board's columns scroll and the page does not: nothing to hold.
    expect(await pageScrolls()).toBe(false);
    const before = await scrollHolders();
    await openFigma();
    await expect(dialog).toContainText(/In .+ · Moved .+ ago/);
    expect(await scrollHolders()).toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // On a phone the page scrolls: a wheel scrolls it, and not while a dialog covers it.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(pageScrolls).toBe(true);
    await page.mouse.move(180, 400);
    await expect.poll(() => scrollAfterWheel(400)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await openFigma();
    await expect(dialog).toContainText(/In .+ · Moved .+ ago/);
    expect(await scrollHolders()).toBeGreaterThan(before);
    await page.mouse.move(180, 60);
    expect(await scrollAfterWheel(-400)).toBe(scrolled);
    expect(await scrollAfterWheel(400)).toBe(scrolled);
  });
});

test.describe('a board of your own', () => {
  test('add, drag to another column, reload, move by keyboard, edit and delete', async ({ page }) => {
    await newUserWithBoard(page);
    await expect(column(page, 'job_openings')).toContainText('No applications in this stage');

    // Found on Dribbble: chosen in the form, shown on the card.
    await page.getByRole('button', { name: 'Add new application' }).click();
    const add = page.getByRole('dialog', { name: 'Add new application' });
    await expect(add.getByRole('combobox', { name: 'Source' })).toHaveValue('Not recorded');
    await add.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Dribbble' }).click();
    await add.getByLabel('Company').fill('Figma');
    await add.getByLabel('Position').fill('Product Designer');
    await add.getByLabel('Source Link').fill('https://www.figma.com/careers/');
    await add.getByRole('button', { name: 'Add application' }).click();
    await expect(toast(page, 'Application added')).toContainText('Figma - Product Designer has been added.');
    const card = cardByCompany(page, 'Figma');
    await expect(column(page, 'job_openings').getByRole('heading')).toHaveText('Wishlist (1)');
    await expect(card).toContainText('Dribbble');
    await expect(card).toContainText(/Moved (a few seconds|\d+ seconds?) ago/);

    // A real drag with the mouse, onto another column.
    await dragToColumn(page, 'Figma', 'portfolio_presentation');
    await expect(column(page, 'portfolio_presentation')).toContainText('Figma');
    await expect(toast(page, 'Application moved')).toContainText(
      'Application status updated to Portfolio Presentation',
    );
    await page.reload();
    await expect(column(page, 'portfolio_presentation').getByText('Figma')).toBeVisible(BOARD_LOAD);
    await expect(column(page, 'job_openings')).toContainText('No applications in this stage');

    // The same by keyboard, through the card's menu.
    await openCardActions(cardByCompany(page, 'Figma'), 'Figma');
    await page.getByRole('menuitem', { name: 'Selected/Offered' }).focus();
    await page.keyboard.press('Enter');
    await expect(column(page, 'offer_letter')).toContainText('Figma');
    await expect(page.getByRole('status').filter({ hasText: 'Moved Figma' })).toHaveText(
      'Moved Figma - Product Designer to Selected/Offered.',
    );
    await expect(page.locator('dt', { hasText: 'Offers Received' }).locator('xpath=following-sibling::dd')).toHaveText(
      '1',
    );

    // Edit from the detail dialog.
    await cardByCompany(page, 'Figma').getByRole('button', { name: 'Figma', exact: true }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('link', { name: 'View job posting' })).toHaveAttribute(
      'href',
      'https://www.figma.com/careers/',
    );
    await detail.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit application' });
    await edit.getByLabel('Position').fill('Senior Product Designer');
    await edit.getByLabel('Source Link').fill('javascript:alert(1)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Enter a link that starts with http:// or https://')).toBeVisible();
    await edit.getByLabel('Source Link').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Application updated')).toContainText('Your job application has been updated.');
    await expect(cardByCompany(page, 'Figma')).toContainText('Senior Product Designer');

    // Delete, after confirming.
    await cardByCompany(page, 'Figma').getByRole('button', { name: 'Figma', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this application?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Application deleted')).toContainText('Figma - Senior Product Designer has been removed.');
    await expect(cardByCompany(page, 'Figma')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application Tracking' })).toBeVisible(BOARD_LOAD);
    await expect(cardByCompany(page, 'Figma')).toHaveCount(0);
  });

  test('a reorder inside a column is stored: it survives a reload and shows on another device', async ({
    page,
    browser,
  }) => {
    const { email, password } = await newUserWithBoard(page);
    // Three cards written without an order key (equal keys), a second apart: most recently moved first.
    const token = await accessToken(email, password);
    const base = Date.now() - 60_000;
    const rows = ['Alpha', 'Bravo', 'Charlie'].map((company, i) => ({
      company,
      position: 'Designer',
      last_updated: new Date(base + i * 1000).toISOString(),
    }));
    expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
    await page.reload();
    const cards = column(page, 'job_openings').locator('[data-testid^="application-card-"]');
    await expect(cards).toHaveText([/Charlie/, /Bravo/, /Alpha/]);

    // Alpha dropped on the top edge of Charlie; then Bravo on the top edge of Alpha.
    await expectDraggable(cardByCompany(page, 'Alpha'));
    await cardByCompany(page, 'Alpha').dragTo(cardByCompany(page, 'Charlie'), { targetPosition: { x: 60, y: 4 } });
    await expect(cards).toHaveText([/Alpha/, /Charlie/, /Bravo/]);
    await expect(page.getByRole('status').filter({ hasText: 'Moved Alpha' })).toHaveText(
      'Moved Alpha - Designer to place 1 in Wishlist.',
    );
    await expectDraggable(cardByCompany(page, 'Bravo'));
    await cardByCompany(page, 'Bravo').dragTo(cardByCompany(page, 'Alpha'), { targetPosition: { x: 60, y: 4 } });
    await expect(cards).toHaveText([/Bravo/, /Alpha/, /Charlie/]);
    // A reorder changes no status: nothing says it did.
    await expect(toast(page, 'Application moved')).toHaveCount(0);

    await expect(async () => {
      const stored = (await (
        await rest('job_applications?select=company,status,last_updated&order=order_key,last_updated.desc,id', token)
      ).json()) as { company: string; status: string; last_updated: string }[];
      expect(stored.map((row) => row.company)).toEqual(['Bravo', 'Alpha', 'Charlie']);
      expect(stored.every((row) => row.status === 'job_openings')).toBe(true);
      // Only the order changed: last_updated is as it was written.
      // (Compared as instants: Postgres writes .230 as .23.)
      expect(new Date(stored.find((row) => row.company === 'Alpha')!.last_updated).getTime()).toBe(
        new Date(rows[0]!.last_updated).getTime(),
      );
    }).toPass();
    await page.reload();
    await expect(cards).toHaveText([/Bravo/, /Alpha/, /Charlie/], BOARD_LOAD);

    // Another device, signed in as the same user, sees the same order.
    const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await other.newPage();
    await signIn(phone, email, password);
    await expect(column(phone, 'job_openings').locator('[data-testid^="application-card-"]')).toHaveText([
      /Bravo/,
      /Alpha/,
      /Charlie/,
    ]);
    await other.close();
  });

  test('a drop while a search hides cards lands between the same two cards of the whole column', async ({ page }) => {
    const { email, password } = await newUserWithBoard(page);
    const token = await accessToken(email, password);
    const rows = ['Alpha Studio', 'Hidden Co', 'Bravo Studio', 'Charlie Studio'].map((company, i) => ({
      company,
      position: 'Designer',
      order_key: `a${i}`,
    }));
    expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
    await page.reload();
    const cards = column(page, 'job_openings').locator('[data-testid^="application-card-"]');
    // A loaded machine may take a while to serve the reloaded page.
    await expect(cards).toHaveText([/Alpha/, /Hidden/, /Bravo/, /Charlie/], { timeout: 30_000 });

    await page.getByRole('textbox', { name: 'Search' }).fill('Studio');
    await expect(cards).toHaveText([/Alpha/, /Bravo/, /Charlie/]);
    // Charlie dropped on the top edge of Bravo: between Alpha and Bravo as the search shows them.
    await expectDraggable(cardByCompany(page, 'Charlie'));
    await cardByCompany(page, 'Charlie').dragTo(cardByCompany(page, 'Bravo'), { targetPosition: { x: 60, y: 4 } });
    await expect(cards).toHaveText([/Alpha/, /Charlie/, /Bravo/]);

    // In the whole column it sits right above Bravo too, after the card the search hid.
    await page.getByRole('textbox', { name: 'Search' }).press('Escape');
    await expect(cards).toHaveText([/Alpha/, /Hidden/, /Charlie/, /Bravo/]);
    await page.reload();
    await expect(cards).toHaveText([/Alpha/, /Hidden/, /Charlie/, /Bravo/], BOARD_LOAD);
  });

  test('typing into the search while a move is saved: the focus stays in the search, Escape clears it', async ({
    page,
  }) => {
    const { email, password } = await newUserWithBoard(page);
    const token = await accessToken(email, password);
    // More cards than a column shows at once, so the columns render only some of them.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      company: `${['Figma', 'Stripe', 'Linear', 'Dropbox', 'Notion'][i % 5]} ${String(i).padStart(3, '0')}`,
      position: 'Designer',
      status: i % 2 === 0 ? 'job_openings' : 'hr_exploratory_call',
    }));
    expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
    await page.reload();
    await expect(column(page, 'job_openings').getByRole('heading')).toHaveText('Wishlist (60)', { timeout: 30_000 });
    // The server's answer to a move arrives a second late, as on a slow connection: the user has turned to
    // the search by then. (The real server answers; only its answer is held back.)
    await page.route('**/rest/v1/job_applications?*', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const search = page.getByRole('textbox', { name: 'Search' });
    const focusedIsSearch = () => search.evaluate((input) => document.activeElement === input);

    for (let round = 0; round < 2; round += 1) {
      // The Wishlist's first card, moved by keyboard; then the first letters of its name typed, which keep it
      // on the board: a card that took the focus would be there to take it.
      const open = column(page, 'job_openings')
        .locator('[data-testid^="application-card-"]')
        .first()
        .getByRole('button')
        .first();
      const company = (await open.textContent()) ?? '';
      const letters = company.slice(0, 3);
      await openCardActions(cardByCompany(page, company), company);
      await page.getByRole('menuitem', { name: 'Portfolio Presentation' }).focus();
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes('/rest/v1/job_applications'),
      );
      await page.keyboard.press('Enter');
      await expect(column(page, 'portfolio_presentation')).toContainText(company);

      await search.click();
      for (const letter of letters) {
        await page.keyboard.press(letter);
        expect(await focusedIsSearch()).toBe(true);
      }
      await expect(search).toHaveValue(letters);
      // The move's answer has arrived and the page has had time to act on it (a negative check: nothing may
      // take the focus): it is still in the search, and Escape clears it.
      await answered;
      await page.waitForTimeout(500);
      expect(await focusedIsSearch()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(search).toHaveValue('');
      await expect(page.getByRole('search').getByRole('status')).toBeHidden();
      expect(await focusedIsSearch()).toBe(true);
    }
  });

  test("a second card's menu opened while a move is saved keeps the focus; both moves are kept", async ({ page }) => {
    const { email, password } = await newUserWithBoard(page);
    const token = await accessToken(email, password);
    const rows = ['Alpha', 'Bravo', 'Charlie'].map((company, i) => ({
      company,
      position: 'Designer',
      status: 'job_openings',
      order_key: `a${i}`,
    }));
    expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
    await page.reload();
    await expect(column(page, 'job_openings').getByRole('heading')).toHaveText('Wishlist (3)', { timeout: 30_000 });
    // The server's answers arrive a second late, as on a slow connection (only the answers are held back).
    await page.route('**/rest/v1/job_applications?*', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const moveByKeyboard = async (company: string, stage: string) => {
      await openCardActions(cardByCompany(page, company), company);
      await page.getByRole('menuitem', { name: stage, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    const answered = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await moveByKeyboard('Alpha', 'Rejected');
    await expect(column(page, 'rejected')).toContainText('Alpha');

    // While Alpha's move is saved, the keyboard user opens Bravo's menu and goes to an item.
    await openCardActions(cardByCompany(page, 'Bravo'), 'Bravo');
    const item = page.getByRole('menuitem', { name: 'Selected/Offered', exact: true });
    await item.focus();
    // Alpha's answer arrives and the page has had time to act on it (a negative check: nothing may take
    // the focus): the focus is still on Bravo's menu item, and Enter moves Bravo.
    await answered;
    await page.waitForTimeout(500);
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column(page, 'offer_letter')).toContainText('Bravo');
    const bravo = column(page, 'offer_letter').locator('[data-testid^="application-card-"]', { hasText: 'Bravo' });
    await expect(bravo).toBeFocused({ timeout: 10_000 });

    // Two moves at once, the second before the first is answered (the server gets the first move's request
    // only once the second's has come): neither card jumps back, then or after.
    await page.unrouteAll();
    let held: (() => void) | undefined;
    await page.route('**/rest/v1/job_applications?*', async (route) => {
      if (route.request().method() === 'PATCH') {
        if (held) held();
        else await new Promise<void>((resolve) => (held = resolve));
      }
      await route.continue();
    });
    let answers = 0;
    page.on('response', (response) => {
      if (response.request().method() === 'PATCH') answers += 1;
    });
    await moveByKeyboard('Charlie', 'Exploratory Call');
    await expect(column(page, 'hr_exploratory_call')).toContainText('Charlie');
    await moveByKeyboard('Bravo', 'Portfolio Presentation');
    await expect(column(page, 'portfolio_presentation')).toContainText('Bravo');
    await expect(column(page, 'hr_exploratory_call')).toContainText('Charlie');
    await expect.poll(() => answers).toBe(2);
    await page.waitForTimeout(500);
    await expect(column(page, 'hr_exploratory_call')).toContainText('Charlie');
    await expect(column(page, 'portfolio_presentation')).toContainText('Bravo');
    await page.unrouteAll();
    await page.reload();
    await expect(column(page, 'hr_exploratory_call')).toContainText('Charlie', { timeout: 30_000 });
    await expect(column(page, 'portfolio_presentation')).toContainText('Bravo');
    await expect(column(page, 'rejected')).toContainText('Alpha');
  });

  test.describe('when the server refuses a move', () => {
    test.use({ allowedConsole: /Failed to update application/ });
    test('the card goes back and the error says so', async ({ page }) => {
      const { email, password } = await newUserWithBoard(page);
      await addApplication(page, 'Stripe', 'Design Engineer');
      // The server has nothing to move: the move reaches it for an application it does not hold. (A delete
      // made elsewhere would reach the live board first and take the card off it.)
      const token = await accessToken(email, password);
      const rows = (await (await rest('job_applications?select=id,status', token)).json()) as Row[];
      await page.route('**/rest/v1/job_applications?*', (route) =>
        route.request().method() === 'PATCH'
          ? route.continue({ url: route.request().url().replace(rows[0]!.id, crypto.randomUUID()) })
          : route.continue(),
      );

      await dragToColumn(page, 'Stripe', 'hr_exploratory_call');
      await expect(toast(page, 'Error')).toContainText('Failed to update application. Please try again later.');
      await expect(column(page, 'job_openings')).toContainText('Stripe');
      await expect(column(page, 'hr_exploratory_call')).toContainText('No applications in this stage');
    });
  });

  test("the detail dialog's note grows with its text from one line to four, then scrolls", async ({ page }) => {
    await newUserWithBoard(page);
    await addApplication(page, 'Linear', 'Product Designer');
    await cardByCompany(page, 'Linear').getByRole('button', { name: 'Linear', exact: true }).click();
    const note = page.getByRole('dialog').getByLabel('Note');
    // Lines of text the field shows: its height without padding and border, in its own line height.
    const shown = () =>
      note.evaluate((field) => {
        const style = getComputedStyle(field);
        const px = (value: string) => Number.parseFloat(value);
        const inner =
          field.getBoundingClientRect().height -
          px(style.paddingTop) -
          px(style.paddingBottom) -
          px(style.borderTopWidth) -
          px(style.borderBottomWidth);
        return {
          lines: Math.round((inner / px(style.lineHeight)) * 10) / 10,
          scrolls: field.scrollHeight > field.clientHeight,
        };
      });
    await expect.poll(shown).toEqual({ lines: 1, scrolls: false });
    await note.fill('Panel with the design lead\nBring the case study');
    await expect.poll(shown).toEqual({ lines: 2, scrolls: false });
    await note.fill(Array.from({ length: 10 }, (_, i) => `Line ${i + 1}`).join('\n'));
    await expect.poll(shown).toEqual({ lines: 4, scrolls: true });
    await note.fill('');
    await expect.poll(shown).toEqual({ lines: 1, scrolls: false });
  });
});
