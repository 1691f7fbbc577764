import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  attachClosestEdge,
  extractClosestEdge,
  type Edge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { Badge } from '@mantine/core';
import { memo, useEffect, useRef, useState } from 'react';
import { AvatarStack } from '@/components/avatar-stack';
import { CompanyLogo } from '@/components/company-logo';
import type { JobApplication } from '@/lib/applications/application';
import type { CompanyInsight } from '@/lib/applications/get-company-insights';
import { sourceLabel } from '@/lib/applications/statuses';
import { timeAgo } from '@/lib/dayjs';
import { isNarrowBoard } from '../utils/board-layout';
import { withDragAndDrop } from '../utils/drag-and-drop';
import { cardData, isCardData } from '../utils/drag-data';
import { moveToStage } from '../utils/move';
import classes from './application-card.module.css';
import { useBoardActions } from './board-context';
import { CardMarks } from './card-marks';
import { MoveMenu } from './move-menu';

interface ApplicationCardProps {
  application: JobApplication;
  insight: CompanyInsight;
}

type DragState = { type: 'idle' } | { type: 'dragging' } | { type: 'over'; edge: Edge | null };

/** A card on the board: drag it, drop another card on it, open it, or move it with its menu. */
function ApplicationCardView({ application, insight }: ApplicationCardProps) {
  const { moveCard, currentBoard, openDialog, registry } = useBoardActions();
  const ref = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<DragState>({ type: 'idle' });
  const { id, status } = application;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return combine(
      withDragAndDrop(({ draggable, dropTargetForElements }) =>
        combine(
          draggable({
            element,
            // On a phone the card's menu moves it: touch dragging is not offered there.
            canDrag: () => !isNarrowBoard(),
            getInitialData: () => cardData(id, status),
            onDragStart: () => setDrag({ type: 'dragging' }),
            onDrop: () => setDrag({ type: 'idle' }),
          }),
          dropTargetForElements({
            element,
            canDrop: ({ source }) => isCardData(source.data) && source.data.applicationId !== id,
            getData: ({ input }) =>
              attachClosestEdge(cardData(id, status), { element, input, allowedEdges: ['top', 'bottom'] }),
            getIsSticky: () => true,
            onDrag: ({ self }) => {
              const edge = extractClosestEdge(self.data);
              setDrag((current) =>
                current.type === 'over' && current.edge === edge ? current : { type: 'over', edge },
              );
            },
            onDragLeave: () => setDrag({ type: 'idle' }),
            onDrop: () => setDrag({ type: 'idle' }),
          }),
        ),
      ),
      // The board gives focus back to the card after its move.
      registry.register(id, element),
    );
  }, [id, status, registry]);

  const designers = insight.designers;
  const caseStudyCount = insight.caseStudies.length;

  return (
    <div
      ref={ref}
      className={classes.card}
      data-testid={`application-card-${id}`}
      data-dragging={drag.type === 'dragging' || undefined}
      tabIndex={-1}
    >
      {drag.type === 'over' && drag.edge && <div className={classes.dropIndicator} data-edge={drag.edge} />}
      <div className={classes.top}>
        <CompanyLogo company={application.company} logo={insight.logo} size={36} />
        <div className={classes.titles}>
          <button
            type="button"
            className={classes.open}
            title={application.company}
            onClick={() => openDialog({ type: 'details', applicationId: id })}
          >
            {application.company}
          </button>
          <p className={classes.position} title={application.position}>
            {application.position}
          </p>
        </div>
        <div className={classes.menu}>
          <MoveMenu
            company={application.company}
            status={status}
            onMove={(target) => moveCard(moveToStage(currentBoard(), id, target, new Date()))}
            onEdit={() => openDialog({ type: 'form', applicationId: id })}
          />
        </div>
      </div>
      <div className={classes.meta}>
        {/* No badge says "Not recorded": a card shows what is known. */}
        {application.source !== 'not_recorded' && (
          <Badge variant="light" color="sand" size="sm" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {sourceLabel(application.source)}
          </Badge>
        )}
        <span className={classes.moved}>Moved {timeAgo(application.lastUpdated)}</span>
      </div>
      <CardMarks application={application} />
      {(designers.length > 0 || caseStudyCount > 0) && (
        <div className={classes.insights}>
          <AvatarStack people={designers} size={20} />
          {caseStudyCount > 0 && (
            <span className={classes.caseStudies}>
              {caseStudyCount} case {caseStudyCount === 1 ? 'study' : 'studies'}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

export const ApplicationCard = memo(ApplicationCardView);
