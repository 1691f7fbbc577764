import { useEffect } from 'react';
import { holdCard } from '@/lib/applications/card-holds';
import { useLiveApplications } from '@/lib/applications/use-live-applications';
import { withDragAndDrop } from '../utils/drag-and-drop';
import { isCardData } from '../utils/drag-data';

/**
 * The board kept live from Realtime (use-live-applications.ts), with the card being dragged held: a change
 * to it from elsewhere waits until the drop, so it is not moved under the user's pointer.
 */
export function useLiveBoard(userId: string | undefined): void {
  useLiveApplications(userId);
  useEffect(() => {
    let release: (() => void) | null = null;
    return withDragAndDrop(({ monitorForElements }) =>
      monitorForElements({
        canMonitor: ({ source }) => isCardData(source.data),
        onDragStart: ({ source }) => {
          if (isCardData(source.data)) release = holdCard(source.data.applicationId);
        },
        onDrop: () => {
          release?.();
          release = null;
        },
      }),
    );
  }, []);
}
