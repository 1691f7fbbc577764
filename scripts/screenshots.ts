import { mkdir, readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { loadOrCreateKeys } from '../emulator/src/keys';
import { CHROMIUM_ARGS, findChromium } from './lib/browser';
import { portOffset } from './lib/port-offset';
import { ROOT, startStack, stopAll } from './lib/stack';

// `npm run screenshots`: every screen of the tracker at 375, 768 and 1440 px wide, into docs/screenshots/
// (`<screen>-<width>.png`, replaced each run). It starts the development stack on its own ports with fresh
// demo data, signs in as the demo user (and as new users for the empty board and the greeting that asks for a
// name), and stops the stack after.
// `npm run screenshots -- board insights` takes only the screens named.

// SCREENSHOTS_PORT_OFFSET shifts the three ports, for a machine where several people take them at once.
const OFFSET = portOffset('SCREENSHOTS_PORT_OFFSET');
const PORTS = { host: 3300 + OFFSET, remote: 3301 + OFFSET, emulator: 54700 + OFFSET };
const WIDTHS = [375, 768, 1440] as const;
const DEMO = { email: 'demo@jobtracker.test', password: 'demo-password' };
const OUT = resolve(ROOT, 'docs/screenshots');
const DATA = resolve(ROOT, '.data/screenshots-stack');

interface Screen {
  name: string;
  /** Who is signed in: nobody, the demo user, a user with an empty board, or one who gave no name. */
  as: Person;
  path: string;
  /** What to do before the page loads (a failing request), and what to wait for instead of its heading. */
  before?: (page: Page) => Promise<void>;
  ready?: (page: Page) => Locator;
  /** What to open once the page has settled, and what to wait for. */
  open?: (page: Page) => Promise<void>;
  /** The whole page rather than the window: by default only for screens without anything opened. */
  fullPage?: boolean;
  /** What to put back once the screen is taken (a move undone, a request let through again). */
  after?: (page: Page) => Promise<void>;
}

type Person = 'visitor' | 'demo' | 'newcomer' | 'nameless';
const PEOPLE: readonly Person[] = ['visitor', 'demo', 'newcomer', 'nameless'];

const menuItem = async (page: Page, button: RegExp | string, item: string) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('menuitem', { name: item }).waitFor();
};

/** Scrolls the page so `locator` sits near the top of the window, below the header. */
const scrollToTop = (locator: Locator) =>
  locator.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));

const BOARD_LOAD = '**/rest/v1/rpc/my_board*';

/** A small file of another tracker's columns, for the import's preview. */
const IMPORT_FILE = {
  name: 'huntr-export.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Company,Job Title,List,Date Applied,Location,Notes',
      'Miro,Product Designer,Interviewing,03/14/2026,"Berlin, DE",Met the team',
      'Loom,UX Designer,Applied,02/01/2026,Remote,',
      'Framer,Brand Designer,Wishlist,,Amsterdam,',
      'Pitch,Designer,Ghosted,12/01/2025,,',
    ].join('\r\n'),
  ),
};

const SCREENS: Screen[] = [
  { name: 'home', as: 'visitor', path: '/home' },
  { name: 'login', as: 'visitor', path: '/login' },
  { name: 'signup', as: 'visitor', path: '/signup' },
  { name: 'reset-password', as: 'visitor', path: '/reset-password' },
  // The legal pages' first screen (title, contents, the first sections): the rest is more of the same
  // paragraphs, and whole they were 40 % of the folder.
  { name: 'terms', as: 'visitor', path: '/terms', fullPage: false },
  { name: 'privacy-policy', as: 'visitor', path: '/privacy-policy', fullPage: false },
  { name: 'not-found', as: 'visitor', path: '/nowhere' },
  { name: 'board', as: 'demo', path: '/' },
  {
    name: 'board-columns',
    as: 'demo',
    path: '/',
    open: (page) => page.getByRole('region', { name: 'Application board' }).scrollIntoViewIfNeeded(),
  },
  {
    name: 'add-application',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add new application' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'application-details',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.locator('[data-testid^="application-card-"]').first().getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    // An application with a history: stages it went through, people, an upcoming presentation.
    name: 'application-history',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Google', exact: true }).click();
      await page.getByRole('dialog').getByLabel('Stage history').waitFor();
    },
  },
  {
    name: 'card-menu',
    as: 'demo',
    path: '/',
    open: (page) => menuItem(page, /^Actions for /, 'Edit'),
  },
  {
    name: 'export-import-menu',
    as: 'demo',
    path: '/',
    open: (page) => menuItem(page, 'Export / Import', 'CSV (spreadsheet)'),
  },
  {
    name: 'import',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, 'Export / Import', 'Import a CSV or JSON file…');
      await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'import-preview',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, 'Export / Import', 'Import a CSV or JSON file…');
      await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
      const dialog = page.getByRole('dialog');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: /File to import/ }).click();
      await (await chooser).setFiles(IMPORT_FILE);
      await dialog.getByText(`${IMPORT_FILE.name}: 4 applications.`).waitFor();
    },
  },
  {
    name: 'edit-stages',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit stages' }).click();
      await page.getByRole('dialog', { name: 'Edit stages' }).getByRole('textbox').first().waitFor();
    },
  },
  {
    name: 'insights',
    as: 'demo',
    path: '/',
    fullPage: true,
    open: async (page) => {
      await page.getByRole('radiogroup', { name: 'View' }).getByText('Insights').click();
      await page.getByRole('region', { name: 'How far applications got' }).waitFor();
    },
  },
  { name: 'account-menu', as: 'demo', path: '/', open: (page) => menuItem(page, /^Account menu for /, 'Logout') },
  {
    name: 'delete-account',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, /^Account menu for /, 'Delete my account');
      await page.getByRole('menuitem', { name: 'Delete my account' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'calendar-feed',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, /^Account menu for /, 'Calendar feed');
      await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
      await page
        .getByRole('dialog', { name: 'Calendar feed' })
        .getByRole('button', { name: /address/ })
        .waitFor();
    },
  },
  {
    name: 'morning-email',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, /^Account menu for /, 'Morning e-mail');
      await page.getByRole('menuitem', { name: 'Morning e-mail' }).click();
      await page.getByRole('dialog', { name: 'Morning e-mail' }).getByRole('switch').waitFor();
    },
  },
  {
    // On a phone the stage switcher shows one stage; wider, it jumps the board to a column out of view.
    name: 'stage-switcher',
    as: 'demo',
    path: '/',
    open: async (page) => {
      const stages = page.getByRole('navigation', { name: 'Stages' });
      await stages.getByRole('button', { name: /^Selected\/Offered/ }).click();
      await scrollToTop(stages);
    },
  },
  {
    // A move by the card's menu: the board follows the card, and the toast keeps clear of it.
    name: 'card-moved',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await menuItem(page, /^Actions for /, 'Exploratory Call');
      await page.getByRole('menuitem', { name: 'Exploratory Call' }).click();
      await page.getByRole('alert').filter({ hasText: 'Application moved' }).waitFor();
    },
    after: async (page) => {
      await page
        .getByRole('alert')
        .filter({ hasText: 'Application moved' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await page.waitForTimeout(1000);
    },
  },
  {
    // The board's load fails (after the client's retries): an inline error with Retry, and the toast.
    name: 'load-error',
    as: 'demo',
    path: '/',
    before: async (page) => {
      await page.route(BOARD_LOAD, (route) => route.fulfill({ status: 503, body: '{}' }));
    },
    ready: (page) => page.getByRole('alert').filter({ hasText: 'Your applications could not be loaded' }),
    fullPage: true,
    after: (page) => page.unroute(BOARD_LOAD),
  },
  { name: 'empty-board', as: 'newcomer', path: '/' },
  // Signed up with only an e-mail address: the greeting asks for a name rather than show the address.
  { name: 'ask-name', as: 'nameless', path: '/', ready: (page) => page.getByRole('form', { name: 'Your name' }) },
];

async function createNewcomer(emulatorUrl: string, name?: string): Promise<{ email: string; password: string }> {
  const { serviceRoleKey } = await loadOrCreateKeys(DATA);
  const account = {
    email: `newcomer.${Date.now()}.${name ? 'named' : 'nameless'}@studio.test`,
    password: 'newcomer-password',
  };
  const response = await fetch(`${emulatorUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, email_confirm: true, user_metadata: name ? { full_name: name } : {} }),
  });
  if (!response.ok) throw new Error(`Could not create the new user: ${response.status} ${await response.text()}`);
  return account;
}

async function signIn(page: Page, url: string, account: { email: string; password: string }) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor({ timeout: 60_000 });
  // Past "Loading…": the board (or the greeting that asks for a name) is there.
  await page
    .getByRole('heading', { name: 'Application Tracking' })
    .or(page.getByRole('form', { name: 'Your name' }))
    .first()
    .waitFor();
}

const only = process.argv.slice(2);
const screens = only.length > 0 ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
if (screens.length === 0)
  throw new Error(`No screen named ${only.join(', ')}; known: ${SCREENS.map((s) => s.name).join(', ')}`);

const { url, emulatorUrl } = await startStack({ mode: 'dev', ports: PORTS, dataDir: DATA, freshData: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let failed = false;
try {
  await mkdir(OUT, { recursive: true });
  if (only.length === 0) {
    for (const file of await readdir(OUT)) if (file.endsWith('.png')) await rm(resolve(OUT, file));
  }
  const accounts: Record<Person, { email: string; password: string } | null> = {
    visitor: null,
    demo: DEMO,
    newcomer: await createNewcomer(emulatorUrl, 'Nora Newcomer'),
    nameless: await createNewcomer(emulatorUrl),
  };
  for (const width of WIDTHS) {
    for (const as of PEOPLE) {
      const wanted = screens.filter((candidate) => candidate.as === as);
      if (wanted.length === 0) continue;
      // A browser of its own for each person: signing one in must not sign the other out.
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : width === 768 ? 1024 : 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // The development server compiles a lazily loaded part on its first request.
      page.setDefaultTimeout(60_000);
      const account = accounts[as];
      if (account) await signIn(page, url, account);
      for (const screen of wanted) {
        await screen.before?.(page);
        await page.goto(`${url}${screen.path}`, { waitUntil: 'networkidle' });
        // Past "Loading…": the page's own heading is there (the board's, once the board has arrived).
        const heading =
          screen.ready?.(page) ??
          (as === 'visitor' ? page.getByRole('heading') : page.getByRole('heading', { name: 'Application Tracking' }));
        await heading.first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screen.open?.(page);
        await page.waitForTimeout(400);
        const file = resolve(OUT, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: screen.fullPage ?? !screen.open });
        console.log(file);
        await screen.after?.(page);
        await page.keyboard.press('Escape');
      }
      await context.close();
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
}
await stopAll(failed ? 1 : 0);
