import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount, type TestAccount } from '../../../../tests/client/emulator-client';
import { watchDownloads } from '../../../../tests/downloads';
import { StagesInCache } from '../../../../tests/client/stages-in-cache';
import { renderWithProviders } from '../../../../tests/render';
import { ExportMenu } from './export-menu';

/** The board's Export / Import menu, against the suite's emulator: every application of the user, in either format. */
describe('<ExportMenu> exports (against the emulator)', () => {
  const downloads = watchDownloads();
  let account: TestAccount;

  beforeAll(async () => {
    account = await signUpTestAccount();
    await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', status: 'job_openings' },
      { company: 'Brex', position: 'UX Designer', status: 'applied' },
    ]);
  });
  beforeEach(() => account.signIn());

  const exportAs = async (format: 'CSV (spreadsheet)' | 'JSON (everything)') => {
    const { user } = renderWithProviders(
      <>
        <StagesInCache userId={account.user.id} />
        <ExportMenu />
      </>,
      { auth: { user: account.user } },
    );
    expect(await screen.findByText(/^\d+ stages$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export / Import' }));
    await user.click(await screen.findByRole('menuitem', { name: format }));
  };

  it('saves every application as CSV and says how many', async () => {
    await exportAs('CSV (spreadsheet)');
    const toast = (
      await screen.findByText('2 applications saved as CSV.', {}, { timeout: 15_000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Export ready')).toBeVisible();
    expect(downloads).toHaveLength(1);
    const rows = (await downloads[0]!.text()).trim().split(/\r?\n/);
    // The stage columns carry the user's stage names, as the board loaded them.
    expect(rows[0]).toContain('Reached Applied');
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['Airbnb', 'Brex']);
  });

  it('saves them as JSON', async () => {
    await exportAs('JSON (everything)');
    expect(await screen.findByText('2 applications saved as JSON.', {}, { timeout: 15_000 })).toBeVisible();
    const json = JSON.parse(await downloads[0]!.text()) as { applications: { company: string }[] };
    expect(json.applications.map((app) => app.company).sort()).toEqual(['Airbnb', 'Brex']);
  });
});
