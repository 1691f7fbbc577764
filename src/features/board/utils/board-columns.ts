import type { JobApplication } from '@/lib/applications/application';
import { DEFAULT_STAGES, type Stage } from '@/lib/applications/stages';

export interface StatusColumn {
  status: string;
  applications: JobApplication[];
}

/**
 * A column per stage the board shows, in the user's order; then, while they hold applications, the hidden
 * stages (in order) and any status outside the list, so no application is ever invisible. Cards keep the
 * order they have in the list.
 */
export function boardColumns(
  applications: readonly JobApplication[],
  stages: readonly Stage[] = DEFAULT_STAGES,
): StatusColumn[] {
  const shown = stages.filter((stage) => !stage.hidden);
  const byStatus = new Map<string, JobApplication[]>(shown.map((stage) => [stage.value, []]));
  const others = new Map<string, JobApplication[]>(
    stages.filter((stage) => stage.hidden).map((stage) => [stage.value, []]),
  );
  for (const application of applications) {
    const column = byStatus.get(application.status) ?? others.get(application.status);
    if (column) column.push(application);
    else others.set(application.status, [application]);
  }
  for (const [status, apps] of others) if (apps.length > 0) byStatus.set(status, apps);
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
