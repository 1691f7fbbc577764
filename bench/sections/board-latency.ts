import type { CDPSession, Page } from '@playwright/test';
import { CARDS, dragCard, keyboardMoveCard, paintedIn, settle } from '../lib/board-page';
import { printProfile } from '../lib/profile';
import { figure, quantile, sleep, type Figure } from '../lib/stats';

// Interaction latency as a user feels it, the way INP counts it: the Event Timing API's `event` entries
// (PerformanceObserver, durationThreshold 16 ms), each from the input's timestamp to the next paint after
// its handlers ran; an interaction's latency is its longest entry.

/** The shortest duration the Event Timing API reports; an interaction with no entry took less. */
export const EVENT_THRESHOLD_MS = 16;

export interface LatencyFigure extends Figure {
  p75: number;
  /** Interactions with no entry of 16 ms or more, counted at 16 ms (their upper bound). */
  belowThreshold: number;
}

export interface LatencyReport {
  /** CPU slowdown (CDP Emulation.setCPUThrottlingRate): 1 is none. */
  throttle: number;
  drop: LatencyFigure;
  keyboardMove: LatencyFigure;
  openDetail: LatencyFigure;
  searchKeystroke: LatencyFigure;
}

type Kind = 'drop' | 'keyboardMove' | 'openDetail' | 'searchKeystroke';

/** The event types that make up each interaction (drags before the drop are not part of it). */
const EVENTS: Record<Kind, string[]> = {
  drop: ['drop', 'dragend', 'pointerup', 'mouseup'],
  keyboardMove: ['keydown', 'keypress', 'keyup'],
  openDetail: ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'],
  searchKeystroke: ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'],
};

const OBSERVE = `(() => {
  window.benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.benchEvents.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS} });
})()`;

interface EventEntry {
  name: string;
  start: number;
  duration: number;
}

/** The latency of the interaction whose inputs started at or after `since` (page time). */
async function latencySince(page: Page, since: number, kind: Kind): Promise<number | null> {
  // Entries are delivered after the frame they end in is presented: wait two frames and a little more.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await sleep(150);
  const entries = (await page.evaluate('window.benchEvents')) as EventEntry[];
  const durations = entries
    .filter((entry) => entry.start >= since && EVENTS[kind].includes(entry.name))
    .map((entry) => entry.duration);
  return durations.length === 0 ? null : Math.max(...durations);
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

// What the bench waits for while an interaction is measured is found with plain CSS selectors: the page runs
// Playwright's queries on its own main thread, and a role or text query walks the whole board (a profile
// of opening the dialog at 1,000 cards: ~24 ms of Playwright's role engine before the dialog's paint), which
// Event Timing would count as the app's.
const DIALOG = '[role="dialog"]';
/** "Showing N of M applications", which the search and filters bar shows only while the board is filtered. */
const SHOWING = '[role="search"] [role="status"]';

async function drop(page: Page, run: number): Promise<number | null> {
  let since = 0;
  const { id, to } = await dragCard(page, run, { before: async () => (since = await now(page)) });
  await paintedIn(page, id, to);
  const latency = await latencySince(page, since, 'drop');
  await settle(page);
  return latency;
}

async function keyboardMove(page: Page, run: number): Promise<number | null> {
  let since = 0;
  const { id, to } = await keyboardMoveCard(page, run, { before: async () => (since = await now(page)) });
  await paintedIn(page, id, to);
  const latency = await latencySince(page, since, 'keyboardMove');
  await settle(page);
  return latency;
}

async function openDetail(page: Page, run: number): Promise<number | null> {
  const column = run % 2 === 0 ? 'job_openings' : 'hr_exploratory_call';
  const card = page
    .getByTestId(`board-column-${column}`)
    .locator(CARDS)
    .nth(run % 3);
  const open = card.locator('button').first();
  await open.scrollIntoViewIfNeeded();
  const since = await now(page);
  await open.click();
  await page.locator(DIALOG).first().waitFor();
  const latency = await latencySince(page, since, 'openDetail');
  await settle(page);
  await page.keyboard.press('Escape');
  await page.locator(DIALOG).first().waitFor({ state: 'hidden' });
  await settle(page);
  return latency;
}

async function searchKeystroke(page: Page, run: number): Promise<number | null> {
  const search = page.getByLabel('Search', { exact: true });
  await search.focus();
  const since = await now(page);
  // One letter into an empty search: the board filters from every card to those that match.
  await page.keyboard.press(['F', 'S', 'L', 'D', 'N'][run % 5]!);
  await page.locator(SHOWING).waitFor();
  const latency = await latencySince(page, since, 'searchKeystroke');
  await settle(page);
  await page.keyboard.press('Escape');
  await page.locator(SHOWING).waitFor({ state: 'hidden' });
  await settle(page);
  return latency;
}

function latencyFigure(values: (number | null)[]): LatencyFigure {
  const counted = values.map((value) => value ?? EVENT_THRESHOLD_MS);
  return {
    ...figure(counted, 'ms'),
    p75: quantile(counted, 0.75),
    belowThreshold: values.filter((value) => value === null).length,
  };
}

/** `runs` interactions of each kind on a loaded board, with the CPU slowed `throttle` times. */
export async function measureLatency(
  page: Page,
  cdp: CDPSession,
  throttle: number,
  runs: number,
): Promise<LatencyReport> {
  await page.evaluate(OBSERVE);
  const values: Record<Kind, (number | null)[]> = { drop: [], keyboardMove: [], openDetail: [], searchKeystroke: [] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  try {
    for (let i = 0; i < runs; i++) {
      values.drop.push(await drop(page, i));
      values.keyboardMove.push(await keyboardMove(page, i));
      values.openDetail.push(await openDetail(page, i));
      values.searchKeystroke.push(await searchKeystroke(page, i));
    }
    // With BENCH_PROFILE: five more clicks that open the detail dialog, profiled (of the four, its p75
    // under the slowdown has been over its 200 ms most often).
    if (process.env.BENCH_PROFILE && throttle > 1)
      await printProfile(cdp, `5 clicks that open the detail dialog at ${throttle}× CPU`, async () => {
        for (let i = runs; i < runs + 5; i++) await openDetail(page, i);
      });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return {
    throttle,
    drop: latencyFigure(values.drop),
    keyboardMove: latencyFigure(values.keyboardMove),
    openDetail: latencyFigure(values.openDetail),
    searchKeystroke: latencyFigure(values.searchKeystroke),
  };
}
