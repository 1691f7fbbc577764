import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

async function exportAs(page: Page, item: 'CSV (spreadsheet)' | 'JSON (everything)'): Promise<Download> {
  await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return downloaded;
}

const today = () => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
};

test('exports every application with its history as a spreadsheet-safe CSV and a lossless JSON', async ({ page }) => {
  const email = uniqueEmail('exporter');
  await createConfirmedUser(email, 'export-password');
  const token = await accessToken(email, 'export-password');
  const inserted = await rest('job_applications?select=id', token, {
    method: 'POST',
    headers: { prefer: 'return=representation,missing=default' },
    body: JSON.stringify([
      {
        company: 'Smith, Jones & "Partners"',
        position: 'Designer',
        notes: '=HYPERLINK("http://evil.test")\nsecond line',
        location: 'Zürich 東京',
        people: [{ name: 'Ada Lovelace', role: 'Recruiter', contact: 'ada@example.test' }],
      },
      { company: 'Figma', position: 'Product Designer', notes: '', location: '', people: [] },
    ]),
  });
  expect(inserted.status, await inserted.clone().text()).toBe(201);
  const [first] = (await inserted.json()) as { id: string }[];
  const moved = await rest(`job_applications?id=eq.${first!.id}`, token, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'hr_exploratory_call' }),
  });
  expect(moved.status).toBe(204);
  const event = await rest('application_events', token, {
    method: 'POST',
    body: JSON.stringify({ application_id: first!.id, kind: 'interview', starts_at: '2026-12-01T10:00:00Z' }),
  });
  expect(event.status).toBe(201);

  await signIn(page, email, 'export-password');
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) reads.push(request.url());
  });

  const csvFile = await exportAs(page, 'CSV (spreadsheet)');
  expect(csvFile.suggestedFilename()).toBe(`job-applications-${today()}.csv`);
  await expect(toast(page, 'Export ready')).toContainText('2 applications saved as CSV.');
  const csvBytes = await readFile(await csvFile.path());
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = csvBytes.toString('utf8').slice(1);
  expect(csv.split('\r\n')[0]).toMatch(/^Company,Position,Stage,Status,/);
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const smith = rows.find((row) => row.ID === first!.id)!;
  expect(rows).toHaveLength(2);
  expect(smith).toMatchObject({
    Company: 'Smith, Jones & "Partners"',
    Stage: 'Exploratory Call',
    Notes: '\'=HYPERLINK("http://evil.test")\nsecond line',
    Location: 'Zürich 東京',
    People: 'Ada Lovelace, Recruiter, ada@example.test',
    Events: '2026-12-01T10:00:00.000Z interview',
  });
  expect(smith['Reached Wishlist']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(smith['Reached Exploratory Call']).toMatch(/^\d{4}-\d\d-\d\dT/);
  // Everything the CSV needed came in one request.
  expect(
    reads.filter((url) => url.includes('/rest/v1/job_applications?select=id%2Ccompany%2Ccompany_key')),
  ).toHaveLength(1);

  const jsonFile = await exportAs(page, 'JSON (everything)');
  expect(jsonFile.suggestedFilename()).toBe(`job-applications-${today()}.json`);
  const json = JSON.parse(await readFile(await jsonFile.path(), 'utf8')) as {
    format: string;
    version: number;
    stages: { value: string; label: string }[];
    applications: { id: string; notes: string; people: unknown[]; history: unknown[]; events: unknown[] }[];
  };
  expect(json).toMatchObject({ format: 'job-tracker-export', version: 1 });
  expect(json.stages).toHaveLength(10);
  expect(json.applications).toHaveLength(2);
  const full = json.applications.find((app) => app.id === first!.id)!;
  expect(full.notes).toBe('=HYPERLINK("http://evil.test")\nsecond line');
  expect(full.people).toEqual([{ name: 'Ada Lovelace', role: 'Recruiter', contact: 'ada@example.test' }]);
  expect(full.history).toMatchObject([
    { status: 'job_openings', from_status: null },
    { status: 'hr_exploratory_call', from_status: 'job_openings' },
  ]);
  expect(full.events).toMatchObject([{ kind: 'interview', starts_at: '2026-12-01T10:00:00+00:00' }]);
});
