import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type BoardView = 'board' | 'table' | 'insights';

const VIEWS: readonly BoardView[] = ['board', 'table', 'insights'];

/** Board, Table or Insights, kept in the URL (?view=table) so reload and Back keep the choice. */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as BoardView | null;
  const view: BoardView = asked && VIEWS.includes(asked) ? asked : 'board';
  const setView = useCallback(
    (next: BoardView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'board') updated.delete('view');
        else updated.set('view', next);
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}
