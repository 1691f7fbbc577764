import type { CDPSession, Browser, Page } from '@playwright/test';
import { toApplication } from '../../src/lib/applications/application';
import { DEFAULT_STAGES } from '../../src/lib/applications/stages';
import { sortApplications, TABLE_COLUMNS } from '../../src/features/board/utils/table-sort';
import { userWithBoard } from '../lib/board-data';
import { delta, logIn, metrics, paintedWhen, recordStart, settle } from '../lib/board-page';
import { printProfile } from '../lib/profile';
import { figure, type Figure } from '../lib/stats';

// The table view and the command palette at 5,000 applications: the scripting one click on a column's
// header costs until the sorted rows are painted, and one keystroke in the palette until its results are.
// The same method as the board's moves: CDP's ScriptDuration from just before the input to the frame after.

export interface TableReport {
  size: number;
  /** One figure per column: its header clicked (ascending, then descending), each click to the paint. */
  sortScripting: { column: string; scripting: Figure }[];
  /** The sort alone (`sortApplications`, in Node) of the same 5,000 rows, each column both ways. */
  sortOnly: Figure;
  /** Every sort click together, wall time to the paint. */
  sortToPaint: Figure;
  /** A letter typed into the palette (an application search over all of them) to its results painted. */
  paletteScripting: Figure;
  paletteToPaint: Figure;
}

export interface TableOptions {
  browser: Browser;
  hostUrl: string;
  emulatorUrl: string;
  anonKey: string;
  serviceKey: string;
  size: number;
  /** Rounds over every column (each round sorts each column both ways). */
  rounds: number;
}

/** How long a sort or a search may take to show before the run stops with what it waited for. */
const PAINT_TIMEOUT_MS = 60_000;

async function timed(page: Page, cdp: CDPSession, input: () => Promise<void>, painted: () => Promise<number>) {
  const before = await metrics(cdp);
  await input();
  const wallMs = await painted();
  const after = await metrics(cdp);
  return { wallMs, scriptingMs: delta(before, after, 'ScriptDuration') };
}

/** Clicks the header of column `index` (its sort turns, or starts: dates newest first) until that paints. */
async function sortBy(page: Page, cdp: CDPSession, index: number) {
  const header = `thead th:nth-child(${index + 1})`;
  const box = (await page.locator(`${header} button`).boundingBox())!;
  const was = await page.locator(header).getAttribute('aria-sort');
  await recordStart(page, 'click');
  const run = await timed(
    page,
    cdp,
    () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    () =>
      paintedWhen(
        page,
        `(sort => sort !== ${JSON.stringify(was)} && sort !== 'none')(document.querySelector(${JSON.stringify(header)})?.getAttribute('aria-sort'))`,
        `${header} sorted again`,
        PAINT_TIMEOUT_MS,
      ),
  );
  await settle(page);
  return run;
}

export async function measureTable(options: TableOptions): Promise<TableReport> {
  const { browser, hostUrl, emulatorUrl, size } = options;
  const user = await userWithBoard(emulatorUrl, options.anonKey, size, options.serviceKey);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await logIn(page, hostUrl, user.email, user.password);

  await page.goto(`${hostUrl}/?view=table`);
  await page.waitForFunction(
    `document.querySelector('table[aria-label="Applications"]')?.getAttribute('aria-rowcount') === '${size + 1}'`,
    undefined,
    { timeout: 120_000 },
  );
  await settle(page);
  // The first header is the selection's checkbox; every other one sorts.
  const columns = (await page.locator('thead th button').allInnerTexts()).map((text) =>
    text.replace(/[▲▼]/g, '').trim(),
  );
  const perColumn = new Map(columns.map((column) => [column, [] as number[]]));
  const walls: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, column] of columns.entries()) {
      for (let click = 0; click < 2; click++) {
        const run = await sortBy(page, cdp, i + 1);
        perColumn.get(column)!.push(run.scriptingMs);
        walls.push(run.wallMs);
      }
    }
  }

  // With BENCH_PROFILE: one more click per column, profiled.
  if (process.env.BENCH_PROFILE)
    await printProfile(cdp, `${columns.length} sort clicks`, async () => {
      for (let i = 0; i < columns.length; i++) await sortBy(page, cdp, i + 1);
    });

  // The palette: Ctrl+K, then a query typed a letter at a time (each one searches every application).
  const palette = { scripting: [] as number[], wall: [] as number[] };
  const search = '[role="combobox"][id^="palette-"]';
  for (let round = 0; round < options.rounds; round++) {
    await page.keyboard.press('Control+k');
    await page.locator(search).waitFor();
    await settle(page);
    let typed = '';
    for (const letter of 'stripe') {
      typed += letter;
      await recordStart(page, 'keydown');
      const run = await timed(
        page,
        cdp,
        () => page.keyboard.press(letter),
        () =>
          paintedWhen(
            page,
            `document.querySelector(${JSON.stringify(search)})?.value === ${JSON.stringify(typed)}`,
            `palette "${typed}"`,
            PAINT_TIMEOUT_MS,
          ),
      );
      palette.scripting.push(run.scriptingMs);
      palette.wall.push(run.wallMs);
      await settle(page);
    }
    await page.keyboard.press('Escape');
    await page.locator(search).waitFor({ state: 'hidden' });
  }
  await context.close();

  // The sort alone, on the same rows as the page read them.
  const applications: ReturnType<typeof toApplication>[] = [];
  // The API answers at most 1,000 rows a request.
  for (let offset = 0; offset < size; offset += 1000) {
    const response = await user.rest(`job_applications?select=*&order=id&limit=1000&offset=${offset}`);
    applications.push(...((await response.json()) as Parameters<typeof toApplication>[0][]).map(toApplication));
  }
  if (applications.length !== size) throw new Error(`read ${applications.length} applications, not ${size}`);
  const order = DEFAULT_STAGES.map((stage) => stage.value);
  const sortOnly: number[] = [];
  for (let round = 0; round < options.rounds + 1; round++) {
    for (const column of TABLE_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const started = performance.now();
        sortApplications(applications, { column, direction }, order);
        // The first round warms the JIT up, as a page's first sort has done by the time a user sorts again.
        if (round > 0) sortOnly.push(performance.now() - started);
      }
    }
  }
  return {
    size,
    sortOnly: figure(sortOnly, 'ms'),
    sortScripting: [...perColumn].map(([column, values]) => ({ column, scripting: figure(values, 'ms') })),
    sortToPaint: figure(walls, 'ms'),
    paletteScripting: figure(palette.scripting, 'ms'),
    paletteToPaint: figure(palette.wall, 'ms'),
  };
}
