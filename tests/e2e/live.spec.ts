import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openCardActions, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

// A laptop and a phone of one designer, both on the board: what one does shows on the other within a
// second, from Realtime, with no reload and no refocus.
const WITHIN_A_SECOND = { timeout: 1000 };
const cards = (page: Page) => page.locator('[data-testid^="application-card-"]');
const card = (page: Page, company: string) => cards(page).filter({ hasText: company });
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);

/** The Realtime frames a page receives, and whether its board's channel has joined. */
function watchRealtime(page: Page) {
  const frames: string[] = [];
  let joined = false;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/websocket')) return;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      frames.push(text);
      if (text.includes('"realtime:board:') && text.includes('"phx_reply"') && text.includes('"status":"ok"')) {
        joined = true;
      }
    });
  });
  return { frames, joined: () => joined };
}

/**
 * Records, at every change of the page, the columns that hold `company`'s card: the card is shown once,
 * and a move of the user's own takes it from one column to the other once, with no step back.
 */
async function recordPlaces(page: Page, company: string) {
  await page.evaluate((name) => {
    const places: string[] = [];
    const read = () =>
      [...document.querySelectorAll('[data-testid^="application-card-"]')]
        .filter((element) => element.textContent?.includes(name))
        .map((element) => element.closest('[data-testid^="board-column-"]')?.getAttribute('data-testid') ?? '?')
        .join('+');
    const note = () => {
      const now = read();
      if (places.at(-1) !== now) places.push(now);
    };
    note();
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { places: string[] }).places = places;
  }, company);
  return () => page.evaluate(() => (window as unknown as { places: string[] }).places);
}

test('a move, an add, an edit and a delete on one device show on the other within a second', async ({
  page: laptop,
  browser,
}) => {
  // Two browsers signed in, and every kind of change made and watched from both: longer than one page.
  test.slow();
  await laptop.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('live');
  await createConfirmedUser(email, 'live-password');
  const token = await accessToken(email, 'live-password');
  const seeded = await rest('job_applications', token, {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify([
      { company: 'Airbnb', position: 'Product Designer', order_key: 'a0' },
      { company: 'Brex', position: 'Product Designer', order_key: 'a1' },
    ]),
  });
  expect(seeded.status).toBe(201);
  const [airbnb] = (await seeded.json()) as { id: string }[];

  const laptopLive = watchRealtime(laptop);
  await signIn(laptop, email, 'live-password');
  const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await other.newPage();
  const phoneLive = watchRealtime(phone);
  await signIn(phone, email, 'live-password');
  await expect(card(phone, 'Airbnb')).toHaveCount(1);
  await expect
    .poll(() => laptopLive.joined() && phoneLive.joined(), { message: 'both boards joined their Realtime channel' })
    .toBe(true);

  // A move on the laptop: on the phone within a second; on the laptop once, with no jump back when its
  // own change comes back over the stream.
  const places = await recordPlaces(laptop, 'Airbnb');
  await openCardActions(card(laptop, 'Airbnb'), 'Airbnb');
  await laptop.getByRole('menuitem', { name: 'Applied', exact: true }).click();
  await expect(toast(laptop, 'Application moved')).toBeVisible();
  await expect(column(phone, 'applied')).toContainText('Airbnb', WITHIN_A_SECOND);
  await expect
    .poll(() => laptopLive.frames.some((frame) => frame.includes(airbnb!.id) && frame.includes('"applied"')))
    .toBe(true);
  expect(await places()).toEqual(['board-column-job_openings', 'board-column-applied']);

  // An add on the phone: on the laptop within a second, and once on the phone, which added it itself.
  await phone.getByRole('button', { name: 'Add new application' }).click();
  const add = phone.getByRole('dialog', { name: 'Add new application' });
  await add.getByLabel('Company').fill('Canva');
  await add.getByLabel('Position').fill('Design Lead');
  await add.getByRole('button', { name: 'Add application' }).click();
  await expect(toast(phone, 'Application added')).toBeVisible();
  await expect(card(laptop, 'Canva')).toContainText('Design Lead', WITHIN_A_SECOND);
  await expect(card(phone, 'Canva')).toHaveCount(1);

  // An edit on the laptop while the phone has the application open: the phone's dialog shows the change
  // and says where it came from.
  await card(phone, 'Brex').getByRole('button', { name: 'Brex', exact: true }).click();
  const phoneDetails = phone.getByRole('dialog', { name: /Brex/ });
  await expect(phoneDetails.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await card(laptop, 'Brex').getByRole('button', { name: 'Brex', exact: true }).click();
  await laptop.getByRole('dialog').getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = laptop.getByRole('dialog', { name: 'Edit application' });
  await edit.getByLabel('Position').fill('Staff Product Designer');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(laptop, 'Application updated')).toBeVisible();
  await expect(phoneDetails).toContainText('Staff Product Designer', WITHIN_A_SECOND);
  await expect(phoneDetails.getByRole('status')).toContainText('Changed elsewhere');
  await phone.screenshot({ path: test.info().outputPath('changed-elsewhere-375.png') });
  await phone.keyboard.press('Escape');
  await expect(card(phone, 'Brex')).toContainText('Staff Product Designer');

  // A move on the phone while the laptop has that application open.
  await laptop.keyboard.press('Escape');
  await card(laptop, 'Airbnb').getByRole('button', { name: 'Airbnb', exact: true }).click();
  const laptopDetails = laptop.getByRole('dialog', { name: /Airbnb/ });
  await expect(laptopDetails).toContainText('In Applied');
  await openCardActions(card(phone, 'Airbnb'), 'Airbnb');
  await phone.getByRole('menuitem', { name: 'Rejected', exact: true }).click();
  await expect(toast(phone, 'Application moved')).toBeVisible();
  await expect(laptopDetails).toContainText('In Rejected', WITHIN_A_SECOND);
  await expect(laptopDetails.getByRole('status')).toContainText('Changed elsewhere');
  await laptop.screenshot({ path: test.info().outputPath('changed-elsewhere-1440.png') });
  await laptop.keyboard.press('Escape');
  await expect(column(laptop, 'rejected')).toContainText('Airbnb');

  // A delete on the phone: gone from the laptop within a second.
  await card(phone, 'Canva').getByRole('button', { name: 'Canva', exact: true }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await phone.getByRole('dialog', { name: 'Delete this application?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(phone, 'Application deleted')).toBeVisible();
  await expect(card(laptop, 'Canva')).toHaveCount(0, WITHIN_A_SECOND);
  await expect(cards(laptop)).toHaveCount(2);

  // A delete on the phone while the laptop edits that application: the form says so and saves nothing.
  await card(laptop, 'Brex').getByRole('button', { name: 'Brex', exact: true }).click();
  await laptop.getByRole('dialog').getByRole('button', { name: 'Edit', exact: true }).click();
  const editing = laptop.getByRole('dialog', { name: 'Edit application' });
  await editing.getByLabel('Position').fill('Typed meanwhile');
  await card(phone, 'Brex').getByRole('button', { name: 'Brex', exact: true }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await phone.getByRole('dialog', { name: 'Delete this application?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(editing.getByRole('status')).toContainText('Deleted elsewhere', WITHIN_A_SECOND);
  await expect(editing.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await laptop.screenshot({ path: test.info().outputPath('deleted-elsewhere-1440.png') });
  await editing.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(cards(laptop)).toHaveCount(1);
  await other.close();
});
