import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { BoardView } from '../hooks/use-board-view';
import { useBoardActions, useExportMenu } from './board-context';
import type { BoardPageSlots } from './board-slots';
import classes from './board-heading.module.css';

const VIEWS = [
  { value: 'board', label: 'Board' },
  { value: 'table', label: 'Table' },
  { value: 'insights', label: 'Insights' },
];

/**
 * The board's heading in one line on a laptop: the title and the views, the view's search and filters,
 * then the actions; it wraps on narrower windows. Memoised: none of it changes when
 * a card moves, and the switch, the toolbar and the (closed) Edit stages dialog are many components.
 */
export const BoardHeading = memo(function BoardHeading({
  view,
  onViewChange,
  renderToolbar,
  stageEditor,
  children,
}: {
  view: BoardView;
  onViewChange: (view: BoardView) => void;
  renderToolbar: BoardPageSlots['renderToolbar'];
  stageEditor: ReactNode;
  /** The view's own controls (the board's search and filters), between the views and the actions. */
  children?: ReactNode;
}) {
  const { openDialog } = useBoardActions();
  const exportMenu = useExportMenu();
  return (
    <div className={classes.heading}>
      <div className={classes.views}>
        <Title order={2} size="h3" className={classes.title}>
          Application Tracking
        </Title>
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => onViewChange(value as BoardView)}
          data={VIEWS}
        />
      </div>
      <div className={classes.controls}>{children}</div>
      <Group gap="sm" className={classes.actions}>
        {renderToolbar?.({ exportOpened: exportMenu.opened, onExportOpenedChange: exportMenu.onChange })}
        {stageEditor}
        <Button onClick={() => openDialog({ type: 'form', applicationId: null })}>Add new application</Button>
      </Group>
    </div>
  );
});
