// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, clientEmulator, type ClientEmulator } from '../../../tests/client/backends';

/**
 * The app's own export and import code, loaded afresh for one emulator: the page holds one Supabase
 * client for one project, so each database gets its own copy of the modules, and so its own client.
 */
async function loadApp() {
  vi.resetModules();
  return {
    supabase: await import('@job-tracker/supabase-client'),
    accounts: await import('../../../tests/client/emulator-client'),
    ...(await import('./api/get-export-data')),
    ...(await import('@/lib/applications/get-user-stages')),
    ...(await import('./api/get-existing-applications')),
    ...(await import('./api/import-applications')),
    ...(await import('./utils/export-files')),
    ...(await import('./utils/import-file')),
    ...(await import('./utils/import-drafts')),
    ...(await import('./utils/import-columns')),
    ...(await import('./utils/import-plan')),
    ...(await import('./utils/import-stage-plan')),
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

const LONG_NOTES = `Met Ada at Config. “Quotes”, commas, "double quotes", =not a formula\n${'Long notes. '.repeat(600)}`;
const day = (iso: string) => new Date(iso).toISOString();

/**
 * An account as a designer leaves it after a search: stages renamed, reordered, hidden and shown, a
 * "Take-home" and a closed "Ghosted" of their own; applications with every field, unicode, long notes,
 * people, links, events and several dated stage changes.
 */
async function seedAccount(app: App): Promise<string> {
  const account = await app.accounts.signUpTestAccount('Grace Hopper', target);
  const db = app.supabase.getSupabase();
  const check = <T extends { error: unknown }>(result: T): T => {
    if (result.error) throw result.error;
    return result;
  };
  check(await db.from('application_stages').update({ label: 'Portfolio show' }).eq('key', 'portfolio_presentation'));
  check(await db.from('application_stages').update({ hidden: false }).eq('key', 'hr_screen'));
  check(await db.from('application_stages').update({ hidden: true }).eq('key', 'hr_exploratory_call'));
  const added = check(
    await db
      .from('application_stages')
      .insert([
        { label: 'Take-home', kind: 'active' },
        { label: 'Ghosted', kind: 'closed' },
      ])
      .select('key,label'),
  ).data!;
  const takeHome = added.find((stage) => stage.label === 'Take-home')!.key;
  const ghosted = added.find((stage) => stage.label === 'Ghosted')!.key;
  const order = ['applied', 'job_openings', takeHome, 'hr_screen', 'hr_exploratory_call', 'portfolio'];
  order.push('portfolio_presentation', 'whiteboarding_assignment', 'product_discussion_culture_fit', ghosted);
  order.push('rejected', 'offer_letter');
  check(await db.rpc('set_stage_order', { stage_keys: order }));

  const inserted = check(
    await db
      .from('job_applications')
      .insert(
        [
          {
            company: 'Zürich Design 東京 🇨🇭',
            position: 'Senior Product Designer — Payments',
            source: 'dribbble',
            source_url: 'https://jobs.example.test/zurich?ref=a&b=c',
            status: 'applied',
            applied_date: '2026-09-01T08:15:00.000Z',
            location: 'Zürich, CH',
            work_mode: 'hybrid',
            salary_min: 120000,
            salary_max: 145000,
            salary_currency: 'CHF',
            salary_period: 'month',
            job_description: `Design payments.\n\n${'Responsibilities. '.repeat(400)}`,
            notes: LONG_NOTES,
            people: [
              { name: 'Ada Lovelace', role: 'Hiring manager, Design', contact: 'ada@example.test' },
              { name: 'Linus', contact: 'https://people.example.test/linus' },
              { name: 'Zoë Ödegaard', role: 'Recruiter' },
            ],
            portfolio_links: [
              { url: 'https://ada.example.test/case-1', label: 'Case study: checkout' },
              { url: 'https://ada.example.test/deck' },
            ],
            follow_up_on: '2026-10-20',
            order_key: 'a5',
            user_name: 'Grace Hopper',
          },
          {
            company: 'Ghost Co',
            position: 'Designer',
            source: 'recruiter',
            status: 'job_openings',
            applied_date: '2026-09-05T10:00:00.000Z',
            order_key: 'a1',
          },
          {
            company: 'Figma',
            position: 'Brand Designer',
            status: 'job_openings',
            applied_date: '2026-09-10T10:00:00.000Z',
            notes: '',
            order_key: 'a2',
          },
        ],
        // Columns a row leaves out take their defaults (not null), as three separate adds would.
        { defaultToNull: false },
      )
      .select('id,company'),
  ).data!;
  const id = (company: string) => inserted.find((row) => row.company.startsWith(company))!.id;
  const moves: [string, string[], string[]][] = [
    [
      id('Zürich'),
      [takeHome, 'portfolio_presentation', ghosted],
      ['2026-09-01T08:15:00.000Z', '2026-09-08T09:00:00.000Z', '2026-09-15T14:30:00.000Z', '2026-10-01T07:00:00.000Z'],
    ],
    [id('Ghost Co'), [ghosted], ['2026-09-05T10:00:00.000Z', '2026-10-02T10:00:00.000Z']],
    // A return: Rejected, Exploratory Call, then Wishlist again.
    [
      id('Figma'),
      ['rejected', 'hr_exploratory_call', 'job_openings'],
      ['2026-09-10T10:00:00.000Z', '2026-09-20T10:00:00.000Z', '2026-09-25T10:00:00.000Z', '2026-09-30T10:00:00.000Z'],
    ],
  ];
  for (const [application, stages, dates] of moves) {
    for (const status of stages) check(await db.from('job_applications').update({ status }).eq('id', application));
    const history = check(
      await db.from('application_status_history').select('id').eq('application_id', application).order('id'),
    ).data!;
    expect(history).toHaveLength(dates.length);
    for (const [index, entry] of history.entries())
      check(await db.rpc('date_stage_change', { entry_id: entry.id, changed_at: dates[index]! }));
  }
  check(
    await db.from('application_events').insert([
      { application_id: id('Zürich'), kind: 'interview', starts_at: '2026-09-12T09:00:00.000Z', note: 'Panel\nwith 3' },
      { application_id: id('Zürich'), kind: 'whiteboard', starts_at: '2026-09-14T13:00:00.000Z', note: '' },
      { application_id: id('Figma'), kind: 'call', starts_at: '2026-09-22T16:00:00.000Z', note: 'Café ☕' },
    ]),
  );
  return account.user.id;
}

/** What the server mints for each account: ids, and the revision counting the account's own writes. */
function withoutMinted(file: string): { stages: unknown[]; applications: Record<string, unknown>[] } {
  const data = JSON.parse(file) as { stages: unknown[]; applications: Record<string, unknown>[] };
  return {
    stages: data.stages,
    applications: data.applications.map(({ id: _id, revision: _revision, history, events, ...rest }) => ({
      ...rest,
      history: (history as Record<string, unknown>[]).map(({ id: _entry, ...entry }) => entry),
      events: (events as Record<string, unknown>[]).map(({ id: _event, ...event }) => event),
    })),
  };
}

let target: { url: string; anonKey: string };

describe.each(BACKENDS)('a restore into a new account, on %s', (backend) => {
  let emulator: ClientEmulator | null = null;
  let app: App;

  beforeAll(async () => {
    emulator = await clientEmulator(backend);
    target = emulator;
    app = await loadApp();
  });
  afterAll(() => emulator?.stop());

  /** Reads a file, previews it and imports it, as the import dialog does, into the signed-in account. */
  async function importFile(file: File, userId: string) {
    const source = await app.readImportFile(file);
    const existing = await app.getExistingApplications(userId);
    const stages = await app.getUserStages(userId);
    const now = new Date();
    const mapping = source.kind === 'csv' ? app.guessMapping(source.headers, stages) : [];
    if (source.kind === 'json') expect(app.jsonFileProblem(source.data)).toBeNull();
    const drafts =
      source.kind === 'csv'
        ? app.draftsFromCsv(source.rows, mapping, stages, now)
        : app.draftsFromJson(source.data as Record<string, unknown>, now);
    expect(drafts.flatMap((draft) => draft.errors)).toEqual([]);
    const { plan: stagePlan } = app.stagePlanFor({ source, drafts, mapping, stages, none: existing.none, chosen: {} });
    expect(stagePlan.problems).toEqual([]);
    const duplicates = app.findDuplicates(drafts, existing.onBoard);
    const plan = app.planImport(drafts, { stageMap: stagePlan.map, duplicates, choice: 'skip' });
    expect(await app.importApplications(plan.payload, stagePlan)).toEqual({ added: drafts.length, merged: 0 });
    return stagePlan;
  }

  it('JSON: every stage, application, history entry, event, person and link comes back as it was', async () => {
    const source = await seedAccount(app);
    const exported = app.toJsonExport(await app.getExportData(source), new Date(), await app.getUserStages(source));

    const fresh = await app.accounts.signUpTestAccount('Grace Hopper', target);
    const stagePlan = await importFile(
      new File([exported], 'export.json', { type: 'application/json' }),
      fresh.user.id,
    );
    expect(stagePlan.replace).toBe(true);
    expect(stagePlan.added).toEqual(['Take-home', 'Ghosted']);

    const again = app.toJsonExport(
      await app.getExportData(fresh.user.id),
      new Date(),
      await app.getUserStages(fresh.user.id),
    );
    const [before, after] = [withoutMinted(exported), withoutMinted(again)];
    expect(after.stages).toEqual(before.stages);
    expect(after.applications).toHaveLength(3);
    for (const [index, application] of before.applications.entries())
      expect(after.applications[index]).toEqual(application);
    // Ghosted stays Ghosted: the application's stage is the new account's stage of that name and kind.
    const ghosted = (after.stages as { value: string; label: string; kind: string }[]).find(
      (s) => s.label === 'Ghosted',
    );
    expect(ghosted?.kind).toBe('closed');
    expect(after.applications.filter((a) => a.status === ghosted?.value).map((a) => a.company)).toEqual([
      'Zürich Design 東京 🇨🇭',
      'Ghost Co',
    ]);
  });

  it('CSV: every field the CSV holds comes back, stages by their key, "Reached …" dates as history', async () => {
    const source = await seedAccount(app);
    const exported = app.toCsvExport(await app.getExportData(source), await app.getUserStages(source));

    const fresh = await app.accounts.signUpTestAccount('Grace Hopper', target);
    const stagePlan = await importFile(new File([exported], 'export.csv', { type: 'text/csv' }), fresh.user.id);
    // Into an account that keeps its own stages: those it lacks are added (the stage renamed "Portfolio
    // show" too: no application is in it now, so the CSV holds its name only, not its key).
    expect(stagePlan.replace).toBe(false);
    expect(stagePlan.stages.map(({ label, kind }) => [label, kind])).toEqual([
      ['Take-home', 'active'],
      ['Portfolio show', 'active'],
      ['Ghosted', 'closed'],
    ]);
    const again = app.toCsvExport(await app.getExportData(fresh.user.id), await app.getUserStages(fresh.user.id));

    // Each row, column by column (not the ID, which the server mints); the new account's stages the file
    // did not name have a column each, empty.
    const rows = (csv: string) =>
      Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    const [before, after] = [rows(exported), rows(again)];
    expect(after).toHaveLength(3);
    for (const [index, row] of before.entries()) {
      const { ID: _id, ...fields } = row;
      const { ID: _again, ...restored } = after[index]!;
      const extra = Object.keys(restored).filter((column) => !(column in fields));
      expect(extra.every((column) => column.startsWith('Reached ') && restored[column] === '')).toBe(true);
      expect(Object.fromEntries(Object.keys(fields).map((column) => [column, restored[column]]))).toEqual(fields);
    }
    // The history has the dates the columns gave: Insights counts true days.
    const figma = (await app.getExportData(fresh.user.id)).find((a) => a.company === 'Figma')!;
    expect(figma.history.map((entry) => [entry.status, day(entry.changed_at)])).toEqual([
      ['job_openings', '2026-09-10T10:00:00.000Z'],
      ['rejected', '2026-09-20T10:00:00.000Z'],
      ['hr_exploratory_call', '2026-09-25T10:00:00.000Z'],
      ['job_openings', '2026-09-30T10:00:00.000Z'],
    ]);
  });
});
