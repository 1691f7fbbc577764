import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachClosestEdge,
  extractClosestEdge,
  type Edge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { useEffect, useRef, useState } from 'react';
import { isStageData, stageData } from '../utils/stage-drag-data';

export type StageRowDragState = { type: 'idle' } | { type: 'dragging' } | { type: 'over'; edge: Edge | null };

/**
 * Makes a stage row draggable by its handle and a drop target for the other rows (the edge it is over
 * shows where the dragged stage would go; Edit stages' monitor does the move).
 */
export function useStageRowDrag(value: string) {
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const [drag, setDrag] = useState<StageRowDragState>({ type: 'idle' });
  useEffect(() => {
    const row = rowRef.current;
    const handle = handleRef.current;
    if (!row || !handle) return;
    return combine(
      draggable({
        element: row,
        dragHandle: handle,
        getInitialData: () => stageData(value),
        onDragStart: () => setDrag({ type: 'dragging' }),
        onDrop: () => setDrag({ type: 'idle' }),
      }),
      dropTargetForElements({
        element: row,
        canDrop: ({ source }) => isStageData(source.data) && source.data.value !== value,
        getData: ({ input }) =>
          attachClosestEdge(stageData(value), { element: row, input, allowedEdges: ['top', 'bottom'] }),
        onDrag: ({ self }) => {
          const edge = extractClosestEdge(self.data);
          setDrag((current) => (current.type === 'over' && current.edge === edge ? current : { type: 'over', edge }));
        },
        onDragLeave: () => setDrag({ type: 'idle' }),
        onDrop: () => setDrag({ type: 'idle' }),
      }),
    );
  }, [value]);
  return { rowRef, handleRef, drag };
}
