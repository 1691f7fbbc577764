import { useCallback, useState } from 'react';
import { useBoardAddressActions, useTableSortValue } from '../components/board-address';
import { TABLE_COLUMNS, type TableColumn, type TableSort } from '../utils/table-sort';

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

/** The table's sort, in the URL with the search and filters (?sort=salary&dir=desc), and what a header click does. */
export function useTableSort(): [TableSort, (column: TableColumn) => void] {
  return [useTableSortValue(), useBoardAddressActions().sortBy];
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
