/* The screens `npm run screenshots` takes: who is signed in, where, what to do first, when it is ready. */
import type { Locator, Page } from '@playwright/test';

export interface Screen {
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

/** Whether `screen` is taken whole rather than the window: as it says, else when nothing is opened. */
export function takesFullPage(screen: Screen): boolean {
  return screen.fullPage ?? !screen.open;
}

export type Person = 'visitor' | 'demo' | 'newcomer' | 'nameless';
export const PEOPLE: readonly Person[] = ['visitor', 'demo', 'newcomer', 'nameless'];

const menuItem = async (page: Page, button: RegExp | string, item: string) => {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('menuitem', { name: item }).waitFor();
};

/** Scrolls the page so `locator` sits near the top of the window, below the header. */
const scrollToTop = (locator: Locator) =>
  locator.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));

const BOARD_LOAD = '**/rest/v1/rpc/my_board_rows*';

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

export const SCREENS: Screen[] = [
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
    // The table view with three rows selected: the actions on a selection, the sorted header.
    name: 'table',
    as: 'demo',
    path: '/?view=table&sort=company&dir=asc',
    open: async (page) => {
      const table = page.getByRole('table', { name: 'Applications' });
      await table.waitFor();
      await scrollToTop(table);
      for (const box of (await table.getByRole('checkbox', { name: /^Select (?!all)/ }).all()).slice(0, 3)) {
        await box.click();
      }
      await page.getByRole('button', { name: 'Move to…' }).waitFor();
    },
  },
  {
    // Ctrl+K with a query: applications found by company or position, and the commands that match.
    name: 'command-palette',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      const search = page.getByRole('combobox', { name: 'Find an application or a command' });
      await search.fill('de');
      await page.getByRole('listbox', { name: 'Results' }).getByRole('option').first().waitFor();
    },
  },
  {
    // "?": the keyboard shortcuts, listed.
    name: 'shortcuts',
    as: 'demo',
    path: '/',
    open: async (page) => {
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
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
