import { mkdir, readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/browser';
import { ROOT } from './lib/stack';

// `npx tsx scripts/screenshots.ts [baseUrl] [--out folder]`: every screen of a running stack (`npm start`,
// with its demo account) at 375, 768 and 1440 px wide, into docs/screenshots/ (the README links them).
// Signed out: the public pages, the auth pages and the 404; signed in as the demo user: the board, the
// board scrolled to its columns, Insights, the add, details and delete dialogs and the card's menu.
const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const outDir = resolve(ROOT, outArg >= 0 ? args[outArg + 1]! : 'docs/screenshots');
const baseUrl = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--out') ?? 'http://localhost:3000';
const DEMO = { email: 'demo@jobtracker.test', password: 'demo-password' };
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1440, height: 900 },
] as const;

interface Screen {
  name: string;
  /** Brings the page to the screen; the signed-in screens start from the board. */
  show: (page: Page) => Promise<void>;
  /** The whole page rather than the window (pages that are read by scrolling). */
  fullPage?: boolean;
}

const url = (path: string) => new URL(path, baseUrl).toString();
const settle = (page: Page) => page.waitForTimeout(500);
const board = async (page: Page) => {
  await page.goto(url('/'));
  await page.getByRole('heading', { name: 'Application Tracking' }).waitFor();
  await page.waitForLoadState('networkidle');
};
const firstCard = (page: Page) => page.locator('[data-testid^="application-card-"]').first();

const SIGNED_OUT: Screen[] = [
  { name: 'home', show: (page) => page.goto(url('/home')).then(() => undefined), fullPage: true },
  { name: 'login', show: (page) => page.goto(url('/login')).then(() => undefined) },
  { name: 'signup', show: (page) => page.goto(url('/signup')).then(() => undefined) },
  { name: 'reset-password', show: (page) => page.goto(url('/reset-password')).then(() => undefined) },
  { name: 'terms', show: (page) => page.goto(url('/terms')).then(() => undefined) },
  { name: 'privacy-policy', show: (page) => page.goto(url('/privacy-policy')).then(() => undefined) },
  { name: 'not-found', show: (page) => page.goto(url('/nowhere')).then(() => undefined) },
];

const SIGNED_IN: Screen[] = [
  { name: 'board', show: board },
  { name: 'board-full-page', show: board, fullPage: true },
  {
    name: 'board-columns',
    show: async (page) => {
      await board(page);
      await page.getByRole('region', { name: 'Application board' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'board-card-menu',
    show: async (page) => {
      await board(page);
      await firstCard(page).scrollIntoViewIfNeeded();
      await firstCard(page)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'insights',
    show: async (page) => {
      await page.goto(url('/?view=insights'));
      await page.waitForLoadState('networkidle');
    },
    fullPage: true,
  },
  {
    name: 'add-application',
    show: async (page) => {
      await board(page);
      await page.getByRole('button', { name: 'Add new application' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'application-details',
    show: async (page) => {
      await board(page);
      await firstCard(page).scrollIntoViewIfNeeded();
      await firstCard(page).getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'delete-application',
    show: async (page) => {
      await board(page);
      await firstCard(page).scrollIntoViewIfNeeded();
      await firstCard(page).getByRole('button').first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this application?' }).waitFor();
    },
  },
];

await mkdir(outDir, { recursive: true });
// Shots of screens that no longer exist do not linger.
for (const file of await readdir(outDir)) if (file.endsWith('.png')) await rm(resolve(outDir, file));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const { name: size, width, height } of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const shoot = async (screen: Screen) => {
      await screen.show(page);
      await settle(page);
      const path = resolve(outDir, `${screen.name}-${width}.png`);
      await page.screenshot({ path, fullPage: screen.fullPage ?? false });
      console.log(`${size.padEnd(6)} ${path}`);
    };
    for (const screen of SIGNED_OUT) await shoot(screen);
    await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Application Tracking' }).waitFor();
    // The login's own toast is not part of the screens.
    await page.waitForTimeout(5000);
    for (const screen of SIGNED_IN) await shoot(screen);
    await context.close();
  }
} finally {
  await browser.close();
}
