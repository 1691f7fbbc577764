import { Box, Group, Stack, Text } from '@mantine/core';

export interface StageBar {
  label: string;
  value: number;
  /** What to print beside the label: the value, formatted. */
  display: string;
  /** A second, quieter figure after it (a conversion). */
  note?: string;
  emphasis?: boolean;
}

/**
 * Horizontal bars with the label above each bar rather than inside it, so long stage names stay
 * readable at 375 px.
 */
export function StageBars({ bars }: { bars: StageBar[] }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <Stack gap="sm">
      {bars.map((bar) => (
        <Stack key={bar.label} gap={4}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{bar.label}</Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {bar.display}
              {bar.note && (
                <Text span size="xs" c="dimmed" fw={400} ml="xs">
                  {bar.note}
                </Text>
              )}
            </Text>
          </Group>
          <Box h={10} bg="iris.0" style={{ borderRadius: 'var(--mantine-radius-xl)', overflow: 'hidden' }}>
            <Box
              h="100%"
              bg={bar.emphasis ? 'iris.8' : 'iris.5'}
              w={max > 0 ? `${(bar.value / max) * 100}%` : 0}
              miw={bar.value > 0 ? 6 : 0}
              style={{ borderRadius: 'var(--mantine-radius-xl)' }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
