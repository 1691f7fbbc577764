import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { useTrackerLink } from '@/lib/tracker-settings';

/** What an error that escaped a page says: its status or its message. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The fallback for errors that escape a page (a host uses it as the router's errorElement). */
export function ErrorScreen() {
  const link = useTrackerLink();
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Unexpected Application Error!</Title>
        <Code block>{describeError(error)}</Code>
        <Text c="dimmed">Try again, or go back to the start.</Text>
        <Button component={Link} to={link(paths.app)} w="fit-content" reloadDocument>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
