import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, parseFilters, writeFilters, type BoardFilters } from '../utils/board-filters';

/**
 * The board's search and filters, kept in the URL: a reload, a shared link and the back button keep them.
 * Typing replaces the history entry (one entry per search, not per keystroke); a filter adds one.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
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
