import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, parseFilters, writeFilters, type BoardFilters } from '../utils/board-filters';

/**
 * The board's search and filters, kept in the URL: a reload, a shared link and the back button keep them.
 * Typing replaces the history entry (one entry per search, not per keystroke); a filter adds one.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  // The same filters while only other parameters change (a table's sort, the view): what filters by them
  // (the board, the filter bar, the counts) need not render again.
  const serial = JSON.stringify(parseFilters(params));
  const filters = useMemo(() => JSON.parse(serial) as BoardFilters, [serial]);
  const setFilters = useCallback(
    (change: Partial<BoardFilters>, options: { replace?: boolean } = {}) => {
      // From the address bar itself: two changes in quick succession (a search, then a filter) must not
      // build on a render that has not happened yet and drop the first.
      const current = new URLSearchParams(window.location.search);
      setParams(writeFilters(current, { ...parseFilters(current), ...change }), { replace: options.replace ?? false });
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setParams(writeFilters(new URLSearchParams(window.location.search), NO_FILTERS));
  }, [setParams]);
  return { filters, setFilters, clearFilters };
}
