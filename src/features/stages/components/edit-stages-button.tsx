import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyView } from '@/components/lazy-view';
import { CodeFailedDialog } from '@/components/load-error';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

// The dialog's code loads beside the board rather than before it, like the board's own dialogs. If it does
// not arrive, opening the dialog says so, with a Retry that asks for it again.
const EditStagesDialog = lazyView<DialogProps>({
  load: () => import('./edit-stages').then((module) => ({ default: module.EditStagesDialog })),
  failed: ({ opened, onClose }, retry) =>
    opened && <CodeFailedDialog dialogTitle="Edit stages" what="Edit stages" onClose={onClose} onRetry={retry} />,
});

/**
 * Asks for the dialog's code while the board's data is on its way. The button shows only with the board,
 * and a stylesheet that arrives after the board is drawn makes the browser restyle every card on it.
 */
export function preloadEditStages() {
  EditStagesDialog.preload();
}

/** The "Edit stages" button beside "Add new application", and its dialog. */
export function EditStagesButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Edit stages
      </Button>
      <EditStagesDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
