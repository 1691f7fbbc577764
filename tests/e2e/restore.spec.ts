import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { signIn, toast } from './support/pages';
import { accessToken, createConfirmedUser, rest, uniqueEmail } from './support/stack';

test.use({ viewport: { width: 1440, height: 900 } });

/** The board's columns as the user reads them: each heading's stage and the companies on its cards. */
async function columns(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="board-column-"]').evaluateAll((found) =>
    found.map((column) =>
      [
        column.querySelector('h3')?.textContent?.trim() ?? '',
        ...[...column.querySelectorAll('[data-testid^="application-card-"]')]
          // The company's name (its logo's title ends in " logo").
          .map((card) => [...card.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? ''))
          .map((titles) => titles.find((title) => !title.endsWith(' logo')) ?? '')
          .sort(),
      ].join(' | '),
    ),
  );
}

test('a designer restores their JSON export into a new account: their own stages, with the right cards', async ({
  page,
}) => {
  // The first account: a "Take-home" and a closed "Ghosted" of their own, Wishlist renamed, Exploratory Call
  // hidden, and applications that went through them.
  const first = uniqueEmail('restore-from');
  await createConfirmedUser(first, 'restore-password');
  const token = await accessToken(first, 'restore-password');
  const added = await rest('application_stages?select=key,label', token, {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify([
      { label: 'Take-home', kind: 'active' },
      { label: 'Ghosted', kind: 'closed' },
    ]),
  });
  expect(added.status).toBe(201);
  const keys = Object.fromEntries(
    ((await added.json()) as { key: string; label: string }[]).map((s) => [s.label, s.key]),
  );
  for (const [key, change] of [
    ['job_openings', { label: 'Saved' }],
    ['hr_exploratory_call', { hidden: true }],
  ] as const)
    expect(
      (await rest(`application_stages?key=eq.${key}`, token, { method: 'PATCH', body: JSON.stringify(change) })).status,
    ).toBe(204);
  const order = ['job_openings', 'applied', keys['Take-home'], 'hr_exploratory_call', 'hr_screen', 'portfolio'];
  order.push('portfolio_presentation', 'whiteboarding_assignment', 'product_discussion_culture_fit');
  order.push(keys.Ghosted, 'rejected', 'offer_letter');
  expect(
    (await rest('rpc/set_stage_order', token, { method: 'POST', body: JSON.stringify({ stage_keys: order }) })).status,
  ).toBe(204);
  const inserted = await rest('job_applications?select=id,company', token, {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify(
      ['Loom', 'Pitch', 'Miro', 'Canva'].map((company) => ({
        company,
        position: 'Product Designer',
        status: 'applied',
      })),
    ),
  });
  expect(inserted.status).toBe(201);
  const ids = Object.fromEntries(
    ((await inserted.json()) as { id: string; company: string }[]).map((r) => [r.company, r.id]),
  );
  for (const [company, stages] of [
    ['Loom', [keys['Take-home'], keys.Ghosted]],
    ['Pitch', [keys.Ghosted]],
    ['Miro', [keys['Take-home']]],
  ] as const)
    for (const status of stages)
      expect(
        (
          await rest(`job_applications?id=eq.${ids[company]}`, token, {
            method: 'PATCH',
            body: JSON.stringify({ status }),
          })
        ).status,
      ).toBe(204);

  await signIn(page, first, 'restore-password');
  const before = await columns(page);
  expect(before).toContain('Ghosted (2) | Loom | Pitch');
  await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (everything)' }).click();
  const exported = await readFile(await (await download).path());

  // A second account, new: its board has the default stages and nothing on them.
  const second = uniqueEmail('restore-to');
  await createConfirmedUser(second, 'restore-password');
  await signIn(page, second, 'restore-password');
  await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /File to import/ }).click();
  await (await chooser).setFiles({ name: 'export.json', mimeType: 'application/json', buffer: exported });

  // The preview says what happens to the stages before anything is written.
  await expect(dialog.getByText('Will add stages: Take-home, Ghosted.')).toBeVisible();
  await expect(dialog.getByText(/your stages become the file’s, in its order/)).toContainText(
    'Saved, Applied, Take-home, Exploratory Call (hidden), HR Screen (hidden), Portfolio Review (hidden)',
  );
  await page.screenshot({ path: test.info().outputPath('restore-preview-1440.png') });
  await expectNoSeriousViolations(page, 'restore preview at 1440 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog.getByText('Will add stages: Take-home, Ghosted.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('restore-preview-375.png') });
  await expectNoSeriousViolations(page, 'restore preview at 375 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: 'Import 4 applications' }).click();
  await expect(toast(page, 'Import finished')).toContainText('4 applications added, 2 stages added.');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid^="application-card-"]')).toHaveCount(4);
  // The same columns, in the same order, with the same cards: Ghosted is Ghosted, not Rejected.
  expect(await columns(page)).toEqual(before);
  await expect(page.locator(`[data-testid="board-column-${keys.Ghosted}"]`)).toContainText('Loom');
  await expect(page.locator(`[data-testid="board-column-${keys.Ghosted}"]`)).toContainText('Pitch');
  await expect(page.locator('[data-testid="board-column-rejected"]')).not.toContainText('Loom');
  await page.screenshot({ path: test.info().outputPath('restored-board-1440.png') });
});

test.describe('a file whose stages the board cannot take', () => {
  test('is refused in the preview with a sentence for each stage, and nothing is written', async ({ page }) => {
    const email = uniqueEmail('restore-bad');
    await createConfirmedUser(email, 'restore-password');
    const token = await accessToken(email, 'restore-password');
    const file = {
      format: 'job-tracker-export',
      version: 1,
      stages: [
        { value: 'job_openings', label: 'Wishlist', kind: 'active', hidden: false },
        {
          value: 'stage_0a0a0a0a0a0a',
          label: 'A stage name far longer than forty letters',
          kind: 'active',
          hidden: false,
        },
        { value: 'stage_9f9f9f9f9f9f', label: 'Ghosted', kind: 'ghosted', hidden: false },
      ],
      applications: [
        {
          company: 'Loom',
          position: 'Designer',
          status: 'stage_9f9f9f9f9f9f',
          history: [{ status: 'stage_9f9f9f9f9f9f', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' }],
        },
      ],
    };
    await signIn(page, email, 'restore-password');
    await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import applications' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /File to import/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    const refusal = dialog.getByRole('alert', { name: 'The file’s stages cannot be imported as they are' });
    await expect(refusal).toContainText(
      'The stage name “A stage name far longer than forty letters” is longer than 40 characters.',
    );
    await expect(refusal).toContainText(
      'The stage “Ghosted” has the kind “ghosted”, which is not one of active, rejected, offer and closed.',
    );
    await expect(dialog.getByRole('button', { name: 'Import 1 application' })).toBeDisabled();
    const stages = (await (await rest('application_stages?select=key', token)).json()) as unknown[];
    expect(stages).toHaveLength(10);
    expect((await (await rest('job_applications?select=id', token)).json()) as unknown[]).toHaveLength(0);
  });
});

test.describe('a board that stops being empty before Import is pressed', () => {
  // The import the server refuses logs its failure, as every failed request does.
  test.use({ allowedConsole: /Could not import the file|status of 400/ });

  test('is refused, changing nothing; the preview then adds the file’s stages to the user’s', async ({ page }) => {
    const email = uniqueEmail('restore-race');
    await createConfirmedUser(email, 'restore-password');
    const token = await accessToken(email, 'restore-password');
    const defaults = (await (
      await rest('application_stages?select=key,label,kind,hidden&order=position', token)
    ).json()) as {
      key: string;
    }[];
    const file = {
      format: 'job-tracker-export',
      version: 1,
      stages: [
        ...defaults.map(({ key, ...stage }) => ({ value: key, ...stage })),
        { value: 'stage_9f9f9f9f9f9f', label: 'Ghosted', kind: 'closed', hidden: false },
      ],
      applications: [
        {
          company: 'Loom',
          position: 'Designer',
          status: 'stage_9f9f9f9f9f9f',
          history: [{ status: 'stage_9f9f9f9f9f9f', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' }],
        },
      ],
    };
    await signIn(page, email, 'restore-password');
    await page.getByRole('button', { name: 'Export / Import', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import applications' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /File to import/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'race.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(dialog.getByText(/your stages become the file’s/)).toBeVisible();

    // Another tab adds an application meanwhile.
    const added = await rest('job_applications', token, {
      method: 'POST',
      body: JSON.stringify({ company: 'Figma', position: 'Designer' }),
    });
    expect(added.status).toBe(201);
    await dialog.getByRole('button', { name: 'Import 1 application' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(
      "Your board is no longer empty, so the file's stages cannot replace yours.",
    );
    expect((await (await rest('application_stages?select=key', token)).json()) as unknown[]).toHaveLength(10);

    // The preview now keeps the user's stages and adds the one they lack.
    await expect(dialog.getByText(/your stages become the file’s/)).toHaveCount(0);
    await expect(dialog.getByText('Will add stages: Ghosted.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 1 application' }).click();
    await expect(toast(page, 'Import finished')).toContainText('1 application added, 1 stage added.');
    const rows = (await (
      await rest('job_applications?select=company,status&order=company', token)
    ).json()) as unknown[];
    expect(rows).toEqual([
      { company: 'Figma', status: 'job_openings' },
      { company: 'Loom', status: 'stage_9f9f9f9f9f9f' },
    ]);
  });
});
