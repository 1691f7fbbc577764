import { useBoardAddressActions, useBoardFiltersValue } from '../components/board-address';

/**
 * The board's search and filters, kept in the URL: a reload, a shared link and the back button keep them.
 * Typing replaces the history entry (one entry per search, not per keystroke); a filter adds one. The
 * filters keep their identity while only other parameters change (a table's sort, the view), and the
 * setters never change: what filters by them (the board, the filter bar, the counts) need not render again.
 */
export function useBoardFilters() {
  const filters = useBoardFiltersValue();
  const { setFilters, clearFilters } = useBoardAddressActions();
  return { filters, setFilters, clearFilters };
}
