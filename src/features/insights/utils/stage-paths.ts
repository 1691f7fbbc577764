import type { JobApplication } from '@/lib/applications/application';

/** One recorded stage change: the application entered `status` at `at`. */
export interface HistoryEntry {
  applicationId: string;
  status: string;
  at: Date;
}

/** What the insights read of an application. */
export type InsightApplication = Pick<JobApplication, 'id' | 'source' | 'status' | 'appliedDate' | 'statusChangedAt'>;

/** An application with the stages it went through, oldest first. */
export interface StagePath {
  id: string;
  source: string;
  /** When it entered the tracker: its applied date, or its first recorded stage when that is earlier. */
  start: Date;
  entries: { status: string; at: Date }[];
}

/**
 * Each application's path through the stages, from the recorded history. History of applications that
 * are not in the list (deleted ones) is left out. An application without history starts in its current
 * stage when it entered it; one whose history lags behind the board (a move the history was read
 * before) ends in its current stage from when it entered it. Two entries in a row for the same stage
 * are one stay.
 */
export function buildStagePaths(
  applications: readonly InsightApplication[],
  history: readonly HistoryEntry[],
): StagePath[] {
  const byApplication = new Map<string, { status: string; at: Date }[]>();
  for (const app of applications) byApplication.set(app.id, []);
  for (const entry of history) byApplication.get(entry.applicationId)?.push({ status: entry.status, at: entry.at });

  return applications.map((app) => {
    // A stable sort keeps entries of the same instant in the order the server recorded them.
    const recorded = byApplication.get(app.id)!.sort((a, b) => a.at.getTime() - b.at.getTime());
    const entries: { status: string; at: Date }[] = [];
    for (const entry of recorded) {
      if (entries.at(-1)?.status !== entry.status) entries.push(entry);
    }
    const last = entries.at(-1);
    if (!last || (last.status !== app.status && app.statusChangedAt.getTime() >= last.at.getTime())) {
      entries.push({ status: app.status, at: app.statusChangedAt });
    }
    const first = entries[0]!.at;
    return {
      id: app.id,
      source: app.source,
      start: app.appliedDate.getTime() < first.getTime() ? app.appliedDate : first,
      entries,
    };
  });
}
