import type { JobApplication } from '@/lib/applications/application';
import { stageKind, type Stage } from '@/lib/applications/stages';

/** The counts above the board: the total is the sum of the other four. */
export interface BoardStats {
  total: number;
  active: number;
  rejected: number;
  offers: number;
  /** In a closed stage: withdrawn, ghosted. */
  closed: number;
}

/** Counted by the kind of each application's stage. */
export function boardStats(applications: readonly JobApplication[], stages: readonly Stage[]): BoardStats {
  const stats: BoardStats = { total: applications.length, active: 0, rejected: 0, offers: 0, closed: 0 };
  const kinds = new Map(stages.map((stage) => [stage.value, stage.kind]));
  for (const { status } of applications) {
    const kind = kinds.get(status) ?? stageKind(stages, status);
    if (kind === 'active') stats.active += 1;
    else if (kind === 'rejected') stats.rejected += 1;
    else if (kind === 'offer') stats.offers += 1;
    else stats.closed += 1;
  }
  return stats;
}
