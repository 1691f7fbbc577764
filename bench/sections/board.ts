import type { Browser, CDPSession, Page, Request, Route } from '@playwright/test';
import { userWithBoard } from '../lib/board-data';
import {
  delta,
  dragCard,
  keyboardMoveCard,
  logIn,
  metrics,
  paintedIn,
  renderedCards,
  settle,
  visibleCardsCheck,
} from '../lib/board-page';
import { printProfile } from '../lib/profile';
import { figure, sleep, type Figure } from '../lib/stats';
import { measureLatency, type LatencyReport } from './board-latency';
import { measureMemory, type MemoryReport } from './board-memory';

export interface BoardSizeReport {
  size: number;
  /** Navigation start to the visible cards painted (see `visibleCardsCheck`). */
  appVisible: Figure;
  staticVisible: Figure;
  /**
   * Navigation start to the board's data arrived (the end of its \`my_board_rows\` response, Resource Timing): what
   * the load waits for from the server; the rest of \`appVisible\` is the page's own work once it is there.
   */
  dataArrived?: Figure;
  /** Cards in the DOM at that moment (the rest of the board is virtualised). */
  cardsInDom: Figure;
  /** Main-thread scripting during that first render (CDP Performance ScriptDuration). */
  appScripting: Figure;
  staticScripting: Figure;
  /** All main-thread work in the same interval (CDP TaskDuration): parse, script, style, layout, paint. */
  appMainThread: Figure;
  staticMainThread: Figure;
  dropScripting: Figure;
  dropMainThread: Figure;
  dropToPaint: Figure;
  /** Scripting for the drop's answer, from its request's release until the page is quiet (new revision, toast). */
  dropAnswerScripting?: Figure;
  keyboardScripting: Figure;
  keyboardMainThread: Figure;
  keyboardToPaint: Figure;
  keyboardAnswerScripting?: Figure;
  apiRequests: Figure;
  apiBytes: Figure;
  apiPaths: string[];
  /** INP-style latency of four interactions, unthrottled and under a 4× CPU slowdown. */
  latency?: LatencyReport[];
  memory?: MemoryReport;
}

export interface BoardOptions {
  browser: Browser;
  hostUrl: string;
  emulatorUrl: string;
  anonKey: string;
  serviceKey: string;
  loads: number;
  moves: number;
  /** Interactions of each kind for the latency figures (none: not measured at this size). */
  interactions: number;
  /** Whether to measure the heap and the leak check at this size. */
  memory: boolean;
  /** Where the static copy of a rendered board is published, and the URL it is served at. */
  publishStatic: (name: string, html: string) => string;
}

/** Navigates and waits for the visible cards, measured in the page from navigation start to that frame. */
async function load(page: Page, cdp: CDPSession, url: string, size: number) {
  // A blank page first, so each load starts from the same state and the metrics count this load only.
  await page.goto('about:blank');
  const before = await metrics(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  // Polled at each animation frame: the time is that frame's, just before it paints.
  const handle = await page.waitForFunction(visibleCardsCheck(size), undefined, { polling: 'raf', timeout: 120_000 });
  const visibleMs = (await handle.jsonValue()) as number;
  const after = await metrics(cdp);
  const dataMs = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
        .find((entry) => new URL(entry.name).pathname.endsWith('/rest/v1/rpc/my_board_rows'))?.responseEnd ?? null,
  );
  return {
    visibleMs,
    dataMs,
    cards: await renderedCards(page),
    scriptingMs: delta(before, after, 'ScriptDuration'),
    mainThreadMs: delta(before, after, 'TaskDuration'),
  };
}

const SAVES = '**/rest/v1/job_applications?*';

/**
 * Scripting and main-thread time from just before the move's last input to the paint that shows it; then
 * the answer's: from the moment its request may go until the page is quiet again.
 *
 * The move's request is held until the first figures are read. The page sends it in the task that renders
 * the move, and on loopback the answer (a new revision on the board, the Undo toast) can arrive after the
 * paint but before the figures, read over CDP, are: it was counted as the move's own work at some runs and
 * not at others. It is measured apart, as the answer's.
 */
async function timedMove(page: Page, cdp: CDPSession, move: typeof dragCard, run: number) {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  const hold = async (route: Route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  };
  await page.route(SAVES, hold);
  try {
    let before: Record<string, number> = {};
    const { id, to } = await move(page, run, { before: async () => (before = await metrics(cdp)) });
    const wallMs = await paintedIn(page, id, to);
    const after = await metrics(cdp);
    release();
    await settle(page);
    const answered = await metrics(cdp);
    return {
      wallMs,
      scriptingMs: delta(before, after, 'ScriptDuration'),
      mainThreadMs: delta(before, after, 'TaskDuration'),
      answerScriptingMs: delta(after, answered, 'ScriptDuration'),
    };
  } finally {
    release();
    await page.unroute(SAVES, hold);
  }
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
  const user = await userWithBoard(emulatorUrl, options.anonKey, size, options.serviceKey);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await logIn(page, hostUrl, user.email, user.password);

  // Sizes arrive asynchronously: each load awaits all of its own before they are counted. A load's own are
  // those it started: a request of the page before it (the log-in's board) can finish during the next load.
  const api: Promise<{ path: string; bytes: number }>[] = [];
  const started = new Set<Request>();
  page.on('request', (request) => started.add(request));
  page.on('requestfinished', (request) => {
    if (!started.has(request)) return;
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
    data: [] as number[],
    cards: [] as number[],
    scripting: [] as number[],
    main: [] as number[],
    requests: [] as number[],
    bytes: [] as number[],
  };
  let apiPaths: string[] = [];
  for (let i = 0; i < options.loads; i++) {
    api.length = 0;
    started.clear();
    const run = await load(page, cdp, `${hostUrl}/`, size);
    await page.waitForLoadState('networkidle');
    await sleep(100);
    app.visible.push(run.visibleMs);
    if (run.dataMs !== null) app.data.push(run.dataMs);
    app.cards.push(run.cards);
    app.scripting.push(run.scriptingMs);
    app.main.push(run.mainThreadMs);
    const calls = await Promise.all(api);
    app.requests.push(calls.length);
    app.bytes.push(calls.reduce((sum, r) => sum + r.bytes, 0) / 1024);
    apiPaths = [...new Set(calls.map((r) => r.path))];
  }

  const staticUrl = options.publishStatic(`static-board-${size}.html`, await staticCopy(page));
  const floor = { visible: [] as number[], scripting: [] as number[], main: [] as number[] };
  for (let i = 0; i < options.loads; i++) {
    const run = await load(page, cdp, staticUrl, size);
    floor.visible.push(run.visibleMs);
    floor.scripting.push(run.scriptingMs);
    floor.main.push(run.mainThreadMs);
  }

  // With BENCH_PROFILE: three more loads, profiled (the target is at 1,000: navigation to visible cards).
  if (process.env.BENCH_PROFILE && size === 1000)
    await printProfile(cdp, `3 loads of the board at ${size.toLocaleString('en')}`, async () => {
      for (let i = 0; i < 3; i++) await load(page, cdp, `${hostUrl}/`, size);
    });

  await load(page, cdp, `${hostUrl}/`, size);
  await settle(page);
  const drops = { wall: [] as number[], scripting: [] as number[], main: [] as number[], answer: [] as number[] };
  const keys = { wall: [] as number[], scripting: [] as number[], main: [] as number[], answer: [] as number[] };
  for (let i = 0; i < options.moves; i++) {
    const d = await timedMove(page, cdp, dragCard, i);
    drops.wall.push(d.wallMs);
    drops.scripting.push(d.scriptingMs);
    drops.main.push(d.mainThreadMs);
    drops.answer.push(d.answerScriptingMs);
    const k = await timedMove(page, cdp, keyboardMoveCard, i);
    keys.wall.push(k.wallMs);
    keys.scripting.push(k.scriptingMs);
    keys.main.push(k.mainThreadMs);
    keys.answer.push(k.answerScriptingMs);
  }

  // With BENCH_PROFILE: three more of each move at 5,000, profiled.
  if (process.env.BENCH_PROFILE && size >= 5000)
    await printProfile(cdp, `3 drops and 3 keyboard moves at ${size.toLocaleString('en')}`, async () => {
      for (let i = options.moves; i < options.moves + 3; i++) {
        await timedMove(page, cdp, dragCard, i);
        await timedMove(page, cdp, keyboardMoveCard, i);
      }
    });

  let latency: LatencyReport[] | undefined;
  if (options.interactions > 0) {
    latency = [];
    for (const throttle of [1, 4]) latency.push(await measureLatency(page, cdp, throttle, options.interactions));
  }
  await context.close();
  const memory = options.memory ? await measureMemory(browser, hostUrl, user, size) : undefined;

  return {
    size,
    appVisible: figure(app.visible, 'ms'),
    staticVisible: figure(floor.visible, 'ms'),
    ...(app.data.length === options.loads && { dataArrived: figure(app.data, 'ms') }),
    cardsInDom: figure(app.cards, 'cards'),
    appScripting: figure(app.scripting, 'ms'),
    staticScripting: figure(floor.scripting, 'ms'),
    appMainThread: figure(app.main, 'ms'),
    staticMainThread: figure(floor.main, 'ms'),
    dropScripting: figure(drops.scripting, 'ms'),
    dropMainThread: figure(drops.main, 'ms'),
    dropToPaint: figure(drops.wall, 'ms'),
    dropAnswerScripting: figure(drops.answer, 'ms'),
    keyboardScripting: figure(keys.scripting, 'ms'),
    keyboardMainThread: figure(keys.main, 'ms'),
    keyboardToPaint: figure(keys.wall, 'ms'),
    keyboardAnswerScripting: figure(keys.answer, 'ms'),
    apiRequests: figure(app.requests, 'requests'),
    apiBytes: figure(app.bytes, 'KiB'),
    apiPaths,
    ...(latency && { latency }),
    ...(memory && { memory }),
  };
}
