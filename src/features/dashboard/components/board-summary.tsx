import { Skeleton } from '@mantine/core';
import { memo, useMemo, type CSSProperties } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import type { Stage } from '@/lib/applications/stages';
import { boardStats, type BoardStats } from '../utils/board-stats';
import classes from './board-summary.module.css';

const FIGURES: { key: keyof BoardStats; label: string; accent: string }[] = [
  { key: 'total', label: 'Total Applications', accent: 'var(--mantine-color-iris-6)' },
  { key: 'active', label: 'Active Applications', accent: 'var(--mantine-color-blue-5)' },
  { key: 'rejected', label: 'Rejected', accent: 'var(--mantine-color-red-5)' },
  { key: 'offers', label: 'Offers Received', accent: 'var(--mantine-color-teal-5)' },
  { key: 'closed', label: 'Closed', accent: 'var(--mantine-color-gray-5)' },
];

/** The same numbers (the board recounts them into a new object whenever a card moves). */
function sameCounts(a: { stats: BoardStats | null }, b: { stats: BoardStats | null }): boolean {
  if (a.stats === null || b.stats === null) return a.stats === b.stats;
  return FIGURES.every(({ key }) => a.stats![key] === b.stats![key]);
}

/**
 * The counts in one line of figures; while the board loads, placeholders rather than zeros that are not
 * true yet. Rendered again only when a number changes: most moves change none.
 */
export const SummaryFigures = memo(function SummaryFigures({ stats }: { stats: BoardStats | null }) {
  return (
    <dl className={classes.list} aria-label="Summary">
      {FIGURES.map((figure) => (
        <div key={figure.key} className={classes.figure} style={{ '--accent': figure.accent } as CSSProperties}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value}>
            {stats ? stats[figure.key] : <Skeleton component="span" display="inline-block" height="1em" width="2ch" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}, sameCounts);

/** The counts of the applications the board shows (those matching its filters); undefined while it loads. */
export function BoardCounts({
  applications,
  stages,
}: {
  applications: readonly JobApplication[] | undefined;
  stages: readonly Stage[];
}) {
  const stats = useMemo(() => (applications ? boardStats(applications, stages) : null), [applications, stages]);
  return <SummaryFigures stats={stats} />;
}
