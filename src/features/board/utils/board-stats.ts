import type { JobApplication } from '@/lib/applications/application';
import { isActiveStatus } from '@/lib/applications/statuses';

/** The four counts above the board. */
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
