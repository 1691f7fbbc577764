import type { CDPSession, Page } from '@playwright/test';
import { sleep } from './stats';

// What the board's bench sections do in the page: sign in, read CDP's counters, wait for the visible
// cards, and move a card by mouse or keyboard. Code that runs in the page is passed as a string: the bench
// runs through tsx, whose helpers do not exist in the page.

export const CARDS = '[data-testid^="application-card-"]';

export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Milliseconds of a CDP duration metric between two snapshots. */
export const delta = (before: Record<string, number>, after: Record<string, number>, name: string) =>
  ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;

export async function logIn(page: Page, hostUrl: string, email: string, password: string) {
  await page.goto(`${hostUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor({ timeout: 120_000 });
}

/**
 * "The visible cards painted", checked at an animation frame: `performance.now()` of the first frame at
 * which the counts show all `size` applications (Total Applications), every column's heading shows its
 * count, and every column's cards fill its visible part (each column holds all its cards, or its last
 * card in the DOM reaches below the column's bottom edge or the window's, whichever is higher); 0 before.
 * The same check runs on the static copy, whose markup is the app's at that moment.
 */
export function visibleCardsCheck(size: number): string {
  return `(() => {
    const total = [...document.querySelectorAll('dt')].find((dt) => dt.textContent.trim() === 'Total Applications');
    if (!total || total.nextElementSibling?.textContent.trim() !== ${JSON.stringify(String(size))}) return 0;
    const columns = document.querySelectorAll('[data-testid^="board-column-"]');
    if (columns.length === 0) return 0;
    for (const column of columns) {
      const match = column.querySelector('h3')?.textContent.match(/\\((\\d+)\\)\\s*$/);
      if (!match) return 0;
      const count = Number(match[1]);
      const cards = column.querySelectorAll(${JSON.stringify(CARDS)});
      if (cards.length === count) continue;
      const scroller = column.querySelector('[data-testid^="column-scroller-"]');
      if (!scroller || cards.length === 0) return 0;
      const bottom = Math.min(scroller.getBoundingClientRect().bottom, window.innerHeight);
      if (cards[cards.length - 1].getBoundingClientRect().bottom < bottom) return 0;
    }
    return performance.now();
  })()`;
}

/** How many cards are in the DOM. */
export function renderedCards(page: Page): Promise<number> {
  return page.evaluate(`document.querySelectorAll(${JSON.stringify(CARDS)}).length`);
}

/**
 * Resolves after the next paint once the card is in the column; returns ms since `window.benchStart`.
 * Fails after 60 s saying which card never arrived, rather than hanging the bench.
 */
export function paintedIn(page: Page, id: string, status: string): Promise<number> {
  const selector = JSON.stringify(`[data-testid="board-column-${status}"] [data-testid="application-card-${id}"]`);
  // On failure, what the page shows instead: where the card is, the column's heading and scroll, the toasts.
  const whereIs = `(() => {
    const card = document.querySelector('[data-testid="application-card-${id}"]');
    const column = document.querySelector('[data-testid="board-column-${status}"]');
    const scroller = column?.querySelector('[data-testid^="column-scroller-"]');
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')].map((n) => n.textContent).join(' | ');
    return 'the card is ' + (card ? 'in ' + card.closest('[data-testid^="board-column-"]')?.dataset.testid : 'not in the DOM') +
      '; the column: ' + column?.querySelector('h3')?.textContent + ', scrolled to ' + scroller?.scrollTop +
      ' of ' + scroller?.scrollHeight + ', ' + column?.querySelectorAll(${JSON.stringify(CARDS)}).length + ' cards rendered' +
      '; focus on ' + (document.activeElement?.dataset?.testid ?? document.activeElement?.tagName) + '; toasts: ' + (toasts || 'none');
  })()`;
  return page.evaluate(`new Promise((done, fail) => {
    const deadline = performance.now() + 60000;
    const check = () => {
      if (performance.now() > deadline) return fail(new Error('never painted: ' + ${selector} + '; ' + ${whereIs}));
      if (!document.querySelector(${selector})) return requestAnimationFrame(check);
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - window.benchStart), 0));
    };
    check();
  })`);
}

/**
 * Resolves at the frame after `check` (an expression run in the page) holds, with ms since
 * `window.benchStart`; fails after `timeoutMs` saying `what` never showed, rather than hanging the bench.
 * Look with plain CSS selectors or text: a role query walks the page on its main thread and would be
 * counted as the app's work.
 */
export function paintedWhen(page: Page, check: string, what: string, timeoutMs: number): Promise<number> {
  return page.evaluate(`new Promise((done, fail) => {
    const deadline = performance.now() + ${timeoutMs};
    const look = () => {
      if (performance.now() > deadline) return fail(new Error('never showed: ' + ${JSON.stringify(what)}));
      if (!(${check})) return requestAnimationFrame(look);
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - (window.benchStart ?? 0)), 0));
    };
    look();
  })`);
}

/** Records the time of the next event of a type, before any of the page's own listeners runs. */
export function recordStart(page: Page, type: 'drop' | 'keydown' | 'click'): Promise<unknown> {
  return page.evaluate(
    `window.addEventListener(${JSON.stringify(type)}, () => { window.benchStart = performance.now(); }, { capture: true, once: true })`,
  );
}

export async function firstCardIn(page: Page, status: string): Promise<string> {
  const testId = await page.getByTestId(`board-column-${status}`).locator(CARDS).first().getAttribute('data-testid');
  return testId!.replace('application-card-', '');
}

/** Moves go back and forth between the first two columns, so the board stays the same size. */
export const TARGETS = [
  ['job_openings', 'hr_exploratory_call', 'Exploratory Call'],
  ['hr_exploratory_call', 'job_openings', 'Wishlist'],
] as const;

/** Waits until the board's requests are answered and the page is quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await sleep(200);
}

export interface MoveHooks {
  /** Just before the input that completes the move (the drop, the Enter). */
  before?: () => Promise<unknown>;
}

/** Drags the first card of one column onto another with the mouse; resolves its id and target column. */
export async function dragCard(page: Page, run: number, hooks: MoveHooks = {}) {
  const [from, to] = TARGETS[run % 2]!;
  const id = await firstCardIn(page, from);
  const card = page.getByTestId(`application-card-${id}`);
  await card.scrollIntoViewIfNeeded();
  // Registered for drags once the board's drag code (a chunk of its own) is in.
  await page.waitForSelector(`[data-testid="application-card-${id}"][draggable="true"]`);
  const source = (await card.boundingBox())!;
  const target = (await page.getByTestId(`board-column-${to}`).boundingBox())!;
  await recordStart(page, 'drop');
  await page.mouse.move(source.x + source.width / 2, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + 30, { steps: 2 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 4 });
  await hooks.before?.();
  await page.mouse.up();
  return { id, to };
}

/** Moves the first card of one column to another with its Actions menu, by keyboard. */
export async function keyboardMoveCard(page: Page, run: number, hooks: MoveHooks = {}) {
  const [from, to, label] = TARGETS[run % 2]!;
  const id = await firstCardIn(page, from);
  const card = page.getByTestId(`application-card-${id}`);
  await card.getByRole('button', { name: /^Actions for / }).focus();
  await page.keyboard.press('Enter');
  // The menu puts the focus on its first item a moment after it opens; focusing the target before that
  // would see it taken back, and the Enter would move the card to the first stage instead.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.getByRole('menuitem', { name: label, exact: true }).focus();
  await recordStart(page, 'keydown');
  await hooks.before?.();
  await page.keyboard.press('Enter');
  return { id, to };
}
