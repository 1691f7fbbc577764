import { useBoardAddressActions, useBoardViewValue, type BoardView } from '../components/board-address';

export type { BoardView };

/** Board, Table or Insights, kept in the URL (?view=table) so reload and Back keep the choice. */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  return [useBoardViewValue(), useBoardAddressActions().setView];
}
