import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LoadErrorProps {
  /** What did not load, e.g. "Your applications could not be loaded". */
  title: string;
  /** What happened and what to do, in a sentence or two. */
  children: ReactNode;
  /** The retry button's label. */
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A load that failed with nothing to show instead: an inline error (announced) with its Retry, a white
 * button that stands out from the alert's tint.
 */
export function LoadError({ title, children, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button size="sm" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
