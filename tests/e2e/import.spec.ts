import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { BOARD_LOAD, expectNoToastOver, signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
  return page.getByRole('dialog', { name: 'Import applications' });
}

/** Chooses a file the way a person does: the file input's button opens the browser's file chooser. */
async function chooseFile(page: Page, file: FilePayload | string) {
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /File to import/ }).click();
  await (await chooser).setFiles(file);
}

const csv = (name: string, text: string | Buffer): FilePayload => ({
  name,
  mimeType: 'text/csv',
  buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
});

/** Everything of the user's, as the database holds it, without ids and bookkeeping. */
async function everything(token: string) {
  const response = await rest(
    'job_applications?select=company,company_key,position,source,source_url,status,applied_date,last_updated,status_changed_at,location,work_mode,salary_min,salary_max,salary_currency,job_description,notes,people,portfolio_links,follow_up_on,order_key,history:application_status_history(status,from_status,changed_at),events:application_events(kind,starts_at,note,created_at)&order=company&history.order=id&events.order=starts_at',
    token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

async function count(token: string): Promise<number> {
  return ((await (await rest('job_applications?select=id', token)).json()) as unknown[]).length;
}

/** The board as the user sees it: each column's heading and its cards' text, in order. */
async function boardText(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="board-column-"]')
    .evaluateAll((columns) =>
      columns.map((column) =>
        [
          column.getAttribute('data-testid'),
          ...[...column.querySelectorAll('[data-testid^="application-card-"]')].map((card) =>
            (card.textContent ?? '').replace(/Moved .*? ago/, ''),
          ),
        ].join(' | '),
      ),
    );
}

test('round trip: export to JSON, delete everything, import it back: the same board, history and details', async ({
  page,
}) => {
  const email = uniqueEmail('roundtrip');
  await createConfirmedUser(email, 'round-password');
  const token = await accessToken(email, 'round-password');
  // Every object of one insert has the same keys; the second and third are plain.
  const plain = {
    location: '',
    work_mode: null,
    salary_min: null,
    salary_max: null,
    salary_currency: 'USD',
    notes: '',
    job_description: '',
    people: [],
    portfolio_links: [],
    follow_up_on: null,
    source: 'linkedin',
    source_url: '',
  };
  const inserted = await rest('job_applications?select=id,company', token, {
    method: 'POST',
    headers: { prefer: 'return=representation,missing=default' },
    body: JSON.stringify([
      {
        company: 'Stripe',
        position: 'Product Designer',
        applied_date: '2025-09-01T08:00:00Z',
        location: 'Dublin',
        work_mode: 'hybrid',
        salary_min: 90000,
        salary_max: 120000,
        salary_currency: 'EUR',
        notes: '=SUM(1,2) is what they asked\nsecond line',
        job_description: 'Design payments.',
        people: [{ name: 'Ada Lovelace', role: 'Recruiter', contact: 'ada@example.test' }],
        portfolio_links: [{ url: 'https://example.test/case', label: 'Case study' }],
        follow_up_on: '2025-09-20',
        source: 'referral',
        source_url: 'https://stripe.com/jobs/1',
      },
      { ...plain, company: 'Figma', position: 'Designer', applied_date: '2025-08-15T08:00:00Z' },
      { ...plain, company: 'Linear', position: 'Brand Designer', applied_date: '2025-07-01T08:00:00Z' },
    ]),
  });
  expect(inserted.status).toBe(201);
  const ids = Object.fromEntries(
    ((await inserted.json()) as { id: string; company: string }[]).map((r) => [r.company, r.id]),
  );
  for (const [company, status] of [
    ['Stripe', 'hr_exploratory_call'],
    ['Stripe', 'portfolio_presentation'],
    ['Linear', 'rejected'],
  ] as const) {
    const moved = await rest(`job_applications?id=eq.${ids[company]}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ status }),
    });
    expect(moved.status).toBe(204);
  }
  const event = await rest('application_events', token, {
    method: 'POST',
    body: JSON.stringify({
      application_id: ids.Stripe,
      kind: 'interview',
      starts_at: '2030-01-10T10:00:00Z',
      note: 'Panel',
    }),
  });
  expect(event.status).toBe(201);
  const before = await everything(token);

  await signIn(page, email, 'round-password');
  const boardBefore = await boardText(page);
  await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (everything)' }).click();
  const exported = await (await download).path();

  // Delete everything, behind the UI's back, and see the empty board.
  expect((await rest('job_applications?id=not.is.null', token, { method: 'DELETE' })).status).toBe(204);
  expect(await count(token)).toBe(0);
  await page.reload();
  await expect(page.getByText('Your board is ready')).toBeVisible(BOARD_LOAD);

  const dialog = await openImport(page);
  await chooseFile(page, { name: 'export.json', mimeType: 'application/json', buffer: await readFile(exported) });
  await expect(
    dialog.getByText('export.json: 3 applications with their details, stage history and events.'),
  ).toBeVisible();
  await expect(dialog.getByRole('table', { name: '3 rows, as they will be imported' }).getByText('Ready')).toHaveCount(
    3,
  );
  await dialog.getByRole('button', { name: 'Import 3 applications' }).click();
  await expect(toast(page, 'Import finished')).toContainText('3 applications added.');
  await expect(dialog).toBeHidden();

  expect(await everything(token)).toEqual(before);
  await expect(page.locator('[data-testid^="application-card-"]')).toHaveCount(3);
  expect(await boardText(page)).toEqual(boardBefore);
});

test.describe('bad files', () => {
  // The import the server refuses logs its failure, as every failed request does.
  test.use({ allowedConsole: /Could not import the file|status of 400/ });

  test('each bad file gets its message and changes nothing', async ({ page }) => {
    const email = uniqueEmail('badfiles');
    await createConfirmedUser(email, 'bad-password');
    const token = await accessToken(email, 'bad-password');
    await rest('job_applications', token, {
      method: 'POST',
      body: JSON.stringify({ company: 'Existing', position: 'Designer' }),
    });
    const before = await everything(token);
    await signIn(page, email, 'bad-password');
    const dialog = await openImport(page);
    const refusal = dialog.getByRole('alert', { name: 'This file cannot be imported' });

    // Windows-1252: "Zürich" with ü as the byte 0xFC.
    await chooseFile(
      page,
      csv(
        'latin1.csv',
        Buffer.from([...Buffer.from('Company,Position,Location\nAcme,Designer,Z'), 0xfc, ...Buffer.from('rich\n')]),
      ),
    );
    await expect(refusal).toContainText('This file is not UTF-8 text');
    await expect(refusal).toContainText('Nothing was imported.');

    await chooseFile(page, csv('no-position.csv', 'Company,Location\nAcme,Berlin\n'));
    await expect(dialog.getByRole('alert', { name: 'Required columns are missing' })).toContainText(
      'Choose the column that holds Position',
    );
    await expect(dialog.getByRole('button', { name: 'Import 1 application' })).toBeDisabled();

    await chooseFile(
      page,
      csv('dates.csv', 'Company,Position,Date Applied\nAcme,Designer,31/31/2025\nBeta,Designer,2099-01-01\n'),
    );
    const errors = dialog.getByRole('list', { name: 'Errors by row' });
    await expect(errors).toContainText('Row 2: Applied date: “31/31/2025” is not a date we can read.');
    await expect(errors).toContainText('Row 3: Applied date: 2099-01-01 is in the future.');
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await chooseFile(
      page,
      csv(
        'formula.csv',
        'Company,Position,Notes\n=HYPERLINK("http://evil.test"),Designer,\nAcme,Designer,"@SUM(A1)"\n',
      ),
    );
    await expect(errors).toContainText(
      'Row 2: Company: “=HYPERLINK("http://evil.test")” looks like a spreadsheet formula.',
    );
    await expect(errors).toContainText('Row 3: Notes: “@SUM(A1)” looks like a spreadsheet formula.');
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await chooseFile(
      page,
      csv('huge.csv', `Company,Position,Notes\n${`Acme,Designer,${'x'.repeat(1000)}\n`.repeat(10_500)}`),
    );
    await expect(refusal).toContainText('an import takes files up to 10 MB');

    await chooseFile(page, csv('many.csv', `Company,Position\n${'Acme,Designer\n'.repeat(5001)}`));
    await expect(refusal).toContainText('This file holds 5,001 applications; an import takes at most 5,000.');

    // A file that passes the preview but that the database refuses (a contact that is neither an e-mail
    // nor a link): the one transaction rolls back, and the first, valid application is not kept either.
    const refused = {
      format: 'job-tracker-export',
      version: 1,
      applications: [
        { company: 'Valid', position: 'Designer', status: 'job_openings', history: [] },
        {
          company: 'Broken',
          position: 'Designer',
          status: 'job_openings',
          people: [{ name: 'X', contact: 'not a contact' }],
        },
      ],
    };
    await chooseFile(page, {
      name: 'refused.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(refused)),
    });
    await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
      'The import failed and changed nothing',
    );
    await expect(toast(page, 'Error')).toContainText('Could not import the file. Nothing was changed');

    expect(await everything(token)).toEqual(before);
  });
});

test('imports a Huntr- or Teal-style CSV: columns and stages mapped, dates kept, a duplicate merged', async ({
  page,
}) => {
  const email = uniqueEmail('huntr');
  await createConfirmedUser(email, 'huntr-password');
  const token = await accessToken(email, 'huntr-password');
  await rest('job_applications', token, {
    method: 'POST',
    body: JSON.stringify({ company: 'Notion', position: 'Product Designer', notes: 'Applied on their site' }),
  });
  const file = csv(
    'huntr-export.csv',
    [
      'Company,Job Title,List,Date Applied,Job URL,Location,Salary,Notes,Tags',
      'Figma,Product Designer,Interviewing,03/14/2025,https://figma.com/careers/1,"Berlin, DE","$120,000 - $140,000",Met the team,design',
      'Notion,Product Designer,Applied,02/01/2025,,Remote,,Referred by Sam,',
      'Canva,Brand Designer,Wishlist,,www.canva.com/jobs/2,Sydney,,,',
      'Miro,UX Designer,Offer,01/05/2025,,,,"Offer: ""great""",',
      'Loom,Designer,Ghosted,12/01/2024,,,,,',
    ].join('\r\n'),
  );

  await signIn(page, email, 'huntr-password');
  const dialog = await openImport(page);
  await chooseFile(page, file);
  await expect(dialog.getByText('huntr-export.csv: 5 applications.')).toBeVisible();
  // The columns as recognised, each a labelled choice the user can change by keyboard.
  await expect(dialog.getByRole('combobox', { name: 'Job Title', exact: true })).toHaveValue('Position');
  await expect(dialog.getByRole('combobox', { name: 'List', exact: true })).toHaveValue('Stage');
  await expect(dialog.getByRole('combobox', { name: 'Tags', exact: true })).toHaveValue('Leave out');
  await expect(dialog.getByRole('combobox', { name: '“Interviewing” · 1 application', exact: true })).toHaveValue(
    'Product Discussion & Culture Fit',
  );
  // A stage the user lacks is added (a closed one, as its name says), and the preview says so first.
  const ghosted = dialog.getByRole('combobox', { name: '“Ghosted” · 1 application', exact: true });
  await expect(ghosted).toHaveValue('New stage “Ghosted”');
  await expect(dialog.getByText('Not one of your stages: it will be added')).toBeVisible();
  await expect(dialog.getByText('Will add stages: Ghosted.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Notion/ })).toContainText('On your board');

  await page.screenshot({ path: test.info().outputPath('import-dialog-1440.png') });
  await expectNoSeriousViolations(page, 'import preview at 1440 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('import-dialog-375.png') });
  await expectNoSeriousViolations(page, 'import preview at 375 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Map "Interviewing" to Portfolio Presentation by keyboard: type to filter, Enter to choose.
  const interviewing = dialog.getByRole('combobox', { name: '“Interviewing” · 1 application', exact: true });
  await interviewing.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Portfolio Pres');
  await page.keyboard.press('Enter');
  await expect(interviewing).toHaveValue('Portfolio Presentation');

  await dialog.getByText('Merge into the existing one').click();
  await expect(dialog.getByRole('radio', { name: 'Merge into the existing one' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Import 4 applications' }).click();
  await expect(toast(page, 'Import finished')).toContainText('4 applications added, 1 stage added, 1 merged.');

  const rows = await everything(token);
  const by = (company: string) => rows.find((row) => row.company === company)!;
  expect(rows).toHaveLength(5);
  expect(by('Figma')).toMatchObject({
    position: 'Product Designer',
    status: 'portfolio_presentation',
    source_url: 'https://figma.com/careers/1',
    location: 'Berlin, DE',
    salary_min: 120000,
    salary_max: 140000,
    salary_currency: 'USD',
    notes: 'Met the team',
  });
  const figmaApplied = new Date(by('Figma').applied_date as string);
  expect(figmaApplied.toLocaleDateString('en-CA')).toBe('2025-03-14');
  expect(by('Figma').history).toEqual([
    { status: 'portfolio_presentation', from_status: null, changed_at: by('Figma').status_changed_at },
  ]);
  expect(by('Canva')).toMatchObject({ status: 'job_openings', source_url: 'https://www.canva.com/jobs/2' });
  expect(by('Miro')).toMatchObject({ status: 'offer_letter', notes: 'Offer: "great"' });
  const stages = (await (await rest('application_stages?select=key,label,kind&label=eq.Ghosted', token)).json()) as {
    key: string;
    kind: string;
  }[];
  expect(stages).toMatchObject([{ kind: 'closed' }]);
  expect(by('Loom')).toMatchObject({ status: stages[0]!.key });
  expect(by('Notion')).toMatchObject({
    status: 'job_openings',
    location: 'Remote',
    notes: 'Applied on their site\n\nReferred by Sam',
  });
  await expect(page.locator('[data-testid="board-column-portfolio_presentation"]')).toContainText('Figma');
});

test('reads a sheet as it was written: day-first dates, “€70–80k”, a day rate, no source column', async ({ page }) => {
  const email = uniqueEmail('eu-sheet');
  await createConfirmedUser(email, 'sheet-password');
  const token = await accessToken(email, 'sheet-password');
  // Thirty rows of a European sheet: every date could be read both ways except row 29's 25/10/2026, which
  // proves the order for the whole column. No source column.
  const lines = ['Company,Role,Status,Applied,Salary'];
  for (let i = 1; i <= 30; i += 1) {
    const applied = i === 28 ? '25/10/2026' : `${String((i % 12) + 1).padStart(2, '0')}/11/2026`;
    const salary = i === 1 ? '€70–80k' : i === 2 ? '£450/day' : '';
    lines.push(`Studio ${String(i).padStart(2, '0')},Product Designer,Applied,${applied},${salary}`);
  }
  await signIn(page, email, 'sheet-password');
  const dialog = await openImport(page);
  await chooseFile(page, csv('eu-sheet.csv', lines.join('\n')));
  await expect(dialog.getByText('eu-sheet.csv: 30 applications.')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'How does this file write dates?' })).toHaveCount(0);

  // Every row, as it will be imported: the day read, the salary with its period, the source not guessed.
  const rows = dialog.getByRole('table', { name: '30 rows, as they will be imported' });
  const row = (company: string) => rows.getByRole('row', { name: new RegExp(company) });
  await expect(row('Studio 01')).toContainText('2 November 2026');
  await expect(row('Studio 01')).toContainText('€70,000 – €80,000');
  await expect(row('Studio 02')).toContainText('£450 a day');
  await expect(row('Studio 02')).toContainText('Not recorded');
  await expect(row('Studio 28')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next page of rows' }).click();
  await expect(row('Studio 28')).toContainText('25 October 2026');
  await expect(dialog.getByText('Rows 26–30 of 30')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-rows-1440.png'), fullPage: true });

  await dialog.getByRole('button', { name: 'Import 30 applications' }).click();
  await expect(toast(page, 'Import finished')).toContainText('30 applications added.');
  const stored = (await (
    await rest(
      'job_applications?select=company,applied_date,source,salary_min,salary_max,salary_currency,salary_period&order=company',
      token,
    )
  ).json()) as Record<string, unknown>[];
  const day = (value: unknown) => new Date(value as string).toLocaleDateString('en-CA');
  expect(stored).toHaveLength(30);
  expect(stored.map((app) => day(app.applied_date))).toEqual(
    Array.from({ length: 30 }, (_, index) =>
      index + 1 === 28 ? '2026-10-25' : `2026-11-${String(((index + 1) % 12) + 1).padStart(2, '0')}`,
    ),
  );
  expect(new Set(stored.map((app) => app.source))).toEqual(new Set(['not_recorded']));
  expect(stored[0]).toMatchObject({
    salary_min: 70000,
    salary_max: 80000,
    salary_currency: 'EUR',
    salary_period: 'year',
  });
  expect(stored[1]).toMatchObject({ salary_min: 450, salary_max: 450, salary_currency: 'GBP', salary_period: 'day' });
});

test('asks once how a sheet writes dates when no row tells, showing two rows read both ways', async ({ page }) => {
  const email = uniqueEmail('ask-dates');
  await createConfirmedUser(email, 'ask-password');
  const token = await accessToken(email, 'ask-password');
  await signIn(page, email, 'ask-password');
  const dialog = await openImport(page);
  await chooseFile(
    page,
    csv(
      'undecided.csv',
      [
        'Company,Position,Date applied',
        'Figma,Designer,03/11/2026',
        'Canva,Designer,05/05/2026',
        'Miro,Designer,02/11/2026',
      ].join('\n'),
    ),
  );
  const question = dialog.getByRole('radiogroup', { name: 'How does this file write dates?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('radio', { name: /Day first/ })).toHaveAccessibleDescription(
    'row 2: 03/11/2026 is 3 November 2026; row 4: 02/11/2026 is 2 November 2026',
  );
  await expect(question.getByRole('radio', { name: /Month first/ })).toHaveAccessibleDescription(
    'row 2: 03/11/2026 is 11 March 2026; row 4: 02/11/2026 is 11 February 2026',
  );
  // Nothing can be imported until the user answers.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('import-date-question-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('import-date-question-375.png') });
  await expectNoSeriousViolations(page, 'import date question at 375 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  // By keyboard: focus the first choice, arrow to the second, and back.
  await question.getByRole('radio', { name: /Day first/ }).focus();
  await page.keyboard.press('Space');
  await expect(question.getByRole('radio', { name: /Day first/ })).toBeChecked();
  await expect(dialog.getByRole('row', { name: /Figma/ })).toContainText('3 November 2026');
  await dialog.getByRole('button', { name: 'Import 3 applications' }).click();
  await expect(toast(page, 'Import finished')).toContainText('3 applications added.');
  const stored = (await (await rest('job_applications?select=company,applied_date&order=company', token)).json()) as {
    company: string;
    applied_date: string;
  }[];
  expect(stored.map((app) => [app.company, new Date(app.applied_date).toLocaleDateString('en-CA')])).toEqual([
    ['Canva', '2026-05-05'],
    ['Figma', '2026-11-03'],
    ['Miro', '2026-11-02'],
  ]);
});

test.describe('custom stages', () => {
  // The import the server refuses logs its failure, as every failed request does.
  test.use({ allowedConsole: /Could not import the file|status of 409/ });

  test('imports into the user’s own stages; a stage deleted meanwhile names the row and changes nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('ownstages');
    await createConfirmedUser(email, 'own-password');
    const token = await accessToken(email, 'own-password');
    // The user's process: no Portfolio Review, a "Design task" stage of their own.
    expect((await rest('rpc/delete_stage', token, { method: 'POST', body: '{"stage_key":"portfolio"}' })).status).toBe(
      200,
    );
    const created = await rest('application_stages?select=key', token, {
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ label: 'Design task' }),
    });
    expect(created.status).toBe(201);
    const designTask = ((await created.json()) as { key: string }[])[0]!.key;

    await signIn(page, email, 'own-password');
    const dialog = await openImport(page);
    await chooseFile(page, csv('own.csv', 'Company,Position,Stage\nFigma,Designer,Design task\n'));
    const task = dialog.getByRole('combobox', { name: '“Design task” · 1 application', exact: true });
    await expect(task).toHaveValue('Design task');
    // The choices are the user's stages: their own is there, the deleted default is not.
    await task.click();
    await expect(page.getByRole('option', { name: 'Design task' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Portfolio Review' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const importOne = dialog.getByRole('button', { name: 'Import 1 application' });
    const footer = await importOne.boundingBox();
    await importOne.click();
    await expect(toast(page, 'Import finished')).toContainText('1 application added.');
    // The toast lands away from the footer just used, where the next import's footer will be too.
    await expectNoToastOver(page, footer ?? importOne);
    await expect(page.getByRole('region', { name: 'Application board' })).toContainText('Figma');
    const before = await everything(token);
    expect(before.map((row) => [row.company, row.status])).toEqual([['Figma', designTask]]);

    // A file mapped to Design task, which another tab deletes before Import is pressed.
    await openImport(page);
    await chooseFile(
      page,
      csv('more.csv', 'Company,Position,Stage\nCanva,Designer,Wishlist\nLoom,Designer,Design task\n'),
    );
    await expect(dialog.getByRole('combobox', { name: '“Design task” · 1 application', exact: true })).toHaveValue(
      'Design task',
    );
    expect(
      (
        await rest('rpc/delete_stage', token, {
          method: 'POST',
          body: JSON.stringify({ stage_key: designTask, move_to: 'job_openings' }),
        })
      ).status,
    ).toBe(200);
    await dialog.getByRole('button', { name: 'Import 2 applications' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
      'The import failed and changed nothing. Row 3: Loom (Designer): its stage is not one of your stages.',
    );
    const after = await everything(token);
    expect(after.map((row) => [row.company, row.status])).toEqual([['Figma', 'job_openings']]);
    // The stages as they are now: Design task is gone from the choices, so the file's stage is added again,
    // unless the user chooses one of theirs.
    const again = dialog.getByRole('combobox', { name: '“Design task” · 1 application', exact: true });
    await expect(again).toHaveValue('New stage “Design task”');
    await expect(dialog.getByText('Will add stages: Design task.')).toBeVisible();
    await again.click();
    await page.getByRole('option', { name: 'Wishlist' }).click();
    await expect(again).toHaveValue('Wishlist');
    await expect(dialog.getByText('Will add stages')).toHaveCount(0);
    // No toast still on screen covers the footer the user is about to use.
    const importTwo = dialog.getByRole('button', { name: 'Import 2 applications' });
    await expectNoToastOver(page, importTwo);
    await importTwo.click();
    // The first import's toast may still be on screen: this import's is the one that says two.
    await expect(toast(page, 'Import finished').filter({ hasText: '2 applications added.' })).toBeVisible();
    expect((await everything(token)).map((row) => [row.company, row.status])).toEqual([
      ['Canva', 'job_openings'],
      ['Figma', 'job_openings'],
      ['Loom', 'job_openings'],
    ]);
  });
});
