import { Stack, Text, Title } from '@mantine/core';
import { greetingLine } from '../utils/greeting';

export function Greeting({ name }: { name: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {greetingLine(name, new Date())}
      </Title>
      <Text c="dimmed">Here is where your job search stands today.</Text>
    </Stack>
  );
}
