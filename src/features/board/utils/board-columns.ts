import type { JobApplication } from '@/lib/applications/application';
import { BOARD_STATUSES, isActiveStatus } from '@/lib/applications/statuses';

export interface BoardColumn {
  status: string;
  applications: JobApplication[];
}

/**
 * The seven columns in the spec's order, then a column for any other status that holds applications,
 * so no application is ever invisible. Cards keep the order they have in the list.
 */
export function boardColumns(applications: readonly JobApplication[]): BoardColumn[] {
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
export function keepUnchangedColumns(previous: readonly BoardColumn[], next: BoardColumn[]): BoardColumn[] {
  const before = new Map(previous.map((column) => [column.status, column]));
  return next.map((column) => {
    const old = before.get(column.status);
    return old && sameCards(old.applications, column.applications) ? old : column;
  });
}

export interface BoardStats {
  total: number;
  active: number;
  rejected: number;
  offers: number;
}

export function boardStats(applications: readonly JobApplication[]): BoardStats {
  const stats: BoardStats = { total: applications.length, active: 0, rejected: 0, offers: 0 };
  for (const { status } of applications) {
    if (isActiveStatus(status)) stats.active += 1;
    else if (status === 'rejected') stats.rejected += 1;
    else if (status === 'offer_letter') stats.offers += 1;
  }
  return stats;
}
