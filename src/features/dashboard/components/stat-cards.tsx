import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import type { Stage } from '@/lib/applications/stages';
import { boardStats, type BoardStats } from '../utils/board-stats';
import classes from './stat-cards.module.css';

const CARDS: { key: keyof BoardStats; label: string; accent: string }[] = [
  { key: 'total', label: 'Total Applications', accent: 'var(--mantine-color-iris-6)' },
  { key: 'active', label: 'Active Applications', accent: 'var(--mantine-color-blue-5)' },
  { key: 'rejected', label: 'Rejected', accent: 'var(--mantine-color-red-5)' },
  { key: 'offers', label: 'Offers Received', accent: 'var(--mantine-color-teal-5)' },
  { key: 'closed', label: 'Closed', accent: 'var(--mantine-color-gray-5)' },
];

/** The same numbers (the board recounts them into a new object whenever a card moves). */
function sameCounts(a: { stats: BoardStats | null }, b: { stats: BoardStats | null }): boolean {
  if (a.stats === null || b.stats === null) return a.stats === b.stats;
  return CARDS.every(({ key }) => a.stats![key] === b.stats![key]);
}

/**
 * The counts; while the board loads, placeholders rather than zeros that are not true yet. Rendered
 * again only when a number changes: most moves change none.
 */
export const StatCards = memo(function StatCards({ stats }: { stats: BoardStats | null }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 5 }}
      spacing={{ base: 'md', sm: 'sm', md: 'md' }}
      component="dl"
      className={classes.list}
    >
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="lg"
          px={{ base: 'md', sm: 'xs', lg: 'md' }}
          py={{ base: 'md', lg: 'xs' }}
          className={classes.card}
          style={{ '--accent': card.accent }}
        >
          <Text component="dt" size="sm" c="dimmed" fw={500} className={classes.label}>
            {card.label}
          </Text>
          <Text component="dd" className={classes.value}>
            {stats ? stats[card.key] : <Skeleton component="span" display="inline-block" height="1em" width="2ch" />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
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
  return <StatCards stats={stats} />;
}
