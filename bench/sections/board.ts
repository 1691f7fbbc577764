import type { Browser, CDPSession, Page } from '@playwright/test';
import { userWithBoard } from '../lib/board-data';
import { figure, sleep, type Figure } from '../lib/stats';

export interface BoardSizeReport {
  size: number;
  /** Navigation start to every card in the DOM and painted. */
  appVisible: Figure;
  staticVisible: Figure;
  /** Main-thread scripting during that first render (CDP Performance ScriptDuration). */
  appScripting: Figure;
  staticScripting: Figure;
  /** All main-thread work in the same interval (CDP TaskDuration): parse, script, style, layout, paint. */
  appMainThread: Figure;
  staticMainThread: Figure;
  dropScripting: Figure;
  dropMainThread: Figure;
  dropToPaint: Figure;
  keyboardScripting: Figure;
  keyboardMainThread: Figure;
  keyboardToPaint: Figure;
  apiRequests: Figure;
  apiBytes: Figure;
  apiPaths: string[];
}

export interface BoardOptions {
  browser: Browser;
  hostUrl: string;
  emulatorUrl: string;
  anonKey: string;
  sizes: number[];
  loads: number;
  moves: number;
  /** Where the static copy of a rendered board is published, and the URL it is served at. */
  publishStatic: (name: string, html: string) => string;
}

const CARDS = '[data-testid^="application-card-"]';

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Milliseconds of a CDP duration metric between two snapshots. */
const delta = (before: Record<string, number>, after: Record<string, number>, name: string) =>
  ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;

/** Navigates and waits for `size` cards, measured in the page from navigation start to the next frame. */
async function load(page: Page, cdp: CDPSession, url: string, size: number) {
  // A blank page first, so each load starts from the same state and the metrics count this load only.
  await page.goto('about:blank');
  const before = await metrics(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  // Polled at each animation frame: the time is that frame's, just before it paints the last card.
  const handle = await page.waitForFunction(
    ([selector, n]) => (document.querySelectorAll(selector).length === n ? performance.now() : 0),
    [CARDS, size] as [string, number],
    { polling: 'raf', timeout: 120_000 },
  );
  const visibleMs = (await handle.jsonValue()) as number;
  const after = await metrics(cdp);
  return {
    visibleMs,
    scriptingMs: delta(before, after, 'ScriptDuration'),
    mainThreadMs: delta(before, after, 'TaskDuration'),
  };
}

/**
 * Resolves after the next paint once the card is in the column; returns ms since the recorded start.
 * A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
 */
function paintedIn(page: Page, id: string, status: string): Promise<number> {
  const selector = JSON.stringify(`[data-testid="board-column-${status}"] [data-testid="application-card-${id}"]`);
  return page.evaluate(`new Promise((done) => {
    const check = () => {
      if (!document.querySelector(${selector})) return requestAnimationFrame(check);
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - window.benchStart), 0));
    };
    check();
  })`);
}

/** Records the time of the next event of a type, before any of the page's own listeners runs. */
function recordStart(page: Page, type: 'drop' | 'keydown'): Promise<unknown> {
  return page.evaluate(
    `window.addEventListener(${JSON.stringify(type)}, () => { window.benchStart = performance.now(); }, { capture: true, once: true })`,
  );
}

async function firstCardIn(page: Page, status: string): Promise<string> {
  const testId = await page.getByTestId(`board-column-${status}`).locator(CARDS).first().getAttribute('data-testid');
  return testId!.replace('application-card-', '');
}

const TARGETS = [
  ['job_openings', 'hr_exploratory_call', 'Exploratory Call'],
  ['hr_exploratory_call', 'job_openings', 'Wishlist'],
] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await sleep(200);
}

async function drop(page: Page, cdp: CDPSession, run: number) {
  const [from, to] = TARGETS[run % 2]!;
  const id = await firstCardIn(page, from);
  const card = page.getByTestId(`application-card-${id}`);
  await card.scrollIntoViewIfNeeded();
  const source = (await card.boundingBox())!;
  const target = (await page.getByTestId(`board-column-${to}`).boundingBox())!;
  await recordStart(page, 'drop');
  await page.mouse.move(source.x + source.width / 2, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + 30, { steps: 2 });
  await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 4 });
  const before = await metrics(cdp);
  await page.mouse.up();
  const wallMs = await paintedIn(page, id, to);
  const after = await metrics(cdp);
  await settle(page);
  return {
    wallMs,
    scriptingMs: delta(before, after, 'ScriptDuration'),
    mainThreadMs: delta(before, after, 'TaskDuration'),
  };
}

async function keyboardMove(page: Page, cdp: CDPSession, run: number) {
  const [from, to, label] = TARGETS[run % 2]!;
  const id = await firstCardIn(page, from);
  const card = page.getByTestId(`application-card-${id}`);
  await card.getByRole('button', { name: /^Actions for / }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: label, exact: true }).focus();
  await recordStart(page, 'keydown');
  const before = await metrics(cdp);
  await page.keyboard.press('Enter');
  const wallMs = await paintedIn(page, id, to);
  const after = await metrics(cdp);
  await settle(page);
  return {
    wallMs,
    scriptingMs: delta(before, after, 'ScriptDuration'),
    mainThreadMs: delta(before, after, 'TaskDuration'),
  };
}

async function logIn(page: Page, hostUrl: string, email: string, password: string) {
  await page.goto(`${hostUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor({ timeout: 60_000 });
}

/** A copy of the rendered board without any script: the same cards and styles, nothing to run. */
function staticCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]'))
      script.remove();
    for (const portal of copy.querySelectorAll('[data-portal]')) portal.remove();
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

export async function measureBoardSize(options: BoardOptions, size: number): Promise<BoardSizeReport> {
  const { browser, hostUrl, emulatorUrl } = options;
  const user = await userWithBoard(emulatorUrl, options.anonKey, size);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await logIn(page, hostUrl, user.email, user.password);

  // Sizes arrive asynchronously: each load awaits all of its own before they are counted.
  const api: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(`${emulatorUrl}/rest/`) && !request.url().startsWith(`${emulatorUrl}/auth/`)) return;
    api.push(
      request.sizes().then((sizes) => ({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });

  const app = {
    visible: [] as number[],
    scripting: [] as number[],
    main: [] as number[],
    requests: [] as number[],
    bytes: [] as number[],
  };
  let apiPaths: string[] = [];
  for (let i = 0; i < options.loads; i++) {
    api.length = 0;
    const run = await load(page, cdp, `${hostUrl}/`, size);
    await page.waitForLoadState('networkidle');
    await sleep(100);
    app.visible.push(run.visibleMs);
    app.scripting.push(run.scriptingMs);
    app.main.push(run.mainThreadMs);
    const calls = await Promise.all(api);
    app.requests.push(calls.length);
    app.bytes.push(calls.reduce((sum, r) => sum + r.bytes, 0) / 1024);
    apiPaths = calls.map((r) => r.path);
  }

  const staticUrl = options.publishStatic(`static-board-${size}.html`, await staticCopy(page));
  const floor = { visible: [] as number[], scripting: [] as number[], main: [] as number[] };
  for (let i = 0; i < options.loads; i++) {
    const run = await load(page, cdp, staticUrl, size);
    floor.visible.push(run.visibleMs);
    floor.scripting.push(run.scriptingMs);
    floor.main.push(run.mainThreadMs);
  }

  await load(page, cdp, `${hostUrl}/`, size);
  await settle(page);
  const drops = { wall: [] as number[], scripting: [] as number[], main: [] as number[] };
  const keys = { wall: [] as number[], scripting: [] as number[], main: [] as number[] };
  for (let i = 0; i < options.moves; i++) {
    const d = await drop(page, cdp, i);
    drops.wall.push(d.wallMs);
    drops.scripting.push(d.scriptingMs);
    drops.main.push(d.mainThreadMs);
    const k = await keyboardMove(page, cdp, i);
    keys.wall.push(k.wallMs);
    keys.scripting.push(k.scriptingMs);
    keys.main.push(k.mainThreadMs);
  }
  await context.close();

  return {
    size,
    appVisible: figure(app.visible, 'ms'),
    staticVisible: figure(floor.visible, 'ms'),
    appScripting: figure(app.scripting, 'ms'),
    staticScripting: figure(floor.scripting, 'ms'),
    appMainThread: figure(app.main, 'ms'),
    staticMainThread: figure(floor.main, 'ms'),
    dropScripting: figure(drops.scripting, 'ms'),
    dropMainThread: figure(drops.main, 'ms'),
    dropToPaint: figure(drops.wall, 'ms'),
    keyboardScripting: figure(keys.scripting, 'ms'),
    keyboardMainThread: figure(keys.main, 'ms'),
    keyboardToPaint: figure(keys.wall, 'ms'),
    apiRequests: figure(app.requests, 'requests'),
    apiBytes: figure(app.bytes, 'KiB'),
    apiPaths,
  };
}
