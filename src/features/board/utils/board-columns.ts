import type { JobApplication } from '@/lib/applications/application';
import { BOARD_STATUSES } from '@/lib/applications/statuses';

export interface StatusColumn {
  status: string;
  applications: JobApplication[];
}

/**
 * The seven columns in their fixed order (docs/product-decisions.md), then a column for any other status that holds applications,
 * so no application is ever invisible. Cards keep the order they have in the list.
 */
export function boardColumns(applications: readonly JobApplication[]): StatusColumn[] {
  const byStatus = new Map<string, JobApplication[]>(BOARD_STATUSES.map((status) => [status, []]));
  for (const application of applications) {
    const column = byStatus.get(application.status);
    if (column) column.push(application);
    else byStatus.set(application.status, [application]);
  }
  return [...byStatus].map(([status, apps]) => ({ status, applications: apps }));
}

const sameCards = (a: readonly JobApplication[], b: readonly JobApplication[]) =>
  a.length === b.length && a.every((application, i) => application === b[i]);

/**
 * The new columns, but each column whose cards are the very same objects in the same order keeps its
 * previous array: a move then changes two columns, and the other columns' cards are not rendered again.
 */
export function keepUnchangedColumns(previous: readonly StatusColumn[], next: StatusColumn[]): StatusColumn[] {
  const before = new Map(previous.map((column) => [column.status, column]));
  return next.map((column) => {
    const old = before.get(column.status);
    return old && sameCards(old.applications, column.applications) ? old : column;
  });
}
