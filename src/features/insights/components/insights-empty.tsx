import { Button, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { publicAsset } from '@/lib/assets';

interface InsightsEmptyProps {
  title: string;
  children: ReactNode;
  action?: { label: string; onClick: () => void };
}

/** What to do when there is nothing (or too little) to count yet, never a chart of zeros. */
export function InsightsEmpty({ title, children, action }: InsightsEmptyProps) {
  return (
    <Group gap="lg" wrap="nowrap" p="lg" bg="iris.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Image src={publicAsset('illustrations/empty-insights.svg')} alt="" w={160} visibleFrom="xs" />
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
        {action && (
          <Button variant="light" size="sm" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Group>
  );
}
