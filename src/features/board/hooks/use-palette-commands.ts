import { useBoardActions, useBoardDialog } from '../components/board-context';
import { useBoardStages } from '../components/board-stages';
import { moveToStage } from '../utils/move';
import type { Command } from '../utils/palette-search';
import { useBoardView, type BoardView } from './use-board-view';
import { VIEW_NAMES } from './use-board-shortcuts';

export interface PaletteCommand extends Command {
  /** The heading it is listed under. */
  group: string;
  run: () => void;
}

const VIEW_WORDS: Readonly<Record<BoardView, readonly string[]>> = {
  board: ['go', 'columns', 'stages', 'kanban'],
  table: ['go', 'list', 'rows', 'sort', 'spreadsheet'],
  insights: ['go', 'charts', 'stats', 'funnel', 'report'],
};

/**
 * The command palette's commands: the open application's moves first (when its details are open), then
 * the views, adding an application, Export / Import and the shortcuts. Each says what it did through the
 * board's live region or opens something that does.
 */
export function usePaletteCommands(): PaletteCommand[] {
  const { openDialog, closeDialog, openExport, moveCard, currentBoard, announce } = useBoardActions();
  const dialog = useBoardDialog();
  const [view, setView] = useBoardView();
  const { shown } = useBoardStages();
  const commands: PaletteCommand[] = [];

  const open = dialog.type === 'details' ? currentBoard().find((app) => app.id === dialog.applicationId) : undefined;
  if (open) {
    for (const stage of shown) {
      if (stage.value === open.status) continue;
      commands.push({
        id: `move-${stage.value}`,
        group: `Move ${open.company}`,
        label: `Move to ${stage.label}`,
        keywords: ['stage', 'status'],
        run: () => moveCard(moveToStage(currentBoard(), open.id, stage.value, new Date())),
      });
    }
  }
  for (const each of ['board', 'table', 'insights'] as const) {
    commands.push({
      id: `view-${each}`,
      group: 'Views',
      label: each === view ? `${VIEW_NAMES[each]} (shown)` : VIEW_NAMES[each],
      keywords: VIEW_WORDS[each],
      run: () => {
        setView(each);
        announce(VIEW_NAMES[each]);
      },
    });
  }
  commands.push(
    {
      id: 'add',
      group: 'Actions',
      label: 'Add new application',
      keywords: ['new', 'create'],
      run: () => openDialog({ type: 'form', applicationId: null }),
    },
    {
      id: 'export',
      group: 'Actions',
      label: 'Export / Import…',
      keywords: ['csv', 'json', 'download', 'backup', 'file'],
      // The menu belongs to the board's toolbar, under any open dialog: the dialog closes first.
      run: () => {
        if (dialog.type !== 'none') closeDialog();
        openExport();
      },
    },
    {
      id: 'shortcuts',
      group: 'Actions',
      label: 'Keyboard shortcuts',
      keywords: ['help', 'keys', 'hotkeys'],
      run: () => openDialog({ type: 'shortcuts' }),
    },
  );
  return commands;
}
