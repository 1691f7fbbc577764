import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The dialog's code loads beside the board rather than before it, like the board's own dialogs.
const EditStagesDialog = lazy(() => import('./edit-stages').then((module) => ({ default: module.EditStagesDialog })));

/** The "Edit stages" button beside "Add new application", and its dialog. */
export function EditStagesButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Edit stages
      </Button>
      <Suspense fallback={null}>
        <EditStagesDialog opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    </>
  );
}
