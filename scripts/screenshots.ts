import { mkdir, readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { loadOrCreateKeys } from '../emulator/src/keys';
import { CHROMIUM_ARGS, findChromium } from './lib/browser';
import { portOffset } from './lib/port-offset';
import { PEOPLE, SCREENS, takesFullPage, type Person } from './lib/screens';
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
        await page.screenshot({ path: file, fullPage: takesFullPage(screen) });
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
