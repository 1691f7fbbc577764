import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { getReorderDestinationIndex } from '@atlaskit/pragmatic-drag-and-drop-hitbox/util/get-reorder-destination-index';
import type { DropTargetRecord } from '@atlaskit/pragmatic-drag-and-drop/types';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { anchors } from '@/config/anchors';
import type { JobApplication } from '@/lib/applications/application';
import type { CompanyInsights } from '@/lib/applications/get-company-insights';
import { useApplicationsSnapshot } from '../api/get-applications';
import { boardColumns, keepUnchangedColumns, type StatusColumn } from '../utils/board-columns';
import { isCardData, isColumnData } from '../utils/drag-data';
import { locate, placeInWholeColumn, type CardLocation } from '../utils/move';
import { BoardColumn } from './board-column';
import { useBoardActions } from './board-context';
import classes from './board-grid.module.css';

interface BoardGridProps {
  applications: readonly JobApplication[];
  insights: CompanyInsights | undefined;
}

/** Where a drop on `target` puts the dragged card: a status, and an index in that column without it. */
export function dropLocation(
  applications: readonly JobApplication[],
  applicationId: string,
  target: DropTargetRecord | undefined,
): CardLocation | null {
  if (target && isCardData(target.data)) {
    const { status, applicationId: targetId } = target.data;
    const column = applications.filter((app) => app.status === status);
    const indexOfTarget = column.findIndex((app) => app.id === targetId);
    const edge = extractClosestEdge(target.data);
    const from = locate(applications, applicationId);
    if (from && from.status === status) {
      const index = getReorderDestinationIndex({
        startIndex: from.index,
        indexOfTarget,
        closestEdgeOfTarget: edge,
        axis: 'vertical',
      });
      return { status, index };
    }
    return { status, index: edge === 'bottom' ? indexOfTarget + 1 : indexOfTarget };
  }
  if (target && isColumnData(target.data)) {
    const { status } = target.data;
    const length = applications.filter((app) => app.status === status && app.id !== applicationId).length;
    return { status, index: length };
  }
  return null;
}

/**
 * The columns of the board, and the monitor that turns a drop into a move. `applications` are the cards
 * shown (a search or filter may hide some); a drop's place among them becomes its place in the whole board.
 */
export function BoardGrid({ applications, insights }: BoardGridProps) {
  const { moveCard, user } = useBoardActions();
  const wholeBoard = useApplicationsSnapshot(user.id);
  // Derived state, kept from the previous render so unchanged columns keep their arrays.
  const [derived, setDerived] = useState(() => ({ applications, columns: boardColumns(applications) }));
  let columns: StatusColumn[] = derived.columns;
  if (derived.applications !== applications) {
    columns = keepUnchangedColumns(derived.columns, boardColumns(applications));
    setDerived({ applications, columns });
  }

  // Reads the board of the latest render when the drop happens; the monitor itself is set up once.
  const onDrop = useEffectEvent((applicationId: string, target: DropTargetRecord | undefined) => {
    const to = dropLocation(applications, applicationId, target);
    if (to) moveCard(applicationId, placeInWholeColumn(wholeBoard(), applications, applicationId, to));
  });

  const boardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    return combine(
      // Near an edge of the board, a dragged card scrolls it towards the columns out of sight.
      autoScrollForElements({ element: board, canScroll: ({ source }) => isCardData(source.data) }),
      monitorForElements({
        canMonitor: ({ source }) => isCardData(source.data),
        onDrop: ({ source, location }) => {
          if (isCardData(source.data)) onDrop(source.data.applicationId, location.current.dropTargets[0]);
        },
      }),
    );
  }, []);

  return (
    <div
      ref={boardRef}
      id={anchors.board}
      className={classes.board}
      role="region"
      aria-label="Application board"
      // Reachable by keyboard so it can be scrolled sideways, and the skip link's target.
      tabIndex={0}
    >
      {columns.map((column) => (
        <BoardColumn
          key={column.status}
          status={column.status}
          applications={column.applications}
          insights={insights}
        />
      ))}
    </div>
  );
}
