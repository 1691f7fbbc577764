// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applicationsFromRows,
  BOARD_COLUMNS,
  companyKey,
  safeHttpUrl,
  toApplication,
  type BoardRow,
} from './application';

describe('application', () => {
  it('normalises a company name the way the database does', () => {
    expect(companyKey('Goldman Sachs')).toBe('goldmansachs');
    expect(companyKey(' Booking_Holdings - EU ')).toBe('bookingholdingseu');
  });

  it('maps a row to the client shape, keeping the name as typed', () => {
    const app = toApplication({
      id: 'a1',
      company: 'Goldman Sachs',
      company_key: 'goldmansachs',
      position: 'Product Designer',
      source: 'referral',
      source_url: '',
      status: 'hr_screen',
      applied_date: '2026-11-01T10:00:00Z',
      last_updated: '2026-11-03T10:00:00Z',
      status_changed_at: '2026-11-02T10:00:00Z',
      location: 'Berlin',
      work_mode: 'remote',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      salary_period: 'month',
      notes: 'Line 1\nLine 2',
      follow_up_on: '2026-11-20',
      revision: 4,
      order_key: 'a3',
    });
    expect(app).toEqual({
      id: 'a1',
      company: 'Goldman Sachs',
      companyKey: 'goldmansachs',
      position: 'Product Designer',
      source: 'referral',
      status: 'hr_screen',
      appliedDate: new Date('2026-11-01T10:00:00Z'),
      lastUpdated: new Date('2026-11-03T10:00:00Z'),
      statusChangedAt: new Date('2026-11-02T10:00:00Z'),
      location: 'Berlin',
      workMode: 'remote',
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      notes: 'Line 1\nLine 2',
      followUpOn: '2026-11-20',
      revision: 4,
      orderKey: 'a3',
    });
  });

  describe("from the board's rows", () => {
    const row: BoardRow = {
      id: 'a1',
      company: 'Figma',
      company_key: 'figma',
      position: 'Product Designer',
      source: 'linkedin',
      source_url: 'https://jobs.figma.com/1',
      status: 'applied',
      applied_date: '2026-11-01T10:00:00Z',
      last_updated: '2026-11-03T10:00:00Z',
      status_changed_at: '2026-11-02T10:00:00Z',
      location: 'Remote, EU',
      work_mode: 'remote',
      salary_min: 70000,
      salary_max: null,
      salary_currency: 'EUR',
      salary_period: 'year',
      notes: '',
      follow_up_on: null,
      revision: 2,
      order_key: 'a1',
    };
    const columns = BOARD_COLUMNS.split(',');
    const values = (names: readonly string[]) => names.map((name) => row[name as keyof BoardRow]);

    it('reads each value by its column name, in whatever order the answer names them', () => {
      const reversed = [...columns].reverse();
      expect(applicationsFromRows(columns, [values(columns)])).toEqual([toApplication(row)]);
      expect(applicationsFromRows(reversed, [values(reversed), values(reversed)])).toEqual([
        toApplication(row),
        toApplication(row),
      ]);
      // A column the app does not read (a later migration's) is passed over.
      expect(applicationsFromRows([...columns, 'later'], [[...values(columns), 'x']])).toEqual([toApplication(row)]);
      expect(applicationsFromRows(columns, [])).toEqual([]);
    });

    it('refuses an answer without a column the board reads, naming it', () => {
      const without = columns.filter((name) => name !== 'order_key' && name !== 'salary_period');
      expect(() => applicationsFromRows(without, [values(without)])).toThrow(
        "The board's answer has no salary_period, order_key: the database is not the one this app expects.",
      );
    });

    it('refuses a row without one value for each column, naming the row', () => {
      expect(() => applicationsFromRows(columns, [values(columns), values(columns).slice(1)])).toThrow(
        "The board's answer has a row (2) without one value for each of its columns.",
      );
      expect(() => applicationsFromRows(columns, [row])).toThrow('a row (1)');
    });
  });

  it('lets only http(s) links through', () => {
    expect(safeHttpUrl('https://jobs.figma.com/1')).toBe('https://jobs.figma.com/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
});
