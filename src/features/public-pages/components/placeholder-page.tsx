import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page whose content a product issue fills in; it keeps the route table whole meanwhile. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children ?? <Text c="dimmed">This page is on its way.</Text>}
      </Stack>
    </Container>
  );
}
