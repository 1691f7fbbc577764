import { Button, Menu } from '@mantine/core';
import { useStagesSnapshot } from '@/lib/applications/use-stages';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import type { ExportKind } from '../utils/run-export';

/** The table's "Export" of its selection: the same CSV or JSON as the Export menu's, of those applications only. */
export function ExportSelection({ ids }: { ids: readonly string[] }) {
  const { user } = useAuth();
  const stages = useStagesSnapshot(user?.id ?? '');
  const exportAs = useAction(
    async (kind: ExportKind) => {
      if (!user) throw new Error('Export needs a signed-in user.');
      const { runExport } = await import('../utils/run-export');
      const { count } = await runExport(user.id, kind, stages(), new Date(), ids);
      notifySuccess('Export ready', `${count} ${count === 1 ? 'application' : 'applications'} saved.`);
    },
    { failure: 'Could not export the selected applications. Please try again.' },
  );
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" loading={exportAs.pending}>
          Export…
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs.run('csv')}>CSV (spreadsheet)</Menu.Item>
        <Menu.Item onClick={() => void exportAs.run('json')}>JSON (everything)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
