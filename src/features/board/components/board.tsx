import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { getReorderDestinationIndex } from '@atlaskit/pragmatic-drag-and-drop-hitbox/util/get-reorder-destination-index';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { insightFor, type CompanyInsights } from '@/lib/applications/get-company-insights';
import { boardColumns, keepUnchangedColumns, type BoardColumn as Column } from '../utils/board-columns';
import { isCardData, isColumnData } from '../utils/drag-data';
import { locate, resolveMove, type CardLocation, type MoveOutcome } from '../utils/move';
import { ApplicationCard } from './application-card';
import { BoardColumn } from './board-column';
import classes from './board.module.css';

interface BoardProps {
  applications: readonly JobApplication[];
  insights: CompanyInsights | undefined;
  onMove: (outcome: Extract<MoveOutcome, { type: 'move' }>) => void;
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
  /** The board gives the host of a move the card elements, to put focus back after it. */
  cardElements: React.RefObject<Map<string, HTMLElement>>;
}

interface ColumnCardsProps {
  applications: readonly JobApplication[];
  insights: CompanyInsights | undefined;
  onOpen: (id: string) => void;
  onMove: (id: string, status: string) => void;
  onEdit: (id: string) => void;
  registerElement: (id: string, element: HTMLElement | null) => void;
}

/** One column's cards; memoised, so a move renders only the two columns it changed (bench/README.md). */
const ColumnCards = memo(function ColumnCards({ applications, insights, ...handlers }: ColumnCardsProps) {
  return applications.map((application) => (
    <ApplicationCard
      key={application.id}
      application={application}
      insight={insightFor(insights, application.companyKey)}
      {...handlers}
    />
  ));
});

/** The columns of the board and the monitor that turns a drop into a move. */
export function Board({ applications, insights, onMove, onOpen, onEdit, cardElements }: BoardProps) {
  // Derived state, kept from the previous render so unchanged columns keep their arrays.
  const [derived, setDerived] = useState(() => ({ applications, columns: boardColumns(applications) }));
  let columns: Column[] = derived.columns;
  if (derived.applications !== applications) {
    columns = keepUnchangedColumns(derived.columns, boardColumns(applications));
    setDerived({ applications, columns });
  }
  const latest = useRef({ applications, onMove });
  useEffect(() => {
    latest.current = { applications, onMove };
  });

  const registerElement = useCallback(
    (id: string, element: HTMLElement | null) => {
      if (element) cardElements.current.set(id, element);
      else cardElements.current.delete(id);
    },
    [cardElements],
  );

  const moveByMenu = useCallback((id: string, status: string) => {
    const from = locate(latest.current.applications, id);
    const outcome = resolveMove(id, from, { status, index: 0 });
    if (outcome.type === 'move') latest.current.onMove(outcome);
  }, []);

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
          if (!isCardData(source.data)) return;
          const { applicationId } = source.data;
          const current = latest.current.applications;
          const from = locate(current, applicationId);
          const [target] = location.current.dropTargets;
          let to: CardLocation | null = null;
          if (target && isCardData(target.data)) {
            const status = target.data.status;
            const column = current.filter((app) => app.status === status);
            const indexOfTarget = column.findIndex(
              (app) => app.id === (target.data as { applicationId: string }).applicationId,
            );
            const edge = extractClosestEdge(target.data);
            if (from && from.status === status) {
              to = {
                status,
                index: getReorderDestinationIndex({
                  startIndex: from.index,
                  indexOfTarget,
                  closestEdgeOfTarget: edge,
                  axis: 'vertical',
                }),
              };
            } else {
              to = { status, index: edge === 'bottom' ? indexOfTarget + 1 : indexOfTarget };
            }
          } else if (target && isColumnData(target.data)) {
            const status = target.data.status;
            const length = current.filter((app) => app.status === status && app.id !== applicationId).length;
            to = { status, index: length };
          }
          const outcome = resolveMove(applicationId, from, to);
          if (outcome.type === 'move') latest.current.onMove(outcome);
        },
      }),
    );
  }, []);

  return (
    <div ref={boardRef} className={classes.board} role="region" aria-label="Application board">
      {columns.map((column) => (
        <BoardColumn key={column.status} status={column.status} count={column.applications.length}>
          <ColumnCards
            applications={column.applications}
            insights={insights}
            onOpen={onOpen}
            onMove={moveByMenu}
            onEdit={onEdit}
            registerElement={registerElement}
          />
        </BoardColumn>
      ))}
    </div>
  );
}
