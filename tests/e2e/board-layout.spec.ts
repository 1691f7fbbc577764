import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { expectDraggable, expectNoToastOver, logIn, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, DEMO, rest, uniqueEmail } from './support/stack';

// The board on the screens people use: a phone shows one stage at a time with a stage switcher; a laptop
// fits the board and its scrollbar in the window and says where the other columns are.

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: Page, company: string) =>
  page.locator('[data-testid^="application-card-"]').filter({ hasText: company });
const stages = (page: Page) => page.getByRole('navigation', { name: 'Stages' });
const stage = (page: Page, name: string | RegExp) => stages(page).getByRole('button', { name });

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('An element to compare has no box.');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** The labels of the page's buttons that are cut short: wider or taller than the room they are given. */
function clippedButtonLabels(page: Page): Promise<string[]> {
  return page.locator('.mantine-Button-label').evaluateAll((labels) =>
    labels
      .filter((label) => label.getClientRects().length > 0)
      .filter((label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight)
      .map((label) => label.textContent ?? ''),
  );
}

type Row = { company: string; status: string; position?: string };

async function userWithBoard(
  page: Page,
  cards: Row[] = [
    ...['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((company) => ({ company, status: 'job_openings' })),
    { company: 'Foxtrot', status: 'hr_exploratory_call' },
  ],
  enter: (page: Page, email: string, password: string) => Promise<void> = signIn,
) {
  const email = uniqueEmail('phone');
  await createConfirmedUser(email, 'phone-password');
  const token = await accessToken(email, 'phone-password');
  // Most recently moved first: Alpha tops the Wishlist.
  const base = Date.now() - 60_000;
  const rows = cards.map(({ company, status, position = 'Designer' }, i) => ({
    company,
    position,
    status,
    last_updated: new Date(base - i * 1000).toISOString(),
  }));
  expect((await rest('job_applications', token, { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
  await enter(page, email, 'phone-password');
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('one stage at a time: the switcher shows counts and changes stage by tap or swipe', async ({ page }) => {
    await userWithBoard(page);
    await expect(stage(page, 'Wishlist 5')).toHaveAttribute('aria-current', 'true');
    await expect(stage(page, 'Exploratory Call 1')).not.toHaveAttribute('aria-current');
    await column(page, 'job_openings').scrollIntoViewIfNeeded();
    await expect(column(page, 'job_openings')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'hr_exploratory_call')).not.toBeInViewport();

    await stage(page, 'Exploratory Call 1').tap();
    await expect(column(page, 'hr_exploratory_call')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'job_openings')).not.toBeInViewport();
    await expect(stage(page, 'Exploratory Call 1')).toHaveAttribute('aria-current', 'true');

    // A swipe scrolls the board sideways; it snaps to the next stage and the switcher follows.
    const board = page.getByRole('region', { name: 'Application board' });
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.wheel(300, 0);
    await expect(stage(page, 'Portfolio Presentation 0')).toHaveAttribute('aria-current', 'true');
    await expect(column(page, 'portfolio_presentation')).toBeInViewport({ ratio: 0.9 });
    await expect(column(page, 'hr_exploratory_call')).not.toBeInViewport();
  });

  test('a move by the card menu follows the card to its stage, clear of the toast; no dragging', async ({ page }) => {
    await userWithBoard(page);
    const wishlist = column(page, 'job_openings').locator('[data-testid^="application-card-"]');
    await expect(wishlist).toHaveText([/Alpha/, /Bravo/, /Charlie/, /Delta/, /Echo/]);

    // Dragging is not offered at this width: a drag that would reorder on a laptop changes nothing (the
    // card is registered for drags, which then decline to start).
    await expectDraggable(card(page, 'Echo'));
    await card(page, 'Echo').dragTo(card(page, 'Alpha'), { targetPosition: { x: 60, y: 4 } });
    await expect(page.getByRole('status').filter({ hasText: 'Moved Echo' })).toHaveCount(0);
    await expect(wishlist).toHaveText([/Alpha/, /Bravo/, /Charlie/, /Delta/, /Echo/]);

    await card(page, 'Delta').getByRole('button', { name: 'Actions for Delta' }).tap();
    await page.getByRole('menuitem', { name: 'Exploratory Call' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Moved Delta' })).toHaveText(
      'Moved Delta - Designer to Exploratory Call.',
    );
    const moved = toast(page, 'Application moved');
    await expect(moved).toBeVisible();
    // The toast's message wraps on a phone; its Undo keeps its whole word.
    await expect(moved.getByRole('button', { name: 'Undo' })).toBeVisible();
    expect(await clippedButtonLabels(page)).toEqual([]);
    // The board went with the card: its new stage is shown, the card in view and focused.
    await expect(stage(page, 'Exploratory Call 2')).toHaveAttribute('aria-current', 'true');
    await expect(stage(page, 'Wishlist 4')).toBeVisible();
    await expect(card(page, 'Delta')).toBeFocused();
    await expect(card(page, 'Delta')).toBeInViewport({ ratio: 1 });
    // Neither the toast nor the sticky switcher covers it.
    expect(await overlap(moved, card(page, 'Delta'))).toBe(false);
    expect(await overlap(stages(page), card(page, 'Delta'))).toBe(false);
  });
});

test.describe('toasts and dialogs on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a toast on screen moves clear of the footer of a dialog that opens', async ({ page }) => {
    await userWithBoard(page);
    // The greeting's Save is in the upper half: its toast shows at the bottom.
    await page.getByRole('textbox', { name: 'What should we call you?' }).fill('Grace');
    await page.getByRole('button', { name: 'Save' }).tap();
    const saved = toast(page, 'Name saved');
    await expect(saved).toBeVisible();
    expect((await saved.boundingBox())!.y).toBeGreaterThan(812 / 2);

    // The add dialog's footer is at the bottom, where the toast was: the toast goes elsewhere.
    await page.getByRole('button', { name: 'Add new application' }).tap();
    const add = page.getByRole('dialog', { name: 'Add new application' });
    const submit = add.getByRole('button', { name: 'Add application' });
    await expect(submit).toBeInViewport({ ratio: 1 });
    await expectNoToastOver(page, submit);
    await expectNoToastOver(page, add.getByRole('button', { name: 'Cancel' }));
    await expect(saved).toBeVisible();
  });
});

test.describe('at 400 % page zoom (320 × 256)', () => {
  // A 1280 × 1024 window zoomed to 400 % shows 320 × 256 CSS pixels.
  test.use({ viewport: { width: 320, height: 256 }, hasTouch: true });
  test.setTimeout(150_000);

  /** Nothing scrolls sideways: the page, and the dialog when one is open. */
  async function expectNoSidewaysScroll(page: Page) {
    const wider = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('.mantine-Modal-content')]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => `${element.className || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`),
    );
    expect(wider, 'elements that scroll sideways').toEqual([]);
  }

  /** The control can be scrolled to, and then nothing (a sticky bar, a toast) lies over its centre. */
  async function expectReachable(control: Locator) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
    const over = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && (hit === element || element.contains(hit))) return null;
      return hit ? hit.outerHTML.slice(0, 160) : 'nothing';
    });
    expect(over, 'what covers the control').toBeNull();
  }

  test('log in, the greeting, the one-stage board and its dialogs fit and can be reached', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const control of [
      page.getByLabel('Email', { exact: true }),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Log In' }),
    ]) {
      await expectReachable(control);
    }
    await expectNoSeriousViolations(page, 'the login page at 320 × 256');

    await userWithBoard(page, undefined, logIn);
    // The log-in's click leaves the mouse where Log In was; on this touch screen nothing rests on the
    // page, and a mouse left over a toast would hold every toast open (Mantine pauses them on hover).
    await page.mouse.move(0, 0);
    await expectNoSidewaysScroll(page);

    // The greeting asks for a name; the toast of its Save keeps clear of where Save was.
    const name = page.getByRole('textbox', { name: 'What should we call you?' });
    const save = page.getByRole('button', { name: 'Save' });
    await expectReachable(name);
    await name.fill('Grace');
    await expectReachable(save);
    const saveBox = (await save.boundingBox())!;
    await save.tap();
    const saved = toast(page, 'Name saved');
    await expect(saved).toBeVisible();
    await expectNoToastOver(page, saveBox);
    const savedBox = (await saved.boundingBox())!;
    expect(savedBox.height, 'a toast leaves most of the window free').toBeLessThanOrEqual(256 / 2);
    await expect(saved).toHaveCount(0, { timeout: 15_000 });

    // One stage at a time: the switcher and the cards are reachable, not under a sticky bar.
    await expectReachable(stage(page, 'Exploratory Call 1'));
    await stage(page, 'Exploratory Call 1').tap();
    await expect(stage(page, 'Exploratory Call 1')).toHaveAttribute('aria-current', 'true');
    const foxtrot = card(page, 'Foxtrot').getByRole('button', { name: 'Foxtrot', exact: true });
    await expectReachable(foxtrot);
    await expectReachable(card(page, 'Foxtrot').getByRole('button', { name: 'Actions for Foxtrot' }));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page, 'the board at 320 × 256');

    // The add dialog scrolls within the window, down to its footer.
    await expectReachable(page.getByRole('button', { name: 'Add new application' }));
    await page.getByRole('button', { name: 'Add new application' }).tap();
    const add = page.getByRole('dialog', { name: 'Add new application' });
    await expect(add).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectReachable(add.getByRole('textbox', { name: 'Company' }));
    await expectReachable(add.getByRole('button', { name: 'Add application' }));
    await expectReachable(add.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Escape');
    await expect(add).toHaveCount(0);

    // The details too: the tabs at the top, Delete at the bottom.
    await expectReachable(foxtrot);
    await foxtrot.tap();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('tab').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectReachable(detail.getByRole('tab').first());
    await expectReachable(detail.getByRole('button', { name: 'Delete' }));
    await expectReachable(detail.getByRole('button', { name: 'Close dialog' }));
  });
});

test.describe('on a laptop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the board and its scrollbar fit in the window; a jump list reaches the columns out of view', async ({
    page,
  }) => {
    await signIn(page, DEMO.email, DEMO.password);
    const board = page.getByRole('region', { name: 'Application board' });
    await expect(column(page, 'job_openings')).toContainText('Wishlist');
    // At the top of the page the whole board, the horizontal scrollbar at its bottom included, is in view.
    await expect
      .poll(async () => {
        const box = (await board.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const last = column(page, 'offer_letter');
    await expect(last).not.toBeInViewport();

    // The columns out of view are said by a fade at the edge and by the jump list, which works by keyboard.
    const frame = board.locator('..');
    await expect(frame).toHaveAttribute('data-more-end', 'true');
    await expect(frame).not.toHaveAttribute('data-more-start');
    await expect(stage(page, /^Wishlist \d+$/)).toHaveAttribute('data-in-view', 'true');
    // The jump list is wider than the window too: a fade at its edge says so.
    await expect(stages(page)).toHaveAttribute('data-more-end', 'true');
    await expect(stages(page)).not.toHaveAttribute('data-more-start');
    const jump = stage(page, /^Selected\/Offered \d+$/);
    await expect(jump).not.toHaveAttribute('data-in-view');
    await board.focus();
    await page.keyboard.press('Shift+Tab');
    for (let stop = 0; stop < 20 && !(await jump.evaluate((el) => el === document.activeElement)); stop += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(jump).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(jump).toHaveAttribute('data-in-view', 'true');
    await expect(frame).toHaveAttribute('data-more-start', 'true');
    // The jump list follows: the stages now in view are whole in it, and its fade moves to the start.
    const shown = stages(page).locator('button[data-in-view]');
    expect(await shown.count()).toBeGreaterThan(1);
    for (const button of await shown.all()) await expect(button).toBeInViewport({ ratio: 1 });
    await expect(stages(page)).toHaveAttribute('data-more-start', 'true');
  });
});

test.describe('Up next on a laptop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"Show all" wraps every item into rows in view, none off to the right', async ({ page }) => {
    const email = uniqueEmail('up-next');
    await createConfirmedUser(email, 'up-next-password');
    const token = await accessToken(email, 'up-next-password');
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 1; i <= 11; i += 1) {
      const response = await rest('job_applications', token, {
        method: 'POST',
        body: JSON.stringify({ company: `Follow ${i}`, position: 'Designer', follow_up_on: today }),
      });
      expect(response.status).toBe(201);
    }
    await signIn(page, email, 'up-next-password');
    const panel = page.getByRole('region', { name: 'Up next' });
    // Under 1,000 px tall it starts folded, the board first; opened, it stays open on the next visit.
    const fold = panel.getByRole('button', { name: 'Up next' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await fold.click();
    await panel.getByRole('button', { name: 'Show all 11' }).click();
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(11);
    // The furthest right edge of any item, once the list has wrapped.
    await expect
      .poll(async () =>
        Math.max(...(await items.evaluateAll((list) => list.map((item) => item.getBoundingClientRect().right)))),
      )
      .toBeLessThanOrEqual(1440);
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('up-next-all-1440.png') });
  });
});

test.describe('at 200 % text size', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('columns grow with the text: names wrap to two lines, and show whole on focus', async ({ page }) => {
    const long = 'Extraordinarily Long Company Name of a Design Studio With Offices in Several Cities Worldwide';
    await userWithBoard(page, [
      { company: 'Tabstop Studio', status: 'job_openings', position: 'Senior Product Designer' },
      { company: long, status: 'job_openings' },
    ]);
    // Text zoom: the browser's font size setting, which rem-based sizes follow.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const fits = (name: string) =>
      card(page, name)
        .getByRole('button', { name, exact: true })
        .evaluate(
          (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        );
    // The header stays one compact row (62 px at normal size): only its words grow, so the board keeps
    // the screen. 80 px is one row of doubled text with its padding; two rows would be over 100.
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(80);
    // A short name is shown whole, not cut to a letter or two.
    await expect.poll(() => fits('Tabstop Studio')).toBe(true);
    // Every button's label is whole too (the greeting's Save, the board's Add, the stage jump list...).
    await expect.poll(() => clippedButtonLabels(page)).toEqual([]);
    const position = card(page, 'Tabstop Studio').getByText('Senior Product Designer');
    expect(await position.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);

    // A long name takes two lines (not one cut short), its whole text in its title for a hover...
    const company = card(page, long).getByRole('button', { name: long, exact: true });
    const lines = await company.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.clientHeight / lineHeight);
    });
    expect(lines).toBe(2);
    expect(await fits(long)).toBe(false);
    await expect(company).toHaveAttribute('title', long);
    // ...and shown whole while the card has the keyboard's focus.
    await company.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(company).toBeFocused();
    await expect.poll(() => fits(long)).toBe(true);
  });
});
