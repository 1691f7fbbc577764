import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount, type TestAccount } from '../../../../tests/client/emulator-client';
import { watchDownloads } from '../../../../tests/downloads';
import { StagesInCache } from '../../../../tests/client/stages-in-cache';
import { renderWithProviders } from '../../../../tests/render';
import { getSupabase } from '@job-tracker/supabase-client';
import { ExportSelection } from './export-selection';

/** The table's Export of its selection, against the suite's emulator: the file holds those applications only. */
describe('<ExportSelection> (against the emulator)', () => {
  const downloads = watchDownloads();
  let account: TestAccount;
  let ids: string[];

  beforeAll(async () => {
    account = await signUpTestAccount();
    ids = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', status: 'job_openings' },
      { company: 'Brex', position: 'UX Designer', status: 'applied' },
      { company: 'Canva', position: 'Design Lead', status: 'applied' },
    ]);
    const renamed = await getSupabase()
      .from('application_stages')
      .update({ label: 'Saved for later' })
      .eq('key', 'job_openings')
      .select('key');
    expect(renamed.data).toEqual([{ key: 'job_openings' }]);
  });
  beforeEach(() => account.signIn());

  const exportAs = async (selected: string[], format: 'CSV (spreadsheet)' | 'JSON (everything)') => {
    const { user } = renderWithProviders(
      <>
        <StagesInCache userId={account.user.id} />
        <ExportSelection ids={selected} />
      </>,
      { auth: { user: account.user } },
    );
    expect(await screen.findByText(/^\d+ stages$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export…' }));
    await user.click(await screen.findByRole('menuitem', { name: format }));
  };

  it('saves the selected applications as CSV, with the user’s stage names, and says how many', async () => {
    await exportAs([ids[0]!, ids[2]!], 'CSV (spreadsheet)');
    const toast = (await screen.findByText('2 applications saved.')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('Export ready')).toBeVisible();
    expect(downloads).toHaveLength(1);
    const rows = (await downloads[0]!.text()).trim().split(/\r?\n/);
    expect(rows[0]).toContain('Reached Saved for later');
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['Airbnb', 'Canva']);
  });

  it('says "1 application" for one, as JSON', async () => {
    await exportAs([ids[1]!], 'JSON (everything)');
    expect(await screen.findByText('1 application saved.')).toBeVisible();
    expect(downloads).toHaveLength(1);
    const json = JSON.parse(await downloads[0]!.text()) as { applications: { company: string }[] };
    expect(json.applications.map((app) => app.company)).toEqual(['Brex']);
  });
});
