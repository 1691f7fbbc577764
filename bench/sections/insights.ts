import type { Browser, Page } from '@playwright/test';
import { delta, metrics, paintedWhen } from '../lib/board-page';
import { userWithHistories } from '../lib/insights-data';
import { figure, sleep, type Figure } from '../lib/stats';

export interface InsightsReport {
  size: number;
  historyRows: number;
  /** Navigation to /?view=insights → the figures painted: the board's data, the lazy chunk, the history. */
  openToPaint: Figure;
  openScripting: Figure;
  /** Choosing another period → painted: the whole view computed and rendered again from the data. */
  renderScripting: Figure;
  renderMainThread: Figure;
  renderToPaint: Figure;
}

export interface InsightsOptions {
  browser: Browser;
  hostUrl: string;
  emulatorUrl: string;
  anonKey: string;
  serviceKey: string;
  size: number;
  runs: number;
}

/** How long a view may take to show its figures before the run stops with what it waited for. */
const PAINT_TIMEOUT_MS = 120_000;

/** Resolves at the frame after `text` shows (a board that cannot load every application fails, not hangs). */
const paintedText = (page: Page, text: string): Promise<number> =>
  paintedWhen(page, `document.body.innerText.includes(${JSON.stringify(text)})`, text, PAINT_TIMEOUT_MS);

export async function measureInsights(options: InsightsOptions): Promise<InsightsReport> {
  const { browser, hostUrl, emulatorUrl, size } = options;
  const user = await userWithHistories(emulatorUrl, options.anonKey, options.serviceKey, size);
  const history = await user.rest('application_status_history?select=id', { headers: { prefer: 'count=exact' } });
  const historyRows = Number(history.headers.get('content-range')?.split('/')[1] ?? 0);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(`${hostUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor({ timeout: 120_000 });

  const open = { wall: [] as number[], scripting: [] as number[] };
  for (let i = 0; i < options.runs; i++) {
    await page.goto('about:blank');
    const before = await metrics(cdp);
    await page.goto(`${hostUrl}/?view=insights`, { waitUntil: 'commit' });
    const wall = await paintedText(page, `Counting all ${size} applications`);
    const after = await metrics(cdp);
    open.wall.push(wall);
    open.scripting.push(delta(before, after, 'ScriptDuration'));
    await page.waitForLoadState('networkidle');
  }

  const render = { wall: [] as number[], scripting: [] as number[], main: [] as number[] };
  const periods = [
    ['Last 90 days', 'in the last 90 days'],
    ['All time', `Counting all ${size} applications`],
  ] as const;
  for (let i = 0; i < options.runs * 2; i++) {
    const [label, text] = periods[i % 2]!;
    await sleep(200);
    await page.evaluate(
      `window.addEventListener('click', () => { window.benchStart = performance.now(); }, { capture: true, once: true })`,
    );
    const before = await metrics(cdp);
    await page.getByRole('radiogroup', { name: 'Period' }).getByText(label, { exact: true }).click();
    const wall = await paintedText(page, text);
    const after = await metrics(cdp);
    render.wall.push(wall);
    render.scripting.push(delta(before, after, 'ScriptDuration'));
    render.main.push(delta(before, after, 'TaskDuration'));
  }
  await context.close();

  return {
    size,
    historyRows,
    openToPaint: figure(open.wall, 'ms'),
    openScripting: figure(open.scripting, 'ms'),
    renderScripting: figure(render.scripting, 'ms'),
    renderMainThread: figure(render.main, 'ms'),
    renderToPaint: figure(render.wall, 'ms'),
  };
}
