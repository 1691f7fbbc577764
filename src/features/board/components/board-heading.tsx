import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { BoardView } from '../hooks/use-board-view';
import { useBoardActions } from './board-context';

const VIEWS = [
  { value: 'board', label: 'Board' },
  { value: 'insights', label: 'Insights' },
];

/**
 * The board's heading with the view switch and the actions beside it. Memoised: none of it changes when
 * a card moves, and the switch, the toolbar and the (closed) Edit stages dialog are many components.
 */
export const BoardHeading = memo(function BoardHeading({
  view,
  onViewChange,
  toolbar,
  stageEditor,
}: {
  view: BoardView;
  onViewChange: (view: BoardView) => void;
  toolbar: ReactNode;
  stageEditor: ReactNode;
}) {
  const { openDialog } = useBoardActions();
  return (
    <Group justify="space-between" gap="md">
      <Title order={2}>Application Tracking</Title>
      <Group gap="md">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => onViewChange(value as BoardView)}
          data={VIEWS}
        />
        {toolbar}
        {stageEditor}
        <Button onClick={() => openDialog({ type: 'form', applicationId: null })}>Add new application</Button>
      </Group>
    </Group>
  );
});
