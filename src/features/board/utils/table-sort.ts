import type { JobApplication, SalaryPeriod } from '@/lib/applications/application';
import { sourceLabel } from '@/lib/applications/statuses';

/** The table's columns, in the order they show. */
export const TABLE_COLUMNS = [
  'company',
  'position',
  'stage',
  'applied',
  'moved',
  'salary',
  'location',
  'source',
  'followUp',
] as const;

export type TableColumn = (typeof TABLE_COLUMNS)[number];

export const TABLE_COLUMN_LABELS: Record<TableColumn, string> = {
  company: 'Company',
  position: 'Position',
  stage: 'Stage',
  applied: 'Applied',
  moved: 'Last move',
  salary: 'Salary',
  location: 'Location',
  source: 'Source',
  followUp: 'Follow-up',
};

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  column: TableColumn;
  direction: SortDirection;
}

/** Newest moves first: what a table of applications is first looked at for. */
export const DEFAULT_SORT: TableSort = { column: 'moved', direction: 'desc' };

/** What a header click does: the same column turns around; another starts ascending (dates: newest first). */
export function nextSort(current: TableSort, column: TableColumn): TableSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  const datesFirstNewest = column === 'applied' || column === 'moved';
  return { column, direction: datesFirstNewest ? 'desc' : 'asc' };
}

/** The sort as the URL keeps it (`?sort=salary&dir=asc`); anything else reads as the default. */
export function parseSort(params: URLSearchParams): TableSort {
  const column = params.get('sort');
  const direction = params.get('dir');
  if (!column || !(TABLE_COLUMNS as readonly string[]).includes(column)) return DEFAULT_SORT;
  return { column: column as TableColumn, direction: direction === 'desc' ? 'desc' : 'asc' };
}

const YEARLY: Record<SalaryPeriod, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 };

/** A salary as a yearly amount to compare by (the top of the range, else its bottom); null without one. */
export function yearlySalary(app: Pick<JobApplication, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>): number | null {
  const amount = app.salaryMax ?? app.salaryMin;
  return amount === null ? null : amount * YEARLY[app.salaryPeriod];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Key = string | number | null;

function sortKey(app: JobApplication, column: TableColumn, stageIndex: (status: string) => number): Key {
  switch (column) {
    case 'company':
      return app.company;
    case 'position':
      return app.position;
    case 'stage':
      return stageIndex(app.status);
    case 'applied':
      return app.appliedDate.getTime();
    case 'moved':
      return app.statusChangedAt.getTime();
    case 'salary':
      return yearlySalary(app);
    case 'location':
      return app.location.trim() || null;
    case 'source':
      return sourceLabel(app.source);
    case 'followUp':
      return app.followUpOn;
  }
}

/**
 * Each distinct string's place in the collator's order, strings it finds equal sharing one: the collator
 * is slow, so it compares each distinct value about log(n) times, not each row's about log(n) times.
 */
function collatedRanks(values: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(values)].sort(collator.compare);
  const ranks = new Map<string, number>();
  let place = 0;
  distinct.forEach((value, i) => {
    if (i > 0 && collator.compare(distinct[i - 1]!, value) !== 0) place = i;
    ranks.set(value, place);
  });
  return ranks;
}

/**
 * The applications in the table's order: by the column, the way it goes, with empty cells (no salary,
 * location or follow-up) last either way; ties by company, then id, so the order never jumps. A new array;
 * the keys are worked out once per application, text as its place in the collator's order, so the sort
 * itself compares numbers (5,000 sort well within a frame).
 */
export function sortApplications(
  applications: readonly JobApplication[],
  { column, direction }: TableSort,
  stageOrder: readonly string[],
): JobApplication[] {
  const places = new Map(stageOrder.map((value, index) => [value, index]));
  const stageIndex = (status: string) => places.get(status) ?? stageOrder.length;
  const sign = direction === 'asc' ? 1 : -1;
  const keys = applications.map((app) => sortKey(app, column, stageIndex));
  const textRanks = collatedRanks(keys.filter((key): key is string => typeof key === 'string'));
  const companyRanks = column === 'company' ? textRanks : collatedRanks(applications.map((app) => app.company));
  const keyed = applications.map((app, i) => {
    const key = keys[i]!;
    return { app, key: typeof key === 'string' ? textRanks.get(key)! : key, company: companyRanks.get(app.company)! };
  });
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else if (a.key !== b.key) {
      return sign * (a.key - b.key);
    }
    return a.company - b.company || (a.app.id < b.app.id ? -1 : a.app.id > b.app.id ? 1 : 0);
  });
  return keyed.map(({ app }) => app);
}
