import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import type { DropTargetRecord } from '@atlaskit/pragmatic-drag-and-drop/types';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { anchors } from '@/config/anchors';
import type { JobApplication } from '@/lib/applications/application';
import type { CompanyInsights } from '@/lib/applications/get-company-insights';
import { boardColumns, keepUnchangedColumns, type StatusColumn } from '../utils/board-columns';
import { columnsInView, type ColumnsInView } from '../utils/board-layout';
import { withDragAndDrop } from '../utils/drag-and-drop';
import { isCardData } from '../utils/drag-data';
import { dropLocation } from '../utils/drop-location';
import { computeMove, placeInWholeColumn } from '../utils/move';
import { BoardColumn } from './board-column';
import { useBoardActions } from './board-context';
import { useBoardStages } from './board-stages';
import classes from './board-grid.module.css';
import { StageSwitcher } from './stage-switcher';

interface BoardGridProps {
  applications: readonly JobApplication[];
  insights: CompanyInsights | undefined;
}

/**
 * The columns of the board, and the monitor that turns a drop into a move. `applications` are the cards
 * shown (a search or filter may hide some); a drop's place among them becomes its place in the whole board.
 */
export function BoardGrid({ applications, insights }: BoardGridProps) {
  const { moveCard, currentBoard } = useBoardActions();
  const { stages, label } = useBoardStages();
  // Derived state, kept from the previous render so unchanged columns keep their arrays.
  const [derived, setDerived] = useState(() => ({
    applications,
    stages,
    columns: boardColumns(applications, stages),
  }));
  let columns: StatusColumn[] = derived.columns;
  if (derived.applications !== applications || derived.stages !== stages) {
    columns = keepUnchangedColumns(derived.columns, boardColumns(applications, stages));
    setDerived({ applications, stages, columns });
  }

  // Reads the board of the latest render when the drop happens; the monitor itself is set up once. The
  // drop's place among the cards shown becomes a place in the whole column, and the move is worked out
  // on the whole board.
  const onDrop = useEffectEvent((applicationId: string, target: DropTargetRecord | undefined) => {
    const to = dropLocation(applications, applicationId, target);
    if (!to) return;
    const board = currentBoard();
    moveCard(computeMove(board, applicationId, placeInWholeColumn(board, applications, applicationId, to), new Date()));
  });

  const boardRef = useRef<HTMLDivElement>(null);
  // Every card's height as last measured, whichever column it was in: the columns are as wide as each other.
  const [measured] = useState(() => new Map<string, number>());
  const view = useColumnsInView(boardRef, columns.length);
  useFitToWindow(boardRef);
  const showColumn = useCallback((index: number) => {
    const column = boardRef.current?.children[index];
    if (column instanceof HTMLElement) boardRef.current?.scrollTo({ left: column.offsetLeft });
  }, []);

  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    return withDragAndDrop(({ autoScrollForElements, monitorForElements }) =>
      combine(
        // Near an edge of the board, a dragged card scrolls it towards the columns out of sight.
        autoScrollForElements({ element: board, canScroll: ({ source }) => isCardData(source.data) }),
        monitorForElements({
          canMonitor: ({ source }) => isCardData(source.data),
          onDrop: ({ source, location }) => {
            if (isCardData(source.data)) onDrop(source.data.applicationId, location.current.dropTargets[0]);
          },
        }),
      ),
    );
  }, []);

  const last = columns.length - 1;
  return (
    <div className={classes.layout}>
      <StageSwitcher
        stages={columns.map((column) => ({
          status: column.status,
          label: label(column.status),
          count: column.applications.length,
        }))}
        inView={view.inView}
        current={view.current}
        onSelect={showColumn}
      />
      {/* The fades say there are columns beyond an edge. */}
      <div
        className={classes.frame}
        data-more-start={(view.inView.length > 0 && !view.inView[0]) || undefined}
        data-more-end={(last >= 0 && !view.inView[last]) || undefined}
      >
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
              measured={measured}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Which columns the board shows, kept up to date as it scrolls and resizes. */
function useColumnsInView(boardRef: RefObject<HTMLDivElement | null>, count: number): ColumnsInView {
  const [view, setView] = useState<ColumnsInView>(() => ({
    inView: Array.from({ length: count }, () => true),
    current: 0,
  }));
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const spans = [...board.children].map((child) => {
        const element = child as HTMLElement;
        return { left: element.offsetLeft, width: element.offsetWidth };
      });
      const next = columnsInView(spans, board.scrollLeft, board.clientWidth);
      setView((previous) =>
        previous.current === next.current &&
        previous.inView.length === next.inView.length &&
        previous.inView.every((value, index) => value === next.inView[index])
          ? previous
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    board.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(board);
    return () => {
      board.removeEventListener('scroll', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [boardRef, count]);
  return view;
}

/**
 * On a wide screen the board takes the window's height below where it starts, so at the top of the page
 * the whole board, its horizontal scrollbar included, is in view (its CSS keeps a minimum height).
 */
function useFitToWindow(boardRef: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = Math.round(board.getBoundingClientRect().top + window.scrollY);
      board.style.setProperty('--board-top', `${top}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // What sits above the board changes its place: the counts, Up next and the filters arriving or wrapping.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [boardRef]);
}
