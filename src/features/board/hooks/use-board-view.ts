import { useBoardAddressActions, useBoardViewValue } from '../components/board-address';

export type BoardView = 'board' | 'table' | 'insights';

/** Board, Table or Insights, kept in the URL (?view=table) so reload and Back keep the choice. */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  return [useBoardViewValue(), useBoardAddressActions().setView];
}
