// @vitest-environment node
import type { ImportNewApplication } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { guessMapping } from './import-columns';
import { draftsFromCsv, draftsFromJson, jsonFileProblem } from './import-drafts';
import type { Draft } from './import-drafts';
import { findDuplicates, planImport } from './import-plan';
import { stagePlanFor } from './import-stage-plan';
import { guessStage, stageKey } from './import-stages';

const now = new Date('2026-06-01T12:00:00Z');
const stages = DEFAULT_STAGES;

function csvDrafts(headers: string[], rows: string[][]) {
  return draftsFromCsv(rows, guessMapping(headers, stages), stages, now);
}

function stageMapOf(names: string[]) {
  return new Map(names.map((name) => [stageKey(name), guessStage(name, stages).value]));
}

describe('import mapping and validation', () => {
  it('recognises the headers of a Huntr- or Teal-style export and of ours', () => {
    expect(
      guessMapping(['Company', 'Job Title', 'List', 'Date Applied', 'Job URL', 'Salary', 'Extra'], stages),
    ).toEqual(['company', 'position', 'stage', 'appliedDate', 'url', 'salary', 'ignore']);
    expect(guessMapping(['company_name', 'Job Position', 'Status', 'Applied At', 'Notes'], stages)).toEqual([
      'company',
      'position',
      'stage',
      'appliedDate',
      'notes',
    ]);
    // Ours: "Status" beside "Stage" is the stage's key; a "Reached …" column of a stage the user lacks is
    // the file's own name for it; the lists our export writes are read back.
    expect(
      guessMapping(
        ['Company', 'Position', 'Stage', 'Status', 'Reached Exploratory Call', 'Reached Ghosted', 'People', 'Events'],
        stages,
      ),
    ).toEqual([
      'company',
      'position',
      'stage',
      'stageKey',
      'reached:hr_exploratory_call',
      'reached:Ghosted',
      'people',
      'events',
    ]);
  });

  it('maps other trackers’ stage names to ours and flags names it does not know', () => {
    expect(guessStage('Interviewing', stages)).toEqual({ value: 'product_discussion_culture_fit', unsure: false });
    expect(guessStage('Saved', stages)).toEqual({ value: 'job_openings', unsure: false });
    expect(guessStage('offer', stages)).toEqual({ value: 'offer_letter', unsure: false });
    expect(guessStage('Exploratory Call', stages)).toEqual({ value: 'hr_exploratory_call', unsure: false });
    expect(guessStage('hr_screen', stages)).toEqual({ value: 'hr_screen', unsure: false });
    // A row without a stage goes to the first active one, as the Add dialog's default: nothing to ask.
    expect(guessStage('  ', stages)).toEqual({ value: 'job_openings', unsure: false });
    // Without a closed stage, "Ghosted" falls back on Rejected, and the preview asks the user to look.
    expect(guessStage('Ghosted', stages)).toEqual({ value: 'rejected', unsure: true });
    expect(guessStage('Daydreaming', stages)).toEqual({ value: 'job_openings', unsure: true });
  });

  it('maps to the user’s own stages: their labels, a closed Ghosted, and our JSON’s labels for generated keys', () => {
    const own = [
      { value: 'job_openings', label: 'Ideas', kind: 'active' as const, hidden: false },
      { value: 'stage_0a1b', label: 'Design task', kind: 'active' as const, hidden: false },
      { value: 'rejected', label: 'No', kind: 'rejected' as const, hidden: false },
      { value: 'stage_9f9f', label: 'Ghosted', kind: 'closed' as const, hidden: false },
    ];
    expect(guessStage('design task', own)).toEqual({ value: 'stage_0a1b', unsure: false });
    expect(guessStage('Ghosted', own)).toEqual({ value: 'stage_9f9f', unsure: false });
    expect(guessStage('No response', own)).toEqual({ value: 'stage_9f9f', unsure: false });
    // Portfolio Review was deleted: a file's "portfolio" falls back on the first active stage, flagged.
    expect(guessStage('portfolio', own)).toEqual({ value: 'job_openings', unsure: true });
    // Another account's generated key, named by the label its JSON export wrote beside it.
    expect(guessStage('stage_7777', own, 'Design Task')).toEqual({ value: 'stage_0a1b', unsure: false });
    // …and by what that label means when none of the user's stages is named so.
    expect(guessStage('stage_7777', own, 'No response')).toEqual({ value: 'stage_9f9f', unsure: false });
    expect(guessStage('stage_0a1b', own, 'Something else')).toEqual({ value: 'stage_0a1b', unsure: false });
  });

  it('reads a row with every field, back-dated, into one application', () => {
    const [draft] = csvDrafts(
      ['Company', 'Title', 'Status', 'Date Applied', 'URL', 'Location', 'Salary', 'Notes'],
      [
        [
          'Figma',
          'Product Designer',
          'Interviewing',
          '03/14/2025',
          'https://figma.com/j/1',
          'Berlin',
          '$90k - 110k',
          'Nice',
        ],
      ],
    );
    expect(draft!.errors).toEqual([]);
    expect(draft!.label).toBe('Row 2');
    expect(draft!.fields).toMatchObject({
      company: 'Figma',
      position: 'Product Designer',
      source_url: 'https://figma.com/j/1',
      location: 'Berlin',
      salary_min: 90000,
      salary_max: 110000,
      salary_currency: 'USD',
      notes: 'Nice',
    });
    expect(new Date(draft!.fields.applied_date!).toLocaleDateString('en-CA')).toBe('2025-03-14');
    const [payload] = planImport([draft!], {
      stageMap: stageMapOf(['Interviewing']),
      duplicates: [null],
      choice: 'skip',
    }).payload;
    expect(payload).toMatchObject({
      status: 'product_discussion_culture_fit',
      history: [
        { status: 'product_discussion_culture_fit', from_status: null, changed_at: draft!.fields.applied_date },
      ],
    });
  });

  it('rebuilds the history from our export’s “Reached …” columns', () => {
    const [draft] = csvDrafts(
      [
        'Company',
        'Position',
        'Stage',
        'Applied date',
        'In stage since',
        'Reached Wishlist',
        'Reached Exploratory Call',
      ],
      [
        [
          'Stripe',
          'Designer',
          'Exploratory Call',
          '2025-01-02T00:00:00.000Z',
          '2025-01-10T00:00:00.000Z',
          '2025-01-01T00:00:00.000Z',
          '2025-01-10T00:00:00.000Z',
        ],
      ],
    );
    const plan = planImport([draft!], {
      stageMap: stageMapOf(['Exploratory Call', 'job_openings', 'hr_exploratory_call']),
      duplicates: [null],
      choice: 'skip',
    });
    expect(plan.payload[0]).toMatchObject({
      status: 'hr_exploratory_call',
      status_changed_at: '2025-01-10T00:00:00.000Z',
      history: [
        { status: 'job_openings', from_status: null, changed_at: '2025-01-01T00:00:00.000Z' },
        { status: 'hr_exploratory_call', from_status: 'job_openings', changed_at: '2025-01-10T00:00:00.000Z' },
      ],
    });
  });

  it('dates a sheet’s “Reached …” columns as history, its own stage names included', () => {
    const headers = ['Company', 'Position', 'Status', 'Reached Applied', 'Date reached Interview', 'Reached Ghosted'];
    const mapping = guessMapping(headers, stages);
    expect(mapping.slice(3)).toEqual(['reached:applied', 'reached:Interview', 'reached:Ghosted']);
    const drafts = draftsFromCsv(
      [['Loom', 'Designer', 'Ghosted', '2025-02-01', '2025-02-10', '2025-03-20']],
      mapping,
      stages,
      now,
    );
    expect(drafts[0]!.errors).toEqual([]);
    const { plan: stagePlan } = stagePlanFor({
      source: { kind: 'csv', fileName: 'sheet.csv', headers, rows: [] },
      drafts,
      mapping,
      stages,
      none: false,
      chosen: {},
    });
    expect(stagePlan.added).toEqual(['Ghosted']);
    const [payload] = planImport(drafts, { stageMap: stagePlan.map, duplicates: [null], choice: 'skip' }).payload;
    const ghosted = stagePlan.stages[0]!.key;
    const day = (at: string) => new Date(at).toLocaleDateString('en-CA');
    expect(
      (payload as ImportNewApplication).history.map((entry) => [
        entry.status,
        entry.from_status,
        day(entry.changed_at),
      ]),
    ).toEqual([
      ['applied', null, '2025-02-01'],
      ['product_discussion_culture_fit', 'applied', '2025-02-10'],
      [ghosted, 'product_discussion_culture_fit', '2025-03-20'],
    ]);
  });

  it('lists each row’s errors: missing fields, bad dates, formulas, bad links', () => {
    const drafts = csvDrafts(
      ['Company', 'Position', 'Date Applied', 'URL', 'Notes'],
      [
        ['', 'Designer', '', '', ''],
        ['Figma', 'Designer', '31/31/2025', '', ''],
        ['Figma', 'Designer', '2099-01-01', 'ftp://x', '=HYPERLINK("http://evil.test")'],
      ],
    );
    expect(drafts.map((draft) => draft.errors)).toEqual([
      ['Company is missing.'],
      ['Applied date: “31/31/2025” is not a date we can read. Use 2025-03-14 (year-month-day).'],
      [
        'Notes: “=HYPERLINK("http://evil.test")” looks like a spreadsheet formula. Type the value itself, or put an apostrophe (\') before it.',
        'Applied date: 2099-01-01 is in the future.',
        'Job link: “ftp://x” is not a link: it must start with http:// or https://.',
      ],
    ]);
  });

  it('finds duplicates on the board and within the file, and skips or merges them', () => {
    const drafts = csvDrafts(
      ['Company', 'Position', 'Notes', 'Location'],
      [
        ['Goldman Sachs', 'Designer', 'first', ''],
        ['goldman-sachs', '  designer ', 'second', 'NYC'],
        ['Figma', 'Designer', 'from file', ''],
        ['Linear', 'Designer', '', ''],
      ],
    );
    const duplicates = findDuplicates(drafts, [{ id: 'figma-id', company: 'FIGMA', position: 'Designer' }]);
    expect(duplicates).toEqual([null, { on: 'file', index: 0 }, { on: 'board', id: 'figma-id' }, null]);
    const stageMap = stageMapOf(['']);

    const skip = planImport(drafts, { stageMap, duplicates, choice: 'skip' });
    expect([skip.added, skip.merged, skip.skipped]).toEqual([2, 0, 2]);
    expect(skip.payload.map((app) => ('company' in app ? app.company : app.merge_into))).toEqual([
      'Goldman Sachs',
      'Linear',
    ]);
    // Each payload entry knows its row of the file, for a message the server gives about one entry.
    expect(skip.rows).toEqual(['Row 2', 'Row 5']);

    const merge = planImport(drafts, { stageMap, duplicates, choice: 'merge' });
    expect([merge.added, merge.merged, merge.skipped]).toEqual([2, 2, 0]);
    expect(merge.payload[0]).toMatchObject({ company: 'Goldman Sachs', notes: 'first\n\nsecond', location: 'NYC' });
    expect(merge.payload[1]).toMatchObject({ merge_into: 'figma-id', notes: 'from file' });
  });

  it('merges a salary whole, and only into an application without one', () => {
    const drafts = csvDrafts(
      ['Company', 'Position', 'Salary'],
      [
        ['Acme', 'Designer', '$90k - 110k'],
        ['Acme', 'Designer', '€70k'],
        ['Brio', 'Designer', ''],
        ['Brio', 'Designer', '€70k - 80k'],
      ],
    );
    const duplicates = findDuplicates(drafts, []);
    const { payload } = planImport(drafts, { stageMap: stageMapOf(['']), duplicates, choice: 'merge' });
    expect(payload).toHaveLength(2);
    expect(payload[0]).toMatchObject({
      company: 'Acme',
      salary_min: 90000,
      salary_max: 110000,
      salary_currency: 'USD',
    });
    expect(payload[1]).toMatchObject({ company: 'Brio', salary_min: 70000, salary_max: 80000, salary_currency: 'EUR' });
  });

  it('keeps our JSON export as it was, and refuses JSON of another kind', () => {
    expect(jsonFileProblem({ applications: [] })).toMatch(/not an export of the job tracker/);
    expect(jsonFileProblem({ format: 'job-tracker-export', version: 9, applications: [] })).toMatch(/version 9/);
    const [draft] = draftsFromJson(
      {
        format: 'job-tracker-export',
        version: 1,
        applications: [
          {
            company: 'Stripe',
            position: 'Designer',
            status: 'rejected',
            applied_date: '2025-01-01T00:00:00+00:00',
            order_key: 'a3',
            people: [{ name: 'Ada' }],
            history: [
              { status: 'job_openings', from_status: null, changed_at: '2025-01-01T00:00:00+00:00' },
              { status: 'rejected', from_status: 'job_openings', changed_at: '2025-02-01T00:00:00+00:00' },
            ],
            events: [{ kind: 'call', starts_at: '2025-01-15T10:00:00+00:00', note: 'Intro' }],
          },
        ],
      },
      now,
    );
    expect(draft!.errors).toEqual([]);
    const plan = planImport([draft!], {
      stageMap: stageMapOf(['job_openings', 'rejected']),
      duplicates: [null],
      choice: 'skip',
    });
    expect(plan.payload[0]).toMatchObject({
      status: 'rejected',
      order_key: 'a3',
      people: [{ name: 'Ada' }],
      history: [
        { status: 'job_openings', from_status: null },
        { status: 'rejected', from_status: 'job_openings', changed_at: '2025-02-01T00:00:00+00:00' },
      ],
      events: [{ kind: 'call', note: 'Intro' }],
    });
  });
});

describe('merging duplicates, field by field', () => {
  const at = '2026-05-01T09:00:00.000Z';
  const draft = (fields: Partial<Draft['fields']>, events: Draft['events'] = [], label = 'Row 2'): Draft => ({
    label,
    errors: [],
    fields: { company: 'Acme', position: 'Designer', ...fields },
    stage: 'applied',
    history: [{ stage: 'applied', from: null, at }],
    events,
  });
  const call = { kind: 'call' as const, starts_at: '2026-05-03T10:00:00.000Z', note: 'Intro' };
  const interview = { kind: 'interview' as const, starts_at: '2026-05-09T10:00:00.000Z' };
  const full = {
    source_url: 'https://acme.example/jobs/1',
    location: 'Berlin',
    work_mode: 'hybrid' as const,
    salary_min: 70000,
    salary_max: 80000,
    salary_currency: 'EUR',
    salary_period: 'year' as const,
    job_description: 'Design systems',
    notes: 'From the file',
    follow_up_on: '2026-06-10',
  };
  const stageMap = new Map([['applied', 'applied']]);

  it('sends everything a row holds into the application on the board it merges into', () => {
    const { payload } = planImport([draft(full, [call])], {
      stageMap,
      duplicates: [{ on: 'board', id: 'acme-id' }],
      choice: 'merge',
    });
    expect(payload).toEqual([{ merge_into: 'acme-id', ...full, events: [call] }]);
    const bare = planImport([draft({})], { stageMap, duplicates: [{ on: 'board', id: 'acme-id' }], choice: 'merge' });
    expect(bare.payload).toEqual([
      {
        merge_into: 'acme-id',
        source_url: '',
        location: '',
        work_mode: null,
        salary_min: null,
        salary_max: null,
        job_description: '',
        notes: '',
        follow_up_on: null,
        events: [],
      },
    ]);
  });

  it('fills the first row’s blanks from a later one, keeps what it has, and adds events and new notes', () => {
    const first = draft({ notes: 'Same words' }, [call]);
    const later = draft({ ...full, notes: 'Same words' }, [interview], 'Row 3');
    const { payload } = planImport([first, later], {
      stageMap,
      duplicates: [null, { on: 'file', index: 0 }],
      choice: 'merge',
    });
    expect(payload).toHaveLength(1);
    expect(payload[0]).toMatchObject({ ...full, notes: 'Same words', events: [call, interview] });

    const kept = draft({ ...full, work_mode: 'remote', follow_up_on: '2026-06-01', salary_max: 90000 });
    const other = draft({ ...full, notes: 'More', salary_min: 1, salary_max: 2 }, [], 'Row 3');
    const merged = planImport([kept, other], {
      stageMap,
      duplicates: [null, { on: 'file', index: 0 }],
      choice: 'merge',
    });
    expect(merged.payload[0]).toMatchObject({
      work_mode: 'remote',
      follow_up_on: '2026-06-01',
      salary_min: 70000,
      salary_max: 90000,
      notes: 'From the file\n\nMore',
      events: [],
    });

    // A salary with only its upper amount still comes whole.
    const onlyMax = planImport([draft({}), draft({ salary_max: 95000, salary_currency: 'GBP' }, [], 'Row 3')], {
      stageMap,
      duplicates: [null, { on: 'file', index: 0 }],
      choice: 'merge',
    });
    expect(onlyMax.payload[0]).toMatchObject({ salary_min: null, salary_max: 95000, salary_currency: 'GBP' });
    // So does one with only its lower amount.
    const onlyMin = planImport([draft({}), draft({ salary_min: 60000, salary_currency: 'GBP' }, [], 'Row 3')], {
      stageMap,
      duplicates: [null, { on: 'file', index: 0 }],
      choice: 'merge',
    });
    expect(onlyMin.payload[0]).toMatchObject({ salary_min: 60000, salary_max: null, salary_currency: 'GBP' });
    // …and a first row with only its upper amount keeps it, not the later row's.
    const keepsMax = planImport([draft({ salary_max: 95000, salary_currency: 'GBP' }), draft(full, [], 'Row 3')], {
      stageMap,
      duplicates: [null, { on: 'file', index: 0 }],
      choice: 'merge',
    });
    expect(keepsMax.payload[0]).toMatchObject({ salary_max: 95000, salary_currency: 'GBP' });
    expect(keepsMax.payload[0]).not.toHaveProperty('salary_min');
  });
});

describe('planning rows with errors and histories', () => {
  const at = (day: number) => `2026-05-0${day}T09:00:00.000Z`;
  const draft = (
    errors: string[],
    history: Draft['history'] = [{ stage: 'applied', from: null, at: at(1) }],
  ): Draft => ({
    label: 'Row 2',
    errors,
    fields: { company: 'Acme', position: 'Designer' },
    stage: history.at(-1)!.stage,
    history,
    events: [],
  });
  const stageMap = new Map([
    ['applied', 'applied'],
    ['screen', 'hr_screen'],
    ['phone screen', 'hr_screen'],
  ]);

  it('leaves out a row with one error, and finds no duplicate in it', () => {
    const rows = [draft([]), draft(['Company is missing.'])];
    expect(findDuplicates(rows, [])).toEqual([null, null]);
    const plan = planImport(rows, { stageMap, duplicates: [null, null], choice: 'skip' });
    expect(plan).toMatchObject({ added: 1, merged: 0, skipped: 0, leftOut: 1, rows: ['Row 2'] });
  });

  it('drops a stage change to the stage it was already in, and keeps a return to an earlier one', () => {
    const history: Draft['history'] = [
      { stage: 'applied', from: null, at: at(1) },
      { stage: 'Screen', from: 'applied', at: at(2) },
      { stage: 'Phone screen', from: 'Screen', at: at(3) },
      { stage: 'applied', from: 'Phone screen', at: at(4) },
    ];
    const [app] = planImport([draft([], history)], { stageMap, duplicates: [null], choice: 'skip' }).payload;
    expect(app).toMatchObject({
      status: 'applied',
      history: [
        { status: 'applied', from_status: null, changed_at: at(1) },
        { status: 'hr_screen', from_status: 'applied', changed_at: at(2) },
        { status: 'applied', from_status: 'hr_screen', changed_at: at(4) },
      ],
    });
  });
});
