// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import type { ImportField } from './import-columns';
import { dateColumns, draftsFromCsv, draftsFromJson, jsonFileProblem } from './import-drafts';

const now = new Date('2026-06-01T12:00:00.000Z');
const stages = DEFAULT_STAGES;
const csv = (mapping: ImportField[], rows: string[][]) => draftsFromCsv(rows, mapping, stages, now);
const errorsOf = (mapping: ImportField[], row: string[]) => csv(mapping, [row])[0]!.errors;

describe('jsonFileProblem', () => {
  it('takes our export of version 1 with applications, and names what is wrong with anything else', () => {
    const ours = { format: 'job-tracker-export', version: 1, applications: [{}] };
    expect(jsonFileProblem(ours)).toBeNull();
    const notOurs =
      'This JSON file is not an export of the job tracker. Import a file saved with Export → JSON, or a CSV.';
    expect(jsonFileProblem(null)).toBe(notOurs);
    expect(jsonFileProblem([ours])).toBe(notOurs);
    expect(jsonFileProblem({ ...ours, format: 'other' })).toBe(notOurs);
    expect(jsonFileProblem({ ...ours, version: 2 })).toBe(
      'This export has version 2, which this tracker cannot read yet. Update the page and try again.',
    );
    expect(jsonFileProblem({ ...ours, applications: {} })).toBe('This export has no list of applications.');
    expect(jsonFileProblem({ ...ours, applications: [] })).toBe('This export holds no applications.');
  });
});

describe('draftsFromJson', () => {
  const full = {
    company: ' Figma ',
    position: 'Product Designer',
    source: 'referral',
    source_url: 'https://figma.example/jobs/1',
    status: 'applied',
    applied_date: '2026-05-01T09:00:00.000Z',
    last_updated: '2026-05-02T09:00:00.000Z',
    status_changed_at: '2026-05-02T09:00:00.000Z',
    location: 'Berlin',
    work_mode: 'hybrid',
    salary_min: 70000,
    salary_max: 80000,
    salary_currency: 'EUR',
    salary_period: 'year',
    job_description: 'Systems',
    notes: 'Met at a meetup',
    people: [{ name: 'Ada', role: 'Recruiter' }],
    portfolio_links: [{ url: 'https://ada.example/case', label: 'Case' }],
    follow_up_on: '2026-06-10',
    order_key: 'a0',
    user_name: 'Ada Lovelace',
    history: [
      { status: 'job_openings', from_status: null, changed_at: '2026-04-30T09:00:00.000Z' },
      { status: 'applied', from_status: 'job_openings', changed_at: '2026-05-02T09:00:00.000Z' },
    ],
    events: [
      { kind: 'call', starts_at: '2026-05-03T10:00:00.000Z', note: 'Intro', created_at: '2026-05-02T10:00:00.000Z' },
      { kind: 'interview', starts_at: '2026-05-09T10:00:00.000Z' },
    ],
  };

  it('keeps an application of our export exactly as it was written', () => {
    expect(draftsFromJson({ applications: [full] }, now)).toEqual([
      {
        label: 'Application 1',
        errors: [],
        stage: 'applied',
        history: [
          { stage: 'job_openings', from: null, at: '2026-04-30T09:00:00.000Z' },
          { stage: 'applied', from: 'job_openings', at: '2026-05-02T09:00:00.000Z' },
        ],
        events: [
          {
            kind: 'call',
            starts_at: '2026-05-03T10:00:00.000Z',
            note: 'Intro',
            created_at: '2026-05-02T10:00:00.000Z',
          },
          { kind: 'interview', starts_at: '2026-05-09T10:00:00.000Z', note: '' },
        ],
        fields: {
          company: 'Figma',
          position: 'Product Designer',
          source: 'referral',
          source_url: 'https://figma.example/jobs/1',
          applied_date: '2026-05-01T09:00:00.000Z',
          last_updated: '2026-05-02T09:00:00.000Z',
          status_changed_at: '2026-05-02T09:00:00.000Z',
          location: 'Berlin',
          work_mode: 'hybrid',
          salary_min: 70000,
          salary_max: 80000,
          salary_currency: 'EUR',
          salary_period: 'year',
          job_description: 'Systems',
          notes: 'Met at a meetup',
          people: [{ name: 'Ada', role: 'Recruiter' }],
          portfolio_links: [{ url: 'https://ada.example/case', label: 'Case' }],
          follow_up_on: '2026-06-10',
          order_key: 'a0',
          user_name: 'Ada Lovelace',
        },
      },
    ]);
  });

  it('gives a bare entry no details it did not have, and a history from its stage since', () => {
    const [bare] = draftsFromJson(
      { applications: [{ company: 'Figma', position: 'Designer', status: 'applied' }, 'not one'] },
      now,
    );
    expect(bare).toEqual({
      label: 'Application 1',
      errors: [],
      stage: 'applied',
      history: [{ stage: 'applied', from: null, at: now.toISOString() }],
      events: [],
      fields: {
        company: 'Figma',
        position: 'Designer',
        source: undefined,
        source_url: '',
        applied_date: undefined,
        last_updated: undefined,
        status_changed_at: undefined,
        location: '',
        work_mode: null,
        salary_min: null,
        salary_max: null,
        job_description: '',
        notes: '',
        people: [],
        portfolio_links: [],
        follow_up_on: null,
      },
    });
    const since = '2026-05-20T08:00:00.000Z';
    const [dated] = draftsFromJson(
      { applications: [{ company: 'Figma', position: 'Designer', status: 'applied', status_changed_at: since }] },
      now,
    );
    expect(dated!.history).toEqual([{ stage: 'applied', from: null, at: since }]);
  });

  it('numbers entries from 1, and says what keeps each out', () => {
    const drafts = draftsFromJson(
      {
        applications: [
          'not one',
          { company: 'C'.repeat(201), position: 'P'.repeat(201), status: 'applied', source_url: 'ftp://x' },
          { company: 'Figma', position: 'Designer', status: 'applied', applied_date: 'soon', notes: 'n'.repeat(20001) },
          { ...full, history: [{ status: 'job_openings', changed_at: '2026-04-30T09:00:00.000Z' }] },
          { ...full, events: [{ kind: 'lunch', starts_at: 42 }], salary_period: 'fortnight' },
        ],
      },
      now,
    );
    expect(drafts.map((draft) => [draft.label, draft.errors])).toEqual([
      ['Application 1', ['This entry is not an application.', 'Company is missing.', 'Position is missing.']],
      [
        'Application 2',
        [
          'Company is longer than 200 characters.',
          'Position is longer than 200 characters.',
          'Job link: “ftp://x” must start with http:// or https://.',
        ],
      ],
      ['Application 3', ['Notes are longer than 20,000 characters.', 'Applied date: “soon” is not a date.']],
      [
        'Application 4',
        ['The last entry of its stage history is not its stage; the file was changed after the export.'],
      ],
      [
        'Application 5',
        [
          'An event has the unknown kind “lunch”.',
          'Event: “42” is not a date.',
          'Salary period: “fortnight” is not one of hour, day, week, month or year.',
        ],
      ],
    ]);
  });

  it('takes names of 200 characters, 200 stage changes and events, 20,000 characters of notes; not one more', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    const history = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ status: i % 2 ? 'applied' : 'job_openings', changed_at: at(i) }));
    const events = (count: number) => Array.from({ length: count }, (_, i) => ({ kind: 'call', starts_at: at(i) }));
    const app = (count: number, extra = 0) => ({
      company: 'C'.repeat(200 + extra),
      position: 'P'.repeat(200 + extra),
      status: 'applied',
      notes: 'n'.repeat(20000 + extra),
      history: history(count),
      events: events(count),
    });
    const [fits, over] = draftsFromJson({ applications: [app(200), app(202, 1)] }, now);
    expect(fits!.errors).toEqual([]);
    expect(over!.errors).toEqual([
      'Company is longer than 200 characters.',
      'Position is longer than 200 characters.',
      'It has more than 200 stage changes; an import takes 200.',
      'It has more than 200 events; an import takes 200.',
      'Notes are longer than 20,000 characters.',
    ]);
  });

  it('refuses 201 stage changes or 201 events', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    const [over] = draftsFromJson(
      {
        applications: [
          {
            company: 'Figma',
            position: 'Designer',
            status: 'applied',
            history: Array.from({ length: 201 }, (_, i) => ({ status: 'applied', changed_at: at(i) })),
            events: Array.from({ length: 201 }, (_, i) => ({ kind: 'call', starts_at: at(i) })),
          },
        ],
      },
      now,
    );
    expect(over!.errors).toEqual([
      'It has more than 200 stage changes; an import takes 200.',
      'It has more than 200 events; an import takes 200.',
    ]);
  });

  it('takes an applied date up to five minutes ahead, and later dates of other kinds as they are', () => {
    const app = (applied: string, updated = applied) => ({
      company: 'Figma',
      position: 'Designer',
      status: 'applied',
      applied_date: applied,
      last_updated: updated,
    });
    const [grace, late, updated] = draftsFromJson(
      {
        applications: [
          app('2026-06-01T12:05:00.000Z'),
          app('2026-06-01T12:05:01.000Z'),
          app('2026-05-01T12:00:00.000Z', '2026-07-01T12:00:00.000Z'),
        ],
      },
      now,
    );
    expect(grace!.errors).toEqual([]);
    expect(late!.errors).toEqual(['Applied date: 2026-06-01T12:05:01.000Z is in the future.']);
    expect(updated!.errors).toEqual([]);
    expect(updated!.fields.last_updated).toBe('2026-07-01T12:00:00.000Z');
  });
});

describe('draftsFromCsv', () => {
  it('finds the date columns: the four dates and every “Reached …” column', () => {
    expect(
      dateColumns(['company', 'appliedDate', 'notes', 'reached:applied', 'stageSince', 'lastUpdated', 'followUpOn']),
    ).toEqual([1, 3, 4, 5, 6]);
  });

  it('takes a location of 200 characters, refuses 201, and cells past the header only when blank', () => {
    const mapping: ImportField[] = ['company', 'position', 'location'];
    expect(errorsOf(mapping, ['Figma', 'Designer', 'L'.repeat(200)])).toEqual([]);
    expect(errorsOf(mapping, ['Figma', 'Designer', 'L'.repeat(201)])).toEqual([
      'Location is longer than 200 characters.',
    ]);
    expect(errorsOf(mapping, ['Figma', 'Designer', '', ' ', ''])).toEqual([]);
    expect(errorsOf(mapping, ['Figma', 'Designer', '', '', 'stray'])).toEqual([
      'This row has 5 cells, more than the 3 columns of the header.',
    ]);
  });

  it('keeps notes and a job description as written, spaces and blank lines included', () => {
    const [draft] = csv(
      ['company', 'position', 'notes', 'jobDescription'],
      [['Figma', 'Designer', '  One\n\n  two  ', ' JD ']],
    );
    expect(draft!.fields).toMatchObject({ notes: '  One\n\n  two  ', job_description: ' JD ' });
  });

  it('takes a salary range that is one amount, and a period column that agrees with the salary', () => {
    const mapping: ImportField[] = ['company', 'position', 'salaryMin', 'salaryMax', 'salary', 'salaryPeriod'];
    const [draft] = csv(mapping, [['Figma', 'Designer', '90000', '90000', '€90k p.a.', 'yearly']]);
    expect(draft!.errors).toEqual([]);
    expect(draft!.fields).toMatchObject({ salary_min: 90000, salary_max: 90000, salary_period: 'year' });
    expect(errorsOf(mapping, ['Figma', 'Designer', '90001', '90000', '', ''])).toEqual([
      'Salary max is below Salary min.',
    ]);
    expect(errorsOf(mapping, ['Figma', 'Designer', '', '', '€90k p.a.', 'monthly'])).toEqual([
      'The salary says it is paid per year, its period column says per month.',
    ]);
  });

  it('ends the history in the row’s stage unless its last “Reached …” column is that stage, by key or name', () => {
    const mapping: ImportField[] = ['company', 'position', 'stage', 'reached:job_openings', 'reached:applied'];
    const row = (stage: string) => ['Figma', 'Designer', stage, '2026-05-01', '2026-05-03'];
    const stagesOf = (stage: string) => csv(mapping, [row(stage)])[0]!.history.map((entry) => entry.stage);
    expect(stagesOf('applied')).toEqual(['job_openings', 'applied']);
    expect(stagesOf('Applied')).toEqual(['job_openings', 'applied']);
    expect(stagesOf('APPLIED ')).toEqual(['job_openings', 'applied']);
    expect(stagesOf('Interviewing')).toEqual(['job_openings', 'applied', 'Interviewing']);
    // By its name: the stage whose name the row gives is the one its last column reached.
    const named: ImportField[] = [
      'company',
      'position',
      'stage',
      'reached:job_openings',
      'reached:hr_exploratory_call',
    ];
    const label = stages.find((stage) => stage.value === 'hr_exploratory_call')!.label;
    expect(
      csv(named, [['Figma', 'Designer', label, '2026-05-01', '2026-05-03']])[0]!.history.map((e) => e.stage),
    ).toEqual(['job_openings', 'hr_exploratory_call']);
  });

  it('keeps the day a row says it entered its stage when that is the day it reached it', () => {
    const mapping: ImportField[] = ['company', 'position', 'stage', 'reached:applied', 'stageSince'];
    const [same] = csv(mapping, [['Figma', 'Designer', 'applied', '2026-05-03', '2026-05-03']]);
    expect(same!.fields.status_changed_at).toBe(same!.history.at(-1)!.at);
    const [later] = csv(mapping, [['Figma', 'Designer', 'applied', '2026-05-03', '2026-05-04']]);
    expect(new Date(later!.fields.status_changed_at!).toLocaleDateString('en-CA')).toBe('2026-05-04');
  });
});

describe('draftsFromCsv, row by row', () => {
  it('labels each row as a spreadsheet numbers it, the header being row 1', () => {
    const drafts = csv(
      ['company', 'position'],
      [
        ['Figma', 'Designer'],
        ['Linear', 'Engineer'],
      ],
    );
    expect(drafts.map((draft) => draft.label)).toEqual(['Row 2', 'Row 3']);
  });

  it('refuses a company or a position of 201 characters', () => {
    expect(errorsOf(['company', 'position'], ['C'.repeat(200), 'P'.repeat(200)])).toEqual([]);
    expect(errorsOf(['company', 'position'], ['C'.repeat(201), 'P'.repeat(201)])).toEqual([
      'Company is longer than 200 characters.',
      'Position is longer than 200 characters.',
    ]);
  });

  it('takes the apostrophe our export puts before a formula-like note off, and keeps any other', () => {
    const [draft] = csv(
      ['company', 'position', 'notes', 'jobDescription'],
      [['Figma', 'Designer', "'=SUM(A1)", "'Tis"]],
    );
    expect(draft!.fields).toMatchObject({ notes: '=SUM(A1)', job_description: "'Tis" });
  });

  it('orders the “Reached …” columns by date and chains each stage to the one before', () => {
    const mapping: ImportField[] = ['company', 'position', 'stage', 'reached:applied', 'reached:job_openings'];
    const [draft] = csv(mapping, [['Figma', 'Designer', 'applied', '2026-05-03', '2026-05-01']]);
    expect(draft!.history).toEqual([
      { stage: 'job_openings', from: null, at: new Date(2026, 4, 1).toISOString() },
      { stage: 'applied', from: 'job_openings', at: new Date(2026, 4, 3).toISOString() },
    ]);
    // Last updated and in the stage since the last stage was reached, when the row does not say.
    expect(draft!.fields.status_changed_at).toBe(new Date(2026, 4, 3).toISOString());
    expect(draft!.fields.last_updated).toBe(new Date(2026, 4, 3).toISOString());
    expect(draft!.fields.applied_date).toBe(new Date(2026, 4, 1).toISOString());
  });

  it('enters the row’s own stage no earlier than the last stage it reached', () => {
    const mapping: ImportField[] = [
      'company',
      'position',
      'stage',
      'appliedDate',
      'reached:job_openings',
      'reached:applied',
    ];
    const [draft] = csv(mapping, [['Figma', 'Designer', 'Interviewing', '2026-05-02', '2026-05-01', '2026-05-03']]);
    expect(draft!.history.at(-1)).toEqual({
      stage: 'Interviewing',
      from: 'applied',
      at: new Date(2026, 4, 3).toISOString(),
    });
    // With no "Reached …" column, it is in its stage since the day it was applied for.
    const [applied] = csv(
      ['company', 'position', 'stage', 'appliedDate'],
      [['Figma', 'Designer', 'applied', '2026-05-02']],
    );
    expect(applied!.history).toEqual([{ stage: 'applied', from: null, at: new Date(2026, 4, 2).toISOString() }]);
  });
});
