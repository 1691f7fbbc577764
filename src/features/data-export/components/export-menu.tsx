import { Button, Menu } from '@mantine/core';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import type { ExportKind } from '../utils/run-export';

const KIND_NAMES: Record<ExportKind, string> = { csv: 'CSV', json: 'JSON' };

/** The board's Export menu: all of the user's applications as a CSV for spreadsheets, or as JSON. */
export function ExportMenu() {
  const { user } = useAuth();
  const exportAs = useAction(
    async (kind: ExportKind) => {
      if (!user) throw new Error('Export needs a signed-in user.');
      // The export code (and its CSV library) loads only when someone exports.
      const { runExport } = await import('../utils/run-export');
      const { count } = await runExport(user.id, kind);
      notifySuccess(
        'Export ready',
        `${count} ${count === 1 ? 'application' : 'applications'} saved as ${KIND_NAMES[kind]}.`,
      );
    },
    { failure: 'Could not export your applications. Please try again.' },
  );

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={exportAs.pending}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs.run('csv')}>CSV (spreadsheet)</Menu.Item>
        <Menu.Item onClick={() => void exportAs.run('json')}>JSON (everything)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
