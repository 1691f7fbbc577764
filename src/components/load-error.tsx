import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

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

interface CodeFailedDialogProps {
  /** The dialog's own title, as it shows when its code arrives. */
  dialogTitle: string;
  /** What did not load, e.g. "Edit stages". */
  what: string;
  onClose: () => void;
  onRetry: () => void;
}

/**
 * A dialog whose code did not arrive (the tracker's server gone mid-session): it opens anyway, under its
 * own title, and says so, with a Retry that asks for the code again.
 */
export function CodeFailedDialog({ dialogTitle, what, onClose, onRetry }: CodeFailedDialogProps) {
  return (
    <Dialog opened onClose={onClose} title={dialogTitle} centered>
      <LoadError title={`${what} could not be loaded`} retryLabel="Retry" onRetry={onRetry}>
        The code did not arrive: the connection or the server had a problem. Try again in a moment.
      </LoadError>
    </Dialog>
  );
}
