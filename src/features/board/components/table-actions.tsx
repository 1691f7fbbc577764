import { Button, Group, Text } from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { notifyWithUndo } from '@/lib/undo-toast';
import { useAction } from '@/lib/use-action';
import { useBulkActions } from '../api/bulk-actions';
import { useBoardActions } from './board-context';
import { useBoardStages } from './board-stages';
import { BulkFollowUpDialog, BulkMoveDialog } from './table-bulk-dialogs';

const plural = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

interface TableActionsProps {
  /** The selected applications, in the table's order. */
  selection: readonly JobApplication[];
  /** How many rows the table shows (all that match the search and filters). */
  shown: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** Export of the selection, from the export feature (the page composes it in). */
  renderExport?: (ids: readonly string[]) => ReactNode;
}

/**
 * What the table does to its selection, each one request: move (dated) with one Undo, set or clear the
 * follow-up, export, delete with one Undo. Each says what it did through a toast and the live region.
 */
export const TableActions = memo(function TableActions({
  selection,
  shown,
  onSelectAll,
  onClear,
  renderExport,
}: TableActionsProps) {
  const { user, announce } = useBoardActions();
  const { label } = useBoardStages();
  const bulk = useBulkActions(user.id);
  const [dialog, setDialog] = useState<'move' | 'follow-up' | null>(null);
  const count = selection.length;
  const ids = selection.map((app) => app.id);

  const move = async (stage: string, at: Date | null) => {
    const { moves, unchanged } = await bulk.move(ids, stage, at);
    const said = `Moved ${plural(moves.length)} to ${label(stage)}${unchanged ? ` (${unchanged} already there)` : ''}.`;
    announce(said);
    notifyWithUndo('Applications moved', said, () => {
      bulk.undoMove(moves).then(
        () => {
          announce(`Moved ${plural(moves.length)} back.`);
          notifySuccess('Move undone', `${plural(moves.length)} are back where they were.`);
        },
        (error: unknown) => reportFailure('Failed to undo the move. Please try again later.', error),
      );
    });
  };

  const followUp = useAction(
    async (day: string | null) => {
      await bulk.setFollowUp(ids, day);
      return day;
    },
    {
      failure: 'Could not change the follow-ups. Nothing was changed; please try again.',
      onSuccess: (day) => {
        const said = day ? `Follow-up set for ${plural(count)}.` : `Follow-ups cleared for ${plural(count)}.`;
        announce(said);
        notifySuccess(day ? 'Follow-up set' : 'Follow-ups cleared', said);
      },
    },
  );

  const remove = useAction(
    async () => {
      const removed = [...selection];
      await bulk.remove(removed.map((app) => app.id));
      return removed;
    },
    {
      failure: 'Could not delete the applications. Nothing was deleted; please try again.',
      onSuccess: (removed) => {
        onClear();
        const said = `Deleted ${plural(removed.length)}.`;
        announce(said);
        notifyWithUndo('Applications deleted', said, () => {
          bulk.restore(removed).then(
            () => {
              announce(`Restored ${plural(removed.length)}.`);
              notifySuccess('Delete undone', `${plural(removed.length)} are back.`);
            },
            (error: unknown) => reportFailure('Failed to restore the applications. Please try again later.', error),
          );
        });
      },
    },
  );

  return (
    <Group gap="xs" wrap="wrap" aria-label="Selection" role="group">
      <Text size="sm" fw={600} aria-live="polite">
        {count === 0 ? `${shown} shown` : `${count} of ${shown} selected`}
      </Text>
      {count < shown && (
        <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>
          Select all {shown}
        </Button>
      )}
      {count > 0 && (
        <>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear selection
          </Button>
          <Button size="compact-sm" onClick={() => setDialog('move')}>
            Move to…
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setDialog('follow-up')}>
            Follow-up…
          </Button>
          {renderExport?.(ids)}
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={remove.pending}
            onClick={() => void remove.run()}
          >
            Delete
          </Button>
        </>
      )}
      {dialog === 'move' && <BulkMoveDialog count={count} opened onClose={() => setDialog(null)} onMove={move} />}
      {dialog === 'follow-up' && (
        <BulkFollowUpDialog count={count} opened onClose={() => setDialog(null)} onSet={followUp.run} />
      )}
    </Group>
  );
});
