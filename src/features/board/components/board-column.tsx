import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { Image, Stack, Text, Title } from '@mantine/core';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { publicAsset } from '@/lib/assets';
import { statusLabel } from '@/lib/applications/statuses';
import { columnData, isCardData } from '../utils/drag-data';
import classes from './board-column.module.css';

interface BoardColumnProps {
  status: string;
  count: number;
  children: ReactNode;
}

function BoardColumnView({ status, count, children }: BoardColumnProps) {
  const columnRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [isOver, setIsOver] = useState(false);
  const label = statusLabel(status);
  const headingId = `column-${status}-heading`;

  useEffect(() => {
    const column = columnRef.current;
    const scroller = scrollRef.current;
    if (!column || !scroller) return;
    return combine(
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
    );
  }, [status]);

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
      <div ref={scrollRef} className={classes.scroller}>
        {count === 0 ? (
          <Stack align="center" gap="xs" py="lg" className={classes.empty}>
            <Image src={publicAsset('illustrations/empty-column.svg')} alt="" w={120} />
            <Text size="sm" c="dimmed" ta="center">
              No applications in this stage
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm" className={classes.cards}>
            {children}
          </Stack>
        )}
      </div>
    </section>
  );
}

export const BoardColumn = memo(BoardColumnView);
