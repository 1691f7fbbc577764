import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type BoardView = 'board' | 'insights';

/** Board or Insights, kept in the URL (?view=insights) so reload and Back keep the choice. */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get('view') === 'insights' ? 'insights' : 'board';
  const setView = useCallback(
    (next: BoardView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'insights') updated.set('view', 'insights');
        else updated.delete('view');
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}
