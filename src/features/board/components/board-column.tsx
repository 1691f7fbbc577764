import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { Image, Stack, Text, Title } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { insightFor, type CompanyInsights } from '@/lib/applications/get-company-insights';
import { publicAsset } from '@/lib/assets';
import { useCardWindow } from '../utils/card-window';
import { withDragAndDrop } from '../utils/drag-and-drop';
import { columnData, isCardData } from '../utils/drag-data';
import { ApplicationCard } from './application-card';
import { useBoardActions } from './board-context';
import classes from './board-column.module.css';
import { useBoardStages } from './board-stages';

interface BoardColumnProps {
  status: string;
  applications: readonly JobApplication[];
  insights: CompanyInsights | undefined;
  /** The cards' heights as measured in any column (a card moved here keeps its height). */
  measured: Map<string, number>;
}

/** A card's height before it is measured (a card with one line of position and no marks is ~120 px). */
const ESTIMATED_CARD_HEIGHT = 132;
/** Cards rendered beyond each end of the visible part: enough for Tab to always find the next card. */
const OVERSCAN = 3;
/** Cards a column shows before it has a height to fit them to. */
const UNMEASURED_CARDS = 20;

/**
 * A column of the board. Only the cards near the column's viewport are in the DOM (a column may hold
 * thousands), each measured once it renders. Two cards stay rendered wherever they are scrolled to: the
 * card being dragged, so its drag ends cleanly (its `dragend` still fires; pragmatic-drag-and-drop's
 * guidance for virtual lists), and the card that last had the focus, so the keyboard user does not lose it.
 */
function BoardColumnView({ status, applications, insights, measured }: BoardColumnProps) {
  const { registry } = useBoardActions();
  const columnRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [isOver, setIsOver] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const label = useBoardStages().label(status);
  const headingId = `column-${status}-heading`;
  const count = applications.length;

  useEffect(() => {
    const column = columnRef.current;
    const scroller = scrollRef.current;
    if (!column || !scroller) return;
    return withDragAndDrop(({ dropTargetForElements, autoScrollForElements, monitorForElements }) =>
      combine(
        dropTargetForElements({
          element: column,
          canDrop: ({ source }) => isCardData(source.data),
          getData: () => columnData(status),
          getIsSticky: () => true,
          onDragEnter: () => setIsOver(true),
          onDragLeave: () => setIsOver(false),
          onDrop: () => setIsOver(false),
        }),
        autoScrollForElements({ element: scroller, canScroll: ({ source }) => isCardData(source.data) }),
        monitorForElements({
          canMonitor: ({ source }) => isCardData(source.data),
          // Only the dragged card's own column keeps it rendered; the others do not render again for the drag.
          onDragStart: ({ source }) =>
            setDragging(isCardData(source.data) && source.data.status === status ? source.data.applicationId : null),
          onDrop: () => setDragging(null),
        }),
      ),
    );
  }, [status]);

  const keys = useMemo(() => applications.map((application) => application.id), [applications]);
  const pinned = [...new Set([dragging, focused])].map((id) => (id ? keys.indexOf(id) : -1));
  const {
    items: windowItems,
    totalSize,
    measureElement,
    scrollToIndex,
  } = useCardWindow({
    keys,
    scrollRef,
    estimate: ESTIMATED_CARD_HEIGHT,
    overscan: OVERSCAN,
    pinned,
    // The first render already fills a column of the window's height, before the column is measured.
    initialHeight: typeof window === 'undefined' ? 800 : window.innerHeight,
    measured,
  });

  // A card to focus that is not rendered: scroll to it, and it takes the focus when it mounts.
  const revealRef = useRef<(applicationId: string) => void>(() => {});
  useEffect(() => {
    revealRef.current = (applicationId) => scrollToIndex(keys.indexOf(applicationId));
  });
  useEffect(() => registry.onReveal((applicationId) => revealRef.current(applicationId)), [registry]);

  // A column with no height yet (no layout: hidden, or a DOM without layout such as jsdom) has no range:
  // it shows its first cards at their estimated places instead of none.
  const items =
    windowItems.length > 0 || count === 0
      ? windowItems
      : applications.slice(0, UNMEASURED_CARDS).map((application, index) => ({
          key: application.id,
          index,
          start: index * ESTIMATED_CARD_HEIGHT,
        }));
  return (
    <section
      ref={columnRef}
      className={classes.column}
      data-testid={`board-column-${status}`}
      data-over={isOver || undefined}
      aria-labelledby={headingId}
    >
      <Title order={3} size="sm" id={headingId} className={classes.heading}>
        {label} ({count})
      </Title>
      <div ref={scrollRef} className={classes.scroller} data-testid={`column-scroller-${status}`}>
        {count === 0 ? (
          <Stack align="center" gap="xs" py="lg" className={classes.empty}>
            <Image src={publicAsset('illustrations/empty-column.svg')} alt="" w={120} />
            <Text size="sm" c="dimmed" ta="center">
              No applications in this stage
            </Text>
          </Stack>
        ) : (
          <div className={classes.cards} style={{ height: totalSize }}>
            {items.map((item) => {
              const application = applications[item.index]!;
              return (
                <div
                  key={item.key}
                  ref={measureElement}
                  data-key={item.key}
                  className={classes.slot}
                  style={{ transform: `translateY(${item.start}px)` }}
                  onFocus={() => setFocused(application.id)}
                >
                  <ApplicationCard application={application} insight={insightFor(insights, application.companyKey)} />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

export const BoardColumn = memo(BoardColumnView);
