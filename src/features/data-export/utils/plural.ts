/** "1 application", "1,204 applications". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What an import did, for its toast: "3 applications added, 1 stage added, 2 merged." (nothing said of a zero). */
export function importSummary(
  added: number,
  plan: { addedStages: number; merged: number; skipped: number; leftOut: number },
): string {
  const parts = [`${plural(added, 'application')} added`];
  if (plan.addedStages > 0) parts.push(`${plural(plan.addedStages, 'stage')} added`);
  if (plan.merged > 0) parts.push(`${plan.merged} merged`);
  if (plan.skipped > 0) parts.push(`${plan.skipped} skipped as duplicates`);
  if (plan.leftOut > 0) parts.push(`${plural(plan.leftOut, 'row')} with errors left out`);
  return `${parts.join(', ')}.`;
}
