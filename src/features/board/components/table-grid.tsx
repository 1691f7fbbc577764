import { useMediaQuery } from '@mantine/hooks';
import { useState, type UIEvent } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import type { CalendarDay } from '@/lib/applications/calendar';
import { TABLE_COLUMN_LABELS, type TableColumn, type TableSort } from '../utils/table-sort';
import classes from './application-table.module.css';
import { TableRow } from './table-row';

/** Row heights in pixels (the stylesheet's): one line on a wide screen, two on a phone. */
const ROW_HEIGHT = 44;
const NARROW_ROW_HEIGHT = 60;
const OVERSCAN = 8;

interface TableGridProps {
  rows: readonly JobApplication[];
  columns: readonly TableColumn[];
  sort: TableSort;
  onSort: (column: TableColumn) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean, range: boolean) => void;
  onSelectAll: (on: boolean) => void;
  stageLabel: (status: string) => string;
  now: Date;
  today: CalendarDay;
  onOpen: (id: string) => void;
}

/**
 * The table itself: a header whose buttons sort (aria-sort on the sorted one), and only the rows in view
 * (and a dozen either side) rendered, between two spacer rows that keep the scroll height of all of them.
 */
export function TableGrid({
  rows,
  columns,
  sort,
  onSort,
  selected,
  onSelect,
  onSelectAll,
  stageLabel,
  now,
  today,
  onOpen,
}: TableGridProps) {
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const rowHeight = narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT;
  const [view, setView] = useState({ top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight });
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    setView({ top: scrollTop, height: clientHeight || view.height });
  };
  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  const all = rows.length > 0 && selected.size === rows.length;
  const some = selected.size > 0 && !all;

  return (
    <div className={classes.scroller} onScroll={onScroll} data-testid="table-scroller">
      <table className={classes.table} aria-rowcount={rows.length + 1} aria-label="Applications">
        <thead>
          <tr aria-rowindex={1}>
            <th className={classes.check} scope="col">
              <input
                type="checkbox"
                className={classes.checkbox}
                aria-label={all ? 'Clear the selection' : `Select all ${rows.length} shown`}
                checked={all}
                ref={(input) => {
                  if (input) input.indeterminate = some;
                }}
                onChange={() => onSelectAll(!all)}
              />
            </th>
            {columns.map((column) => {
              const sorted = sort.column === column;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  {...(column === 'company' ? {} : { 'data-column': column })}
                >
                  <button type="button" className={classes.sortButton} onClick={() => onSort(column)}>
                    {TABLE_COLUMN_LABELS[column]}
                    <span aria-hidden="true">{sorted ? (sort.direction === 'asc' ? '▲' : '▼') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {first > 0 && (
            <tr className={classes.spacer} aria-hidden="true" style={{ height: first * rowHeight }}>
              <td colSpan={columns.length + 1} />
            </tr>
          )}
          {/* Keyed by place, not by application: after a sort the rows in view update in place rather
              than unmount and mount anew. */}
          {rows.slice(first, last).map((app, offset) => (
            <TableRow
              key={first + offset}
              application={app}
              rowIndex={first + offset + 2}
              columns={columns}
              selected={selected.has(app.id)}
              stageLabel={stageLabel(app.status)}
              now={now}
              today={today}
              onSelect={onSelect}
              onOpen={onOpen}
            />
          ))}
          {last < rows.length && (
            <tr className={classes.spacer} aria-hidden="true" style={{ height: (rows.length - last) * rowHeight }}>
              <td colSpan={columns.length + 1} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
