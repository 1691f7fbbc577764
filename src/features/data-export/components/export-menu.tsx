import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { lazyView } from '@/components/lazy-view';
import { CodeFailedDialog } from '@/components/load-error';
import { useStagesSnapshot } from '@/lib/applications/use-stages';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import type { ExportKind } from '../utils/run-export';

// The import's code (and its CSV library) loads when someone opens it; if it does not arrive, the dialog
// says so, with a Retry that asks for it again.
const ImportDialog = lazyView<{ opened: boolean; onClose: () => void }>({
  load: () => import('./import-dialog'),
  failed: ({ onClose }, retry) => (
    <CodeFailedDialog dialogTitle="Import applications" what="The import" onClose={onClose} onRetry={retry} />
  ),
});

const KIND_NAMES: Record<ExportKind, string> = { csv: 'CSV', json: 'JSON' };

/**
 * The board's Export / Import menu: all of the user's applications as a CSV for spreadsheets or as JSON,
 * and the import of such a file (or another tracker's CSV). The board holds whether it is open (`opened`,
 * `onChange`), so its command palette can open it too.
 */
export function ExportMenu({ opened, onChange }: { opened?: boolean; onChange?: (opened: boolean) => void } = {}) {
  const { user } = useAuth();
  const [importing, setImporting] = useState(false);
  // The user's stages as the board loaded them: their labels and order name the CSV's stage columns.
  const stages = useStagesSnapshot(user?.id ?? '');
  const exportAs = useAction(
    async (kind: ExportKind) => {
      if (!user) throw new Error('Export needs a signed-in user.');
      // The export code (and its CSV library) loads only when someone exports.
      const { runExport } = await import('../utils/run-export');
      const { count } = await runExport(user.id, kind, stages());
      notifySuccess(
        'Export ready',
        `${count} ${count === 1 ? 'application' : 'applications'} saved as ${KIND_NAMES[kind]}.`,
      );
    },
    { failure: 'Could not export your applications. Please try again.' },
  );

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>
          <Button variant="default" loading={exportAs.pending}>
            Export / Import
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Export</Menu.Label>
          <Menu.Item onClick={() => void exportAs.run('csv')}>CSV (spreadsheet)</Menu.Item>
          <Menu.Item onClick={() => void exportAs.run('json')}>JSON (everything)</Menu.Item>
          <Menu.Divider />
          <Menu.Label>Import</Menu.Label>
          <Menu.Item onClick={() => setImporting(true)}>Import a CSV or JSON file…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {importing && <ImportDialog opened onClose={() => setImporting(false)} />}
    </>
  );
}
