import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { signIn } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/New_York' });

/** ical.js's reading of a calendar file, with its own VTIMEZONEs registered. */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

async function userWithInterview() {
  const email = uniqueEmail('calendar');
  await createConfirmedUser(email, 'calendar-password');
  const token = await accessToken(email, 'calendar-password');
  const followUp = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const created = await rest('job_applications?select=id', token, {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ company: 'Acme, Inc.', position: 'Product Designer', follow_up_on: followUp }),
  });
  const id = ((await created.json()) as { id: string }[])[0]!.id;
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
  const event = await rest('application_events', token, {
    method: 'POST',
    body: JSON.stringify({ application_id: id, kind: 'interview', starts_at: startsAt.toISOString(), note: 'Room 4' }),
  });
  expect(event.status).toBe(201);
  return { email, startsAt, followUp };
}

test('an interview and a follow-up download as .ics files a calendar reads, in the user’s zone', async ({ page }) => {
  const { email, startsAt, followUp } = await userWithInterview();
  await signIn(page, email, 'calendar-password');
  await page.getByRole('button', { name: 'Acme, Inc.', exact: true }).click();
  const dialog = page.getByRole('dialog');

  const interview = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Add to calendar: Interview on .+$/ }).click();
  const interviewFile = await interview;
  expect(interviewFile.suggestedFilename()).toBe('Interview-Acme-Inc.ics');
  const ics = await readFile(await interviewFile.path(), 'utf8');
  expect(ics).toContain('X-WR-TIMEZONE:America/New_York');
  const [event] = parseCalendar(ics);
  expect(event!.summary).toBe('Interview: Acme, Inc. (Product Designer)');
  expect(event!.startDate.zone.tzid).toBe('America/New_York');
  expect(event!.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
  expect(event!.description).toMatch(/^Room 4\n\nOpen the tracker: http/);

  const followUpDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Add to calendar: the follow-up on .+$/ }).click();
  const [followUpEvent] = parseCalendar(await readFile(await (await followUpDownload).path(), 'utf8'));
  expect(followUpEvent!.summary).toBe('Follow up: Acme, Inc. (Product Designer)');
  expect(followUpEvent!.startDate.toString()).toBe(followUp);
  await page.screenshot({ path: test.info().outputPath('calendar-detail-1440.png') });
});

test('the account menu makes a private feed address, which stops working once revoked', async ({ page }) => {
  const { email, startsAt } = await userWithInterview();
  await signIn(page, email, 'calendar-password');
  await page.getByRole('button', { name: `Account menu for ${email.split('@')[0]}` }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
  await expect(dialog.getByText('You have no calendar feed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a feed address' }).click();
  const address = await dialog.getByLabel("Your feed's address").inputValue();
  expect(address).toMatch(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
  await expect(dialog.getByRole('link', { name: 'Open in Apple Calendar' })).toHaveAttribute(
    'href',
    address.replace(/^http:/, 'webcal:'),
  );
  await page.screenshot({ path: test.info().outputPath('calendar-feed-1440.png') });

  const feed = await fetch(address);
  expect(feed.status).toBe(200);
  const events = parseCalendar(await feed.text());
  expect(events.map((event) => event.summary)).toEqual([
    'Interview: Acme, Inc. (Product Designer)',
    'Follow up: Acme, Inc. (Product Designer)',
  ]);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());

  await dialog.getByRole('button', { name: 'Revoke feed' }).click();
  await expect(dialog.getByText('You have no calendar feed.')).toBeVisible();
  expect((await fetch(address)).status).toBe(404);
});

test('the feed dialog works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { email } = await userWithInterview();
  await signIn(page, email, 'calendar-password');
  await page.getByRole('button', { name: `Account menu for ${email.split('@')[0]}` }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
  await dialog.getByRole('button', { name: 'Make a feed address' }).click();
  await expect(dialog.getByLabel("Your feed's address")).toHaveValue(/token=/);
  await page.screenshot({ path: test.info().outputPath('calendar-feed-375.png') });
});
