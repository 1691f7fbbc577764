// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { DEFAULT_SORT, nextSort, parseSort, sortApplications, yearlySalary, type TableSort } from './table-sort';

const day = (d: string) => new Date(`${d}T10:00:00Z`);
const stages = ['job_openings', 'applied', 'hr_exploratory_call', 'rejected'];
const apps = [
  testApplication('a', 'applied', {
    company: 'figma',
    position: 'Product Designer',
    appliedDate: day('2026-11-03'),
    statusChangedAt: day('2026-11-10'),
    salaryMax: 120_000,
    location: 'Berlin',
    source: 'referral',
    followUpOn: '2026-11-30',
  }),
  testApplication('b', 'rejected', {
    company: 'Airbnb',
    position: 'Design Lead',
    appliedDate: day('2026-10-01'),
    statusChangedAt: day('2026-11-20'),
    salaryMin: 60,
    salaryPeriod: 'hour',
    location: '',
  }),
  testApplication('c', 'job_openings', {
    company: 'Stripe',
    position: 'UX Designer',
    appliedDate: day('2026-11-15'),
    statusChangedAt: day('2026-11-15'),
    location: 'amsterdam',
    source: 'company_website',
    followUpOn: '2026-11-25',
  }),
  testApplication('d', 'unknown_stage', { company: 'airbnb', position: 'Designer 10' }),
  testApplication('e', 'hr_exploratory_call', { company: 'Zendesk', position: 'Designer 9' }),
];
const order = (sort: TableSort) => sortApplications(apps, sort, stages).map((app) => app.id);

describe('sortApplications', () => {
  it('sorts text without regard to case, numbers in names as numbers, ties by company then id', () => {
    expect(order({ column: 'company', direction: 'asc' })).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(order({ column: 'company', direction: 'desc' })).toEqual(['e', 'c', 'a', 'b', 'd']);
    expect(order({ column: 'position', direction: 'asc' })).toEqual(['b', 'e', 'd', 'a', 'c']);
  });

  it('sorts stages in the board’s order, stages it does not know last', () => {
    expect(order({ column: 'stage', direction: 'asc' })).toEqual(['c', 'a', 'e', 'b', 'd']);
    expect(order({ column: 'stage', direction: 'desc' })).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('sorts dates by instant', () => {
    expect(order({ column: 'applied', direction: 'desc' })).toEqual(['c', 'a', 'd', 'e', 'b']);
    expect(order({ column: 'moved', direction: 'asc' })).toEqual(['d', 'e', 'a', 'c', 'b']);
  });

  it('compares salaries by the year and keeps empty cells last either way', () => {
    // $60 an hour is $124,800 a year: above Figma's $120,000.
    expect(order({ column: 'salary', direction: 'desc' })).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(order({ column: 'salary', direction: 'asc' })).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(order({ column: 'location', direction: 'asc' })).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(order({ column: 'location', direction: 'desc' })).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(order({ column: 'followUp', direction: 'asc' })).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('sorts by the source’s label', () => {
    // Company website, LinkedIn (×3: ties by company), Referral.
    expect(order({ column: 'source', direction: 'asc' })).toEqual(['c', 'b', 'd', 'e', 'a']);
  });

  it('leaves its input alone, and orders 5,000 applications by company as a reader would (9 before 10)', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      testApplication(`id${i}`, stages[i % 4]!, {
        company: `Company ${(i * 7919) % 5000}`,
        salaryMin: (i * 31) % 200_000,
        statusChangedAt: new Date(Date.UTC(2026, 0, 1) + ((i * 104729) % 300) * 86_400_000),
      }),
    );
    const copy = [...many];
    const byCompany = sortApplications(many, { column: 'company', direction: 'asc' }, stages);
    expect(many).toEqual(copy);
    expect(byCompany).toHaveLength(5000);
    const numbers = byCompany.map((app) => Number(app.company.replace('Company ', '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // How fast it sorts is a benchmark's question, not this test's.
  });

  it('orders thousands of ties by company, then id, and keeps empty cells last, whatever order they come in', () => {
    const id = (i: number) => `id${String((i * 7919) % 3000).padStart(4, '0')}`;
    const many = Array.from({ length: 3000 }, (_, i) =>
      testApplication(id(i), stages[i % 4]!, {
        company: `Company ${i % 7}`,
        location: i % 3 ? `City ${i % 5}` : '',
      }),
    );
    // The expected order, group by group: each key in turn, within it each company, within that each id.
    const grouped = (keys: (string | null)[], keyOf: (app: (typeof many)[number]) => string | null) =>
      keys.flatMap((key) =>
        Array.from({ length: 7 }, (_, company) =>
          many
            .filter((app) => keyOf(app) === key && app.company === `Company ${company}`)
            .map((app) => app.id)
            .sort(),
        ).flat(),
      );
    const ids = (sort: TableSort) => sortApplications(many, sort, stages).map((app) => app.id);
    expect(ids({ column: 'stage', direction: 'asc' })).toEqual(grouped(stages, (app) => app.status));
    expect(ids({ column: 'location', direction: 'desc' })).toEqual(
      grouped(['City 4', 'City 3', 'City 2', 'City 1', 'City 0', null], (app) => app.location || null),
    );
  });
});

describe('the sort in the URL and a header click', () => {
  it('reads a known column and direction, anything else as the default', () => {
    expect(parseSort(new URLSearchParams('sort=salary&dir=desc'))).toEqual({ column: 'salary', direction: 'desc' });
    expect(parseSort(new URLSearchParams('sort=salary'))).toEqual({ column: 'salary', direction: 'asc' });
    expect(parseSort(new URLSearchParams('sort=nope&dir=desc'))).toEqual(DEFAULT_SORT);
  });

  it('turns the same column around; a new one starts ascending, dates newest first', () => {
    expect(nextSort({ column: 'company', direction: 'asc' }, 'company')).toEqual({
      column: 'company',
      direction: 'desc',
    });
    expect(nextSort({ column: 'company', direction: 'desc' }, 'salary')).toEqual({
      column: 'salary',
      direction: 'asc',
    });
    expect(nextSort({ column: 'company', direction: 'asc' }, 'applied')).toEqual({
      column: 'applied',
      direction: 'desc',
    });
  });

  it('annualises salaries by their period', () => {
    expect(yearlySalary({ salaryMin: 500, salaryMax: null, salaryPeriod: 'day' })).toBe(130_000);
    expect(yearlySalary({ salaryMin: null, salaryMax: null, salaryPeriod: 'year' })).toBeNull();
    expect(yearlySalary({ salaryMin: 40, salaryMax: 50, salaryPeriod: 'hour' })).toBe(104_000);
    expect(yearlySalary({ salaryMin: null, salaryMax: 2_000, salaryPeriod: 'week' })).toBe(104_000);
    expect(yearlySalary({ salaryMin: 8_000, salaryMax: null, salaryPeriod: 'month' })).toBe(96_000);
    expect(yearlySalary({ salaryMin: null, salaryMax: 90_000, salaryPeriod: 'year' })).toBe(90_000);
  });
});
