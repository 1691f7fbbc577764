import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import { publicAsset } from '@/lib/assets';
import { useBoardStages } from './board-stages';

/** Above a board whose reload failed: what is shown is the board as it last arrived, with Retry. */
export function StaleBoard({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="This board may be out of date" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">The latest could not be loaded; you are seeing your board as it last arrived.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

/** In place of the columns when the search and filters match nothing. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text fw={600}>No applications match your search and filters</Text>
      <Text size="sm" c="dimmed">
        Try other words, or fewer filters.
      </Text>
      <Button variant="light" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}

/** Above the empty columns of a board with no applications yet. */
export function EmptyBoard() {
  const { label, start } = useBoardStages();
  return (
    <Group gap="lg" wrap="nowrap" p="lg" bg="iris.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Image src={publicAsset('illustrations/empty-board.svg')} alt="" w={160} visibleFrom="xs" />
      <Stack gap="xs">
        <Text fw={600}>Your board is ready</Text>
        <Text size="sm" c="dimmed">
          Add the first job you are eyeing: it starts in {label(start)}, and you move it along as you hear back.
        </Text>
      </Stack>
    </Group>
  );
}
