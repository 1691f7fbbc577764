import type { JobApplication } from '@/lib/applications/application';
import { DEFAULT_STAGES, stageKind, type Stage } from '@/lib/applications/stages';

/** The four counts above the board. */
export interface BoardStats {
  total: number;
  active: number;
  rejected: number;
  offers: number;
}

/** Counted by the kind of each application's stage; a closed one (withdrawn, ghosted) counts in the total only. */
export function boardStats(
  applications: readonly JobApplication[],
  stages: readonly Stage[] = DEFAULT_STAGES,
): BoardStats {
  const stats: BoardStats = { total: applications.length, active: 0, rejected: 0, offers: 0 };
  const kinds = new Map(stages.map((stage) => [stage.value, stage.kind]));
  for (const { status } of applications) {
    const kind = kinds.get(status) ?? stageKind(stages, status);
    if (kind === 'active') stats.active += 1;
    else if (kind === 'rejected') stats.rejected += 1;
    else if (kind === 'offer') stats.offers += 1;
  }
  return stats;
}
