import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { userWithBoard } from '../lib/board-data';

export interface LoadWeight {
  page: string;
  requests: number;
  /** Bytes as sent (Brotli for text, as the preview server sends it), headers apart. */
  totalKiB: number;
  jsKiB: number;
  cssKiB: number;
  fontKiB: number;
  otherKiB: number;
  /** Each response, largest first: where the bytes go (kept in the results JSON, not in the table). */
  files: { url: string; type: string; kib: number }[];
  /** The same bytes by who brings them (`partOf`), largest first; absent in results from before 2026-11-24. */
  parts?: { part: string; kib: number }[];
}

/** What a page's files are, from the two builds' federation manifests: shared packages by name. */
export interface BuildMap {
  hostOrigin: string;
  remoteOrigin: string;
  /** Path of a shared package's file (e.g. `/static/js/async/s.1234.js`) → package name, per origin. */
  hostShared: Map<string, string>;
  remoteShared: Map<string, string>;
}

/** The host's page and the libraries it brings, as the host contract has it: what no tracker change removes. */
export const HOST_PART = 'the host';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

async function sharedFiles(dist: string): Promise<Map<string, string>> {
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: ManifestShared[];
  };
  const files = new Map<string, string>();
  for (const shared of manifest.shared)
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.set(`/${file}`, shared.name);
  return files;
}

export async function buildMap(hostDist: string, remoteDist: string, hostUrl: string, remoteUrl: string) {
  return {
    hostOrigin: new URL(hostUrl).origin,
    remoteOrigin: new URL(remoteUrl).origin,
    hostShared: await sharedFiles(hostDist),
    remoteShared: await sharedFiles(remoteDist),
  } satisfies BuildMap;
}

/**
 * Who brings a response: the host (its HTML, entry with its federation runtime, CSS and the shared
 * libraries it provides), the tracker (its container, the shared libraries it provides, its own code and
 * CSS), the font, or the API. Shared packages are named, each from the manifest of the build that served it.
 */
export function partOf(map: BuildMap, url: string, type: string): string {
  const { origin, pathname } = new URL(url);
  if (type === 'font') return 'font (Inter)';
  if (origin === map.hostOrigin) {
    const shared = map.hostShared.get(pathname);
    if (shared) return `${HOST_PART}: ${shared}`;
    if (type === 'script' && !extname(pathname))
      return `${HOST_PART}: its page (the HTML, and work Chromium ties to it)`;
    return `${HOST_PART}: page, entry and federation runtime`;
  }
  if (origin === map.remoteOrigin) {
    if (pathname.endsWith('/remoteEntry.js')) return 'tracker: container (federation runtime)';
    const shared = map.remoteShared.get(pathname);
    if (shared) return `tracker: ${shared}`;
    if (type === 'stylesheet') return 'tracker: CSS';
    if (type === 'script') return 'tracker: own code';
    return 'tracker: manifest and images';
  }
  return 'API and showcase images';
}

export interface FirstLoadReport {
  login: LoadWeight;
  board: LoadWeight;
}

/** How long the network must be quiet before a first load is over. */
const QUIET_MS = 1_500;

/** Everything the page fetched until the network went quiet, from the browser's own log, by kind. */
async function weigh(
  page: Page,
  map: BuildMap,
  label: string,
  url: string,
  ready: () => Promise<void>,
): Promise<LoadWeight> {
  const seen: Promise<{ url: string; type: string; bytes: number }>[] = [];
  const listener = (request: Request) => {
    seen.push(
      request
        .sizes()
        .then((sizes) => ({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize })),
    );
  };
  // Quiet: nothing in flight and nothing started for QUIET_MS. Playwright's 'networkidle' is a state a page
  // reaches once, near its load event, so what a page asks for after it (the board's showcase images, once
  // the companies' answer is in) was counted or not depending on the timing.
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('requestfinished', listener);
  await page.goto(url);
  await ready();
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
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
    parts: [
      ...entries
        .reduce((parts, entry) => {
          const part = partOf(map, entry.url, entry.type);
          return parts.set(part, (parts.get(part) ?? 0) + entry.bytes / 1024);
        }, new Map<string, number>())
        .entries(),
    ]
      .map(([part, kib]) => ({ part, kib }))
      .sort((a, b) => b.kib - a.kib),
  };
}

/** The sandbox's first load, with an empty cache: the login page, then the board of 100 applications. */
export async function measureFirstLoad(
  browser: Browser,
  hostUrl: string,
  map: BuildMap,
  emulatorUrl: string,
  anonKey: string,
): Promise<FirstLoadReport> {
  const user = await userWithBoard(emulatorUrl, anonKey, 100);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = await weigh(page, map, '/login', `${hostUrl}/login`, () =>
    page.getByRole('button', { name: 'Log In' }).waitFor(),
  );
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor();
  // The board in a browser with the session and an empty cache, as a returning user's first visit of the
  // day. Reloaded in the same browser, the showcase's images (sent with a max-age) came from its cache:
  // Chromium reports such a response's body as its headers' size taken from nothing, so each counted as
  // about -0.3 KiB, and the board's total was 36 KiB lower than what a first visit receives.
  const signedIn = await context.storageState();
  await context.close();
  const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: signedIn });
  const boardPage = await fresh.newPage();
  // The columns render the cards in view (virtualised), so the board is ready with its first card painted.
  const board = await weigh(boardPage, map, '/ (board, 100 applications)', `${hostUrl}/`, () =>
    boardPage.locator('[data-testid^="application-card-"]').first().waitFor(),
  );
  await fresh.close();
  return { login, board };
}
