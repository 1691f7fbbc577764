import { Group, Skeleton, Stack } from '@mantine/core';

/** While the board loads: a title and a button, then four columns of three cards. */
export function BoardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading your applications">
      <Group justify="space-between">
        <Skeleton height={28} width={220} radius="sm" />
        <Skeleton height={36} width={190} radius="md" />
      </Group>
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ overflow: 'hidden' }}>
        {Array.from({ length: 4 }, (_, column) => (
          <Stack key={column} gap="sm" w={276} miw={276} data-testid="skeleton-column">
            <Skeleton height={20} width={140} radius="sm" />
            {Array.from({ length: 3 }, (_, card) => (
              <Skeleton key={card} height={112} radius="md" data-testid="skeleton-card" />
            ))}
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
