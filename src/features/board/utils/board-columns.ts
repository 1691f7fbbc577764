import type { JobApplication } from '@/lib/applications/application';
import { BOARD_STATUSES } from '@/lib/applications/statuses';

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

export interface BoardStats {
  total: number;
  active: number;
  rejected: number;
  offers: number;
}

export function boardStats(applications: readonly JobApplication[]): BoardStats {
  let rejected = 0;
  let offers = 0;
  for (const { status } of applications) {
    if (status === 'rejected') rejected += 1;
    else if (status === 'offer_letter') offers += 1;
  }
  return { total: applications.length, active: applications.length - rejected - offers, rejected, offers };
}
