import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholders in the shape of the Insights view while its code and the history load. */
export function InsightsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading insights">
      <Skeleton height={36} width={320} maw="100%" radius="md" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {[0, 1, 2, 3].map((index) => (
          <Paper key={index} withBorder radius="lg" p="lg">
            <Skeleton height={20} width="40%" mb="sm" />
            <Skeleton height={14} width="80%" mb="lg" />
            <Skeleton height={160} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
