import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, parseSort, TABLE_COLUMNS, type TableColumn, type TableSort } from '../utils/table-sort';

const COLUMNS_KEY = 'job-tracker:table-columns';

/** The columns a user chose to show, as this browser remembers them (all of them at first). */
function readColumns(): TableColumn[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(COLUMNS_KEY) ?? 'null') as unknown;
    if (Array.isArray(stored)) {
      const known = TABLE_COLUMNS.filter((column) => stored.includes(column));
      if (known.includes('company')) return known;
    }
  } catch {
    // Storage off or unreadable: every column.
  }
  return [...TABLE_COLUMNS];
}

/**
 * The table's sort, in the URL with the search and filters (?sort=salary&dir=desc), and what a header
 * click does to it. The click reads the address bar itself: a second click before the first one's render
 * turns the column around again rather than repeating the first.
 */
export function useTableSort(): [TableSort, (column: TableColumn) => void] {
  const [params, setParams] = useSearchParams();
  const sort = useMemo(() => parseSort(params), [params]);
  const sortBy = useCallback(
    (column: TableColumn) => {
      const current = new URLSearchParams(window.location.search);
      const next = nextSort(parseSort(current), column);
      current.set('sort', next.column);
      current.set('dir', next.direction);
      setParams(current, { replace: true });
    },
    [setParams],
  );
  return [sort, sortBy];
}

/** The columns shown, remembered in this browser; the company always shows (it names the row). */
export function useTableColumns(): [TableColumn[], (column: TableColumn, shown: boolean) => void] {
  const [columns, setColumns] = useState(readColumns);
  const toggle = useCallback((column: TableColumn, shown: boolean) => {
    if (column === 'company') return;
    setColumns((current) => {
      const next = TABLE_COLUMNS.filter((c) => (c === column ? shown : current.includes(c)));
      try {
        window.localStorage.setItem(COLUMNS_KEY, JSON.stringify(next));
      } catch {
        // Not remembered; still shown this time.
      }
      return next;
    });
  }, []);
  return [columns, toggle];
}
