import { Alert } from '@mantine/core';
import { useChangedElsewhere } from '@/lib/applications/changed-elsewhere';

/**
 * "Changed elsewhere", in a dialog showing application `id`, once a change from another device or tab has
 * come in since the dialog opened (the dialog already shows it: it reads the board the change went into).
 */
export function ChangedElsewhereNotice({ id, children }: { id: string | undefined; children: string }) {
  const changed = useChangedElsewhere(id);
  if (!changed) return null;
  return (
    <Alert role="status" color="yellow" variant="light" title="Changed elsewhere" mb="md">
      {children}
    </Alert>
  );
}
