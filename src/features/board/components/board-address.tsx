import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NO_FILTERS, parseFilters, writeFilters, type BoardFilters } from '../utils/board-filters';
import { nextSort, parseSort, type TableColumn, type TableSort } from '../utils/table-sort';

export type BoardView = 'board' | 'table' | 'insights';

const VIEWS: readonly BoardView[] = ['board', 'table', 'insights'];

/** What changes the board's address: each function is stable for the life of the board. */
export interface BoardAddressActions {
  setView: (view: BoardView) => void;
  setFilters: (change: Partial<BoardFilters>, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
  sortBy: (column: TableColumn) => void;
}

const ViewContext = createContext<BoardView | null>(null);
const FiltersContext = createContext<BoardFilters | null>(null);
const SortContext = createContext<TableSort | null>(null);
const ActionsContext = createContext<BoardAddressActions | null>(null);

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is used outside a BoardAddressProvider.`);
  return value;
}

/**
 * The board's view, search, filters and table sort, kept in the URL (`?view=table&q=fig&sort=salary`):
 * a reload, a shared link and Back keep them. Each is handed down on its own, so a change to one renders
 * only what shows it: a table's sort does not render the filter bar, the counts or the board's heading
 * again. Every change builds on the address bar itself: two in quick succession (a search, then a filter)
 * must not build on a render that has not happened yet and drop the first.
 */
export function BoardAddressProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('view') as BoardView | null;
  const view: BoardView = asked && VIEWS.includes(asked) ? asked : 'board';
  const filterSerial = JSON.stringify(parseFilters(params));
  const filters = useMemo(() => JSON.parse(filterSerial) as BoardFilters, [filterSerial]);
  const { column, direction } = parseSort(params);
  const sort = useMemo<TableSort>(() => ({ column, direction }), [column, direction]);

  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const next = change(new URLSearchParams(window.location.search));
      void navigate(`?${next.toString()}`, { replace });
    },
    [navigate],
  );
  const actions = useMemo<BoardAddressActions>(
    () => ({
      setView: (next) =>
        write((current) => {
          if (next === 'board') current.delete('view');
          else current.set('view', next);
          return current;
        }, false),
      // Typing replaces the history entry (one entry per search, not per keystroke); a filter adds one.
      setFilters: (change, options = {}) =>
        write((current) => writeFilters(current, { ...parseFilters(current), ...change }), options.replace ?? false),
      clearFilters: () => write((current) => writeFilters(current, NO_FILTERS), false),
      sortBy: (clicked) =>
        write((current) => {
          const next = nextSort(parseSort(current), clicked);
          current.set('sort', next.column);
          current.set('dir', next.direction);
          return current;
        }, true),
    }),
    [write],
  );

  return (
    <ActionsContext.Provider value={actions}>
      <ViewContext.Provider value={view}>
        <FiltersContext.Provider value={filters}>
          <SortContext.Provider value={sort}>{children}</SortContext.Provider>
        </FiltersContext.Provider>
      </ViewContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useBoardAddressActions(): BoardAddressActions {
  return required(useContext(ActionsContext), 'The board address');
}

export function useBoardViewValue(): BoardView {
  return required(useContext(ViewContext), 'The board view');
}

export function useBoardFiltersValue(): BoardFilters {
  return required(useContext(FiltersContext), 'The board filters');
}

export function useTableSortValue(): TableSort {
  return required(useContext(SortContext), 'The table sort');
}
