import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Insights } from '../utils/compute-insights';
import { dayFigure, describeResponse, percent } from '../utils/describe';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="2rem" fw={650} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The share of applications that heard back, and how long that took: two figures, no chart needed. */
export function ResponseCard({ insights }: { insights: Insights }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Responses">
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Responses
          </Title>
          <Text size="sm" c="dimmed">
            {describeResponse(insights)}
          </Text>
        </Stack>
        <Group component="dl" gap="xl" m={0}>
          <Figure label="Response rate" value={percent(insights.responseRate)} />
          <Figure label="Median days to a first response" value={dayFigure(insights.medianDaysToResponse)} />
        </Group>
      </Stack>
    </Paper>
  );
}
