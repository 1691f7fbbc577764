import { Button, Checkbox, Group, Popover, Stack } from '@mantine/core';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { calendarDay } from '@/lib/applications/calendar';
import { useEscapeKey } from '../hooks/use-board-shortcuts';
import { useRowSelection } from '../hooks/use-row-selection';
import { useTableColumns, useTableSort } from '../hooks/use-table-prefs';
import { sortApplications, TABLE_COLUMN_LABELS, TABLE_COLUMNS, type TableColumn } from '../utils/table-sort';
import { useBoardActions } from './board-context';
import { useBoardStages } from './board-stages';
import { TableActions } from './table-actions';
import { TableGrid } from './table-grid';

const NONE: readonly JobApplication[] = [];

/** Which columns show; the company always does. Kept as it is while the rows sort. */
const ColumnsMenu = memo(function ColumnsMenu({
  columns,
  onToggle,
}: {
  columns: readonly TableColumn[];
  onToggle: (c: TableColumn, on: boolean) => void;
}) {
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        {/* A phone's compact list shows no columns to choose. */}
        <Button variant="default" size="compact-sm" visibleFrom="sm">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          {TABLE_COLUMNS.filter((column) => column !== 'company').map((column) => (
            <Checkbox
              key={column}
              label={TABLE_COLUMN_LABELS[column]}
              checked={columns.includes(column)}
              onChange={(event) => onToggle(column, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
});

/**
 * The table view (?view=table): every application that matches the board's search and filters, sorted by
 * a header (in the URL), the columns the user chose (remembered), and a selection to act on.
 */
export function ApplicationTable({
  applications,
  renderExport,
}: {
  applications: readonly JobApplication[];
  renderExport?: (ids: readonly string[]) => ReactNode;
}) {
  const { openDialog, announce } = useBoardActions();
  const { stages, label } = useBoardStages();
  const [sort, sortBy] = useTableSort();
  const [columns, toggleColumn] = useTableColumns();
  const [now] = useState(() => new Date());
  const today = calendarDay(now);
  const order = useMemo(() => stages.map((stage) => stage.value), [stages]);
  const rows = useMemo(() => sortApplications(applications, sort, order), [applications, sort, order]);
  const ids = useMemo(() => rows.map((app) => app.id), [rows]);
  const { selected, toggle, selectAll, clear } = useRowSelection(ids);
  // Nothing selected is always the same nothing, so a sort does not render the selection's actions again.
  const selection = useMemo(
    () => (selected.size === 0 ? NONE : rows.filter((app) => selected.has(app.id))),
    [rows, selected],
  );
  const open = useCallback((id: string) => openDialog({ type: 'details', applicationId: id }), [openDialog]);
  // Escape on the page clears the selection (and the board's shortcuts clear the search).
  useEscapeKey(() => {
    if (selected.size === 0) return;
    clear();
    announce('Selection cleared');
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs">
        <TableActions
          selection={selection}
          shown={rows.length}
          onSelectAll={selectAll}
          onClear={clear}
          renderExport={renderExport}
        />
        <ColumnsMenu columns={columns} onToggle={toggleColumn} />
      </Group>
      <TableGrid
        rows={rows}
        columns={columns}
        sort={sort}
        onSort={sortBy}
        selected={selected}
        onSelect={toggle}
        onSelectAll={(on) => (on ? selectAll() : clear())}
        stageLabel={label}
        now={now}
        today={today}
        onOpen={open}
      />
    </Stack>
  );
}
