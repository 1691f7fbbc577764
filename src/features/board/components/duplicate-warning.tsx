import { Alert, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { shortDate } from '@/lib/applications/calendar';
import { findDuplicates } from '@/lib/applications/duplicates';
import { useBoardStages } from './board-stages';

/**
 * "You applied to Stripe on 3 Nov — Rejected": the applications already on the board for the company
 * being typed (by its normalised key), so the user sees a re-application coming. It never blocks.
 */
export function DuplicateWarning({
  applications,
  company,
}: {
  applications: readonly JobApplication[];
  company: string;
}) {
  const { label: statusLabel } = useBoardStages();
  const typed = useDeferredValue(company);
  const duplicates = useMemo(() => findDuplicates(applications, typed), [applications, typed]);
  if (duplicates.length === 0) return null;
  const now = new Date();
  return (
    <Alert color="orange" variant="light" title="Already on your board" role="status">
      <Stack gap={2}>
        {duplicates.slice(0, 3).map((app) => (
          <Text key={app.id} size="sm">
            You applied to {app.company} on {shortDate(app.appliedDate, now)} — {statusLabel(app.status)}
            {app.position ? ` (${app.position})` : ''}
          </Text>
        ))}
        {duplicates.length > 3 && <Text size="sm">and {duplicates.length - 3} more. You can still add this one.</Text>}
        {duplicates.length <= 3 && <Text size="sm">You can still add this one.</Text>}
      </Stack>
    </Alert>
  );
}
