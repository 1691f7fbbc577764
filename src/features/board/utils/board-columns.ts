import type { JobApplication } from '@/lib/applications/application';
import type { Stage } from '@/lib/applications/stages';

export interface StatusColumn {
  status: string;
  applications: JobApplication[];
}

/**
 * A column per stage the board shows, in the user's order, and a hidden stage's column in its place in that
 * order while it holds applications (Applied stays between Wishlist and what follows, never after Ghosted);
 * then any status outside the list, so no application is ever invisible. Cards keep the order they have
 * in the list.
 */
export function boardColumns(applications: readonly JobApplication[], stages: readonly Stage[]): StatusColumn[] {
  const byStatus = new Map<string, JobApplication[]>(stages.map((stage) => [stage.value, []]));
  const others = new Map<string, JobApplication[]>();
  for (const application of applications) {
    const column = byStatus.get(application.status) ?? others.get(application.status);
    if (column) column.push(application);
    else others.set(application.status, [application]);
  }
  const columns = stages
    .filter((stage) => !stage.hidden || byStatus.get(stage.value)!.length > 0)
    .map((stage) => ({ status: stage.value, applications: byStatus.get(stage.value)! }));
  for (const [status, apps] of others) columns.push({ status, applications: apps });
  return columns;
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
