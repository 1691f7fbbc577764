import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { getReorderDestinationIndex } from '@atlaskit/pragmatic-drag-and-drop-hitbox/util/get-reorder-destination-index';
import type { DropTargetRecord } from '@atlaskit/pragmatic-drag-and-drop/types';
import type { JobApplication } from '@/lib/applications/application';
import { isCardData, isColumnData } from './drag-data';
import { locate, type CardLocation } from './move';

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
