import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { BoardStats } from '../utils/board-columns';
import classes from './stat-cards.module.css';

const CARDS: { key: keyof BoardStats; label: string; accent: string }[] = [
  { key: 'total', label: 'Total Applications', accent: 'var(--mantine-color-iris-6)' },
  { key: 'active', label: 'Active Applications', accent: 'var(--mantine-color-blue-5)' },
  { key: 'rejected', label: 'Rejected', accent: 'var(--mantine-color-red-5)' },
  { key: 'offers', label: 'Offers Received', accent: 'var(--mantine-color-teal-5)' },
];

export function StatCards({ stats }: { stats: BoardStats }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" className={classes.list}>
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="lg"
          p="md"
          className={classes.card}
          style={{ '--accent': card.accent }}
        >
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          <Text component="dd" className={classes.value}>
            {stats[card.key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
