import type { Browser, Page, Request } from '@playwright/test';
import { userWithBoard } from '../lib/board-data';

export interface LoadWeight {
  page: string;
  requests: number;
  /** Bytes as sent (gzip for text), headers apart. */
  totalKiB: number;
  jsKiB: number;
  cssKiB: number;
  fontKiB: number;
  otherKiB: number;
  /** Each response, largest first: where the bytes go (kept in the results JSON, not in the table). */
  files: { url: string; type: string; kib: number }[];
}

export interface FirstLoadReport {
  login: LoadWeight;
  board: LoadWeight;
}

/** Everything the page fetched until the network went quiet, from the browser's own log, by kind. */
async function weigh(page: Page, label: string, url: string, ready: () => Promise<void>): Promise<LoadWeight> {
  const seen: Promise<{ url: string; type: string; bytes: number }>[] = [];
  const listener = (request: Request) => {
    seen.push(
      request
        .sizes()
        .then((sizes) => ({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize })),
    );
  };
  page.on('requestfinished', listener);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', listener);
  const entries = await Promise.all(seen);
  const sum = (filter: (type: string) => boolean) =>
    entries.filter((entry) => filter(entry.type)).reduce((total, entry) => total + entry.bytes, 0) / 1024;
  return {
    page: label,
    requests: entries.length,
    totalKiB: sum(() => true),
    jsKiB: sum((type) => type === 'script'),
    cssKiB: sum((type) => type === 'stylesheet'),
    fontKiB: sum((type) => type === 'font'),
    otherKiB: sum((type) => !['script', 'stylesheet', 'font'].includes(type)),
    files: entries
      .map((entry) => ({ url: new URL(entry.url).pathname, type: entry.type, kib: entry.bytes / 1024 }))
      .sort((a, b) => b.kib - a.kib),
  };
}

/** The sandbox's first load, with an empty cache: the login page, then the board of 100 applications. */
export async function measureFirstLoad(
  browser: Browser,
  hostUrl: string,
  emulatorUrl: string,
  anonKey: string,
): Promise<FirstLoadReport> {
  const user = await userWithBoard(emulatorUrl, anonKey, 100);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = await weigh(page, '/login', `${hostUrl}/login`, () =>
    page.getByRole('button', { name: 'Log In' }).waitFor(),
  );
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor();
  // The static server sends no-store, so this load fetches everything again, as a first visit would.
  // The columns render the cards in view (virtualised), so the board is ready with its first card painted.
  const board = await weigh(page, '/ (board, 100 applications)', `${hostUrl}/`, () =>
    page.locator('[data-testid^="application-card-"]').first().waitFor(),
  );
  await context.close();
  return { login, board };
}
