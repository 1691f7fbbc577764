import { Box, VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { anchors } from '@/config/anchors';
import type { JobApplication } from '@/lib/applications/application';
import type { AppUser } from '@/lib/auth/app-user';
import { stageLabel } from '@/lib/applications/stages';
import { useStages, useStagesSnapshot } from '@/lib/applications/use-stages';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { notifyWithUndo } from '@/lib/undo-toast';
import { useApplicationsSnapshot } from '../api/get-applications';
import { useMoveApplication, useUndoMove } from '../api/move-application';
import { boardStagesOf } from '../utils/board-stages';
import { createCardRegistry, type CardRegistry } from '../utils/card-registry';
import { isNarrowBoard } from '../utils/board-layout';
import type { Move } from '../utils/move';
import { BoardStagesContext } from './board-stages';

/** Which of the board's dialogs is open, and for which application. One at a time. */
export type BoardDialog =
  | { type: 'none' }
  | { type: 'details'; applicationId: string }
  | { type: 'form'; applicationId: string | null }
  | { type: 'delete'; applicationId: string }
  | { type: 'stage-date'; applicationId: string }
  | { type: 'shortcuts' };

/**
 * The board-wide actions. Every function is stable for the life of the board, so memoised cards that
 * use them render again only when their own application changes.
 */
export interface BoardActions {
  user: AppUser;
  /**
   * The one action for a move: shows it, stores it, says so (toast with Undo, live region) and gives the
   * card the focus back. The move is worked out where it happens (computeMove, from `currentBoard()`);
   * null, a move that does nothing, is ignored.
   */
  moveCard: (move: Move | null) => void;
  /** The board as it shows right now (moves not yet answered included), to work out a move on. */
  currentBoard: () => readonly JobApplication[];
  /** The card elements, to give focus back to a card after its move. */
  registry: CardRegistry;
  /** Says `message` to screen-reader users through the board's live region (a move, a delete's undo). */
  announce: (message: string) => void;
  openDialog: (dialog: BoardDialog) => void;
  closeDialog: () => void;
  /** Opens the toolbar's Export / Import menu (from the command palette). */
  openExport: () => void;
}

/** Whether the toolbar's Export / Import menu is open: the menu's button and the palette both open it. */
export interface ExportMenuState {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

const BoardActionsContext = createContext<BoardActions | null>(null);
const BoardDialogContext = createContext<BoardDialog>({ type: 'none' });
const ExportMenuContext = createContext<ExportMenuState>({ opened: false, onChange: () => {} });

/** The board's actions for the components below it. */
export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('useBoardActions is used outside a BoardProvider.');
  return actions;
}

/** The dialog that is open on the board. */
export function useBoardDialog(): BoardDialog {
  return useContext(BoardDialogContext);
}

/** The Export / Import menu's state, for the toolbar. */
export function useExportMenu(): ExportMenuState {
  return useContext(ExportMenuContext);
}

/**
 * Holds what the whole board shares: the signed-in user, their stages, the move (optimistic, rolled back and reported
 * through the one error path when the server refuses it), the card registry, which dialog is open, and a
 * live region that tells screen-reader users what a move did.
 */
export function BoardProvider({ user, children }: { user: AppUser; children: ReactNode }) {
  const [registry] = useState(createCardRegistry);
  const [dialog, setDialog] = useState<BoardDialog>({ type: 'none' });
  const [announcement, setAnnouncement] = useState('');
  const [exportOpened, setExportOpened] = useState(false);
  const exportMenu = useMemo(() => ({ opened: exportOpened, onChange: setExportOpened }), [exportOpened]);
  const openExport = useCallback(() => setExportOpened(true), []);
  const snapshot = useApplicationsSnapshot(user.id);
  const stagesSnapshot = useStagesSnapshot(user.id);
  const stages = useStages(user.id);
  const boardStages = useMemo(() => boardStagesOf(stages), [stages]);
  const move = useMoveApplication(user.id);
  const undoMove = useUndoMove(user.id);

  // The card a dialog is about, and the one that takes its place if the dialog deletes it: where the
  // keyboard user's focus goes when the dialog closes.
  const focusAfterDialog = useRef<{ applicationId: string; neighbour: string | undefined } | null>(null);
  const openDialog = useCallback(
    (next: BoardDialog) => {
      if ('applicationId' in next && next.applicationId) {
        focusAfterDialog.current = {
          applicationId: next.applicationId,
          neighbour: registry.neighbour(next.applicationId),
        };
      }
      setDialog(next);
    },
    [registry],
  );
  const closeDialog = useCallback(() => {
    setDialog({ type: 'none' });
    const target = focusAfterDialog.current;
    focusAfterDialog.current = null;
    if (!target) return;
    // After Mantine's own focus return (10 ms after close), which fails when the dialog was opened from
    // another dialog: the card again, or after a delete the card below it (or above), else the board.
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && !active.closest('[role="dialog"]')) return;
      const card = registry.get(target.applicationId) ?? (target.neighbour && registry.get(target.neighbour));
      (card || document.getElementById(anchors.board))?.focus();
    }, 50);
  }, [registry]);

  const moveCard = useCallback(
    (planned: Move | null) => {
      const card = planned && snapshot().find((app) => app.id === planned.id);
      if (!planned || !card) return;
      const { id: applicationId, to: status, index } = planned;
      const statusLabel = (value: string) => stageLabel(stagesSnapshot(), value);
      const label = statusLabel(status);
      const name = `${card.company} - ${card.position}`;
      const reorder = card.status === status;
      // The card takes the focus once the server has answered, unless the user has gone on meanwhile (to
      // the search, another card's menu): `from` is where the focus was when the move (or its undo) began.
      const focusCard = (from: Element | null) =>
        requestAnimationFrame(() => {
          registry.focus(applicationId, from);
          // On a phone the board follows the card to its stage, and centres it: clear of the toasts at the
          // bottom and the stage switcher at the top.
          if (isNarrowBoard()) registry.get(applicationId)?.scrollIntoView({ block: 'center', inline: 'start' });
        });
      const undo = () => {
        const from = document.activeElement;
        setAnnouncement(`Moved ${name} back to ${statusLabel(card.status)}.`);
        undoMove(card, planned.from)
          .then(
            () => notifySuccess('Move undone', `${name} is back in ${statusLabel(card.status)}.`),
            (error: unknown) => reportFailure('Failed to undo the move. Please try again later.', error),
          )
          .finally(() => focusCard(from));
      };
      const from = document.activeElement;
      // A reorder inside a column changes no status: the live region says where the card went, no toast.
      setAnnouncement(reorder ? `Moved ${name} to place ${index + 1} in ${label}.` : `Moved ${name} to ${label}.`);
      move(planned)
        .then(
          () => {
            // A move logged late can be dated from its toast: "Set date" opens the move's date.
            if (!reorder)
              notifyWithUndo('Application moved', `Application status updated to ${label}`, undo, {
                label: 'Set date',
                onClick: () => openDialog({ type: 'stage-date', applicationId }),
              });
          },
          (error: unknown) => {
            setAnnouncement(`Could not move ${name}; it is back where it was in ${statusLabel(card.status)}.`);
            reportFailure('Failed to update application. Please try again later.', error);
          },
        )
        // After a move the card has a new place: keep the keyboard user's focus on it.
        .finally(() => focusCard(from));
    },
    [move, undoMove, registry, snapshot, stagesSnapshot, openDialog],
  );

  const actions = useMemo<BoardActions>(
    () => ({
      user,
      moveCard,
      currentBoard: snapshot,
      registry,
      announce: setAnnouncement,
      openDialog,
      closeDialog,
      openExport,
    }),
    [user, moveCard, snapshot, registry, openDialog, closeDialog, openExport],
  );

  return (
    <BoardActionsContext.Provider value={actions}>
      <BoardDialogContext.Provider value={dialog}>
        <ExportMenuContext.Provider value={exportMenu}>
          <BoardStagesContext.Provider value={boardStages}>{children}</BoardStagesContext.Provider>
        </ExportMenuContext.Provider>
        <VisuallyHidden>
          <Box role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcer">
            {announcement}
          </Box>
        </VisuallyHidden>
      </BoardDialogContext.Provider>
    </BoardActionsContext.Provider>
  );
}
