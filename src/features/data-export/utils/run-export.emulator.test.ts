import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount, type TestAccount } from '../../../../tests/client/emulator-client';
import { watchDownloads } from '../../../../tests/downloads';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { runExport } from './run-export';

const NOW = new Date(2026, 10, 27, 9, 30);

/** The export of the user's applications, read from the suite's emulator and handed to the browser to save. */
describe('runExport (against the emulator)', () => {
  const downloads = watchDownloads();
  let account: TestAccount;
  let ids: string[];

  beforeAll(async () => {
    account = await signUpTestAccount();
    ids = await seedApplications([
      { company: 'Airbnb', position: 'Product Designer', applied_date: '2026-11-01' },
      { company: 'Brex', position: 'UX Designer', applied_date: '2026-11-02' },
      { company: 'Canva', position: 'Design Lead', applied_date: '2026-11-03' },
    ]);
  });
  beforeEach(() => account.signIn());

  it('saves every application as JSON when no selection is given', async () => {
    expect(await runExport(account.user.id, 'json', DEFAULT_STAGES, NOW)).toEqual({ count: 3 });
    expect(downloads).toHaveLength(1);
    const [file] = downloads;
    expect(file!.fileName).toBe('job-applications-2026-11-27.json');
    expect(file!.type).toBe('application/json;charset=utf-8');
    const json = JSON.parse(await file!.text()) as { exportedAt: string; applications: { company: string }[] };
    expect(json.exportedAt).toBe(NOW.toISOString());
    expect(json.applications.map((app) => app.company)).toEqual(['Airbnb', 'Brex', 'Canva']);
  });

  it('saves only the selected applications as CSV, and none for an empty selection', async () => {
    expect(await runExport(account.user.id, 'csv', DEFAULT_STAGES, NOW, [ids[2]!, ids[0]!])).toEqual({ count: 2 });
    const [file] = downloads;
    expect(file!.fileName).toBe('job-applications-2026-11-27.csv');
    expect(file!.type).toBe('text/csv;charset=utf-8');
    const rows = (await file!.text()).trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^Airbnb,Product Designer,/);
    expect(rows[2]).toMatch(/^Canva,Design Lead,/);

    expect(await runExport(account.user.id, 'csv', DEFAULT_STAGES, NOW, [])).toEqual({ count: 0 });
    expect((await downloads[1]!.text()).trim().split(/\r?\n/)).toHaveLength(1);
  });
});
