// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { testRow } from '../../../../tests/test-application';
import type { ExportApplication } from '../api/get-export-data';
import { EXPORT_VERSION, exportFileName, toCsvExport, toJsonExport } from './export-files';

function application(overrides: Partial<ExportApplication> = {}): ExportApplication {
  const { user_id: _owner, ...row } = testRow({
    status: 'hr_exploratory_call',
    applied_date: '2026-11-02T09:30:00+00:00',
  });
  return {
    ...row,
    last_updated: '2026-11-10T12:00:00+00:00',
    status_changed_at: '2026-11-10T12:00:00+00:00',
    revision: 2,
    history: [
      { id: 1, status: 'job_openings', from_status: null, changed_at: '2026-11-02T09:30:00+00:00' },
      { id: 2, status: 'hr_exploratory_call', from_status: 'job_openings', changed_at: '2026-11-10T12:00:00+00:00' },
    ],
    events: [],
    ...overrides,
  };
}

/** The CSV read back by a parser, as a spreadsheet would: header row and records by header. */
function readCsv(csv: string) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

describe('exportFileName', () => {
  it('names the file after the local day of the export', () => {
    expect(exportFileName('csv', new Date(2026, 10, 22, 23, 59))).toBe('job-applications-2026-11-22.csv');
    expect(exportFileName('json', new Date(2027, 0, 5, 0, 1))).toBe('job-applications-2027-01-05.json');
  });
});

describe('toCsvExport', () => {
  it("names the stage and the stage columns with the user's own stages, in their order", () => {
    const stages = [
      { value: 'job_openings', label: 'Saved', kind: 'active' as const, hidden: false },
      { value: 'hr_exploratory_call', label: 'Intro call', kind: 'active' as const, hidden: false },
      { value: 'stage_0a1b2c3d4e5f', label: 'Ghosted', kind: 'closed' as const, hidden: false },
    ];
    const parsed = readCsv(toCsvExport([application()], stages));
    expect(parsed.meta.fields!.filter((field) => field.startsWith('Reached '))).toEqual([
      'Reached Saved',
      'Reached Intro call',
      'Reached Ghosted',
    ]);
    expect(parsed.data[0]).toMatchObject({
      Stage: 'Intro call',
      'Reached Saved': '2026-11-02T09:30:00.000Z',
      'Reached Ghosted': '',
    });
    const file = JSON.parse(toJsonExport([application()], new Date(), stages)) as { stages: unknown };
    expect(file.stages).toEqual(stages);
  });

  it('starts with a byte-order mark, ends lines with CRLF and has one row per application', () => {
    const csv = toCsvExport([application(), application({ id: '2', company: 'Figma' })]);
    expect(csv.startsWith('\uFEFFCompany,Position,Stage,Status,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(readCsv(csv).data.map((row) => row.Company)).toEqual(['Stripe', 'Figma']);
  });

  it('gives the stage label, ISO dates and the date each stage was first reached', () => {
    const [row] = readCsv(
      toCsvExport([
        application({
          history: [
            { id: 3, status: 'job_openings', from_status: 'hr_exploratory_call', changed_at: '2026-11-12T08:00:00Z' },
            { id: 1, status: 'job_openings', from_status: null, changed_at: '2026-11-02T09:30:00Z' },
            { id: 2, status: 'hr_exploratory_call', from_status: 'job_openings', changed_at: '2026-11-10T12:00:00Z' },
          ],
        }),
      ]),
    ).data;
    expect(row).toMatchObject({
      Stage: 'Exploratory Call',
      Status: 'hr_exploratory_call',
      Source: 'LinkedIn',
      'Applied date': '2026-11-02T09:30:00.000Z',
      'Reached Wishlist': '2026-11-02T09:30:00.000Z',
      'Reached Exploratory Call': '2026-11-10T12:00:00.000Z',
      'Reached Rejected': '',
      ID: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('puts every field of a filled-in application in its own column, and leaves unset ones empty', () => {
    const filled = application({
      source: 'referral',
      source_url: 'https://jobs.example/42',
      location: 'Lisbon',
      work_mode: 'hybrid',
      salary_min: 70_000,
      salary_max: 90_000,
      salary_currency: 'EUR',
      salary_period: 'month',
      follow_up_on: '2026-12-01',
      notes: 'Met at Config',
      job_description: 'Design systems',
    });
    const [row, empty] = readCsv(toCsvExport([filled, application({ id: '2' })])).data;
    expect(row).toMatchObject({
      Source: 'Referral',
      'Source URL': 'https://jobs.example/42',
      Location: 'Lisbon',
      'Work mode': 'hybrid',
      'Salary min': '70000',
      'Salary max': '90000',
      'Salary currency': 'EUR',
      'Salary period': 'month',
      'Applied date': '2026-11-02T09:30:00.000Z',
      'Last updated': '2026-11-10T12:00:00.000Z',
      'In stage since': '2026-11-10T12:00:00.000Z',
      'Follow up on': '2026-12-01',
      Notes: 'Met at Config',
      'Job description': 'Design systems',
    });
    expect(empty).toMatchObject({ 'Work mode': '', 'Salary min': '', 'Salary max': '', 'Follow up on': '' });
  });

  it('quotes commas, quotes and line breaks as RFC 4180 does, and keeps unicode as it is', () => {
    const tricky = application({
      company: 'Smith, Jones & "Partners"',
      position: 'Designer\nUX',
      notes: 'Line one\r\nLine two, with a "quote"',
      location: 'Zürich 🇨🇭 東京',
      people: [{ name: 'Ada Lovelace', role: 'Hiring manager', contact: 'ada@example.test' }],
      portfolio_links: [{ url: 'https://ada.example/case', label: 'Case study' }],
      events: [{ id: 'e1', kind: 'interview', starts_at: '2026-12-01T10:00:00Z', note: 'On site', created_at: '' }],
    });
    const csv = toCsvExport([tricky]);
    expect(csv).toContain('"Smith, Jones & ""Partners"""');
    expect(csv).toContain('"Designer\nUX"');
    const [row] = readCsv(csv).data;
    expect(row).toMatchObject({
      Company: 'Smith, Jones & "Partners"',
      Position: 'Designer\nUX',
      Notes: 'Line one\r\nLine two, with a "quote"',
      Location: 'Zürich 🇨🇭 東京',
      People: 'Ada Lovelace, Hiring manager, ada@example.test',
      'Portfolio links': 'Case study: https://ada.example/case',
      Events: '2026-12-01T10:00:00.000Z interview: On site',
    });
  });

  it('neutralises every cell a spreadsheet would run as a formula, even one followed by a line break', () => {
    const formulas = ['=HYPERLINK("http://evil.test")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1\nmore'];
    const rows = readCsv(
      toCsvExport(formulas.map((company, index) => application({ id: String(index), company, notes: company }))),
    ).data;
    expect(rows.map((row) => row.Company)).toEqual(formulas.map((value) => `'${value}`));
    expect(rows.map((row) => row.Notes)).toEqual(formulas.map((value) => `'${value}`));
    // Harmless text keeps its first character.
    const [plain] = readCsv(toCsvExport([application({ company: 'A=B', notes: ' =not first' })])).data;
    expect(plain).toMatchObject({ Company: 'A=B', Notes: ' =not first' });
  });
});

describe('toJsonExport', () => {
  it('holds every field, the history, events, people and stages, with a format version', () => {
    const app = application({
      people: [{ name: 'Ada', role: 'Recruiter' }],
      events: [
        { id: 'e1', kind: 'call', starts_at: '2026-12-01T10:00:00Z', note: '=1', created_at: '2026-11-20T00:00:00Z' },
      ],
      notes: 'Zürich, "quoted"\nline',
    });
    const file = JSON.parse(toJsonExport([app], new Date('2026-11-22T01:00:00Z'))) as Record<string, unknown>;
    expect(file).toMatchObject({
      format: 'job-tracker-export',
      version: EXPORT_VERSION,
      exportedAt: '2026-11-22T01:00:00.000Z',
    });
    expect(file.applications).toEqual([app]);
    expect(file.stages).toContainEqual({
      value: 'offer_letter',
      label: 'Selected/Offered',
      kind: 'offer',
      hidden: false,
    });
    expect((file.stages as unknown[]).length).toBe(10);
  });
});
