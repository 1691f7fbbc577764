import { memo, type MouseEvent } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { shortDate, shortDay, type CalendarDay } from '@/lib/applications/calendar';
import { formatSalary } from '@/lib/applications/details';
import { sourceLabel } from '@/lib/applications/statuses';
import type { TableColumn } from '../utils/table-sort';
import classes from './application-table.module.css';

interface TableRowProps {
  application: JobApplication;
  /** Its place among all the table's rows (1 is the header), for assistive technology. */
  rowIndex: number;
  columns: readonly TableColumn[];
  selected: boolean;
  stageLabel: string;
  now: Date;
  today: CalendarDay;
  onSelect: (id: string, on: boolean, range: boolean) => void;
  onOpen: (id: string) => void;
}

function cell(app: JobApplication, column: TableColumn, stageLabel: string, now: Date, today: CalendarDay): string {
  switch (column) {
    case 'position':
      return app.position;
    case 'stage':
      return stageLabel;
    case 'applied':
      return shortDate(app.appliedDate, now);
    case 'moved':
      return shortDate(app.statusChangedAt, now);
    case 'salary':
      return formatSalary(app.salaryMin, app.salaryMax, app.salaryCurrency, app.salaryPeriod) ?? '';
    case 'location':
      return app.location;
    case 'source':
      return sourceLabel(app.source);
    case 'followUp':
      return app.followUpOn ? shortDay(app.followUpOn, today) : '';
    case 'company':
      return app.company;
  }
}

/**
 * One application in the table: its checkbox (a shift-click selects the range from the last one), its
 * company as the button that opens it, and the chosen columns. On a phone it folds into two lines.
 * Plain elements styled as Mantine's: a sort renders every row in view anew, and Mantine's components
 * cost more than the rest of the row together (the table's bench profile).
 */
export const TableRow = memo(function TableRow({
  application: app,
  rowIndex,
  columns,
  selected,
  stageLabel,
  now,
  today,
  onSelect,
  onOpen,
}: TableRowProps) {
  const name = `${app.company} - ${app.position}`;
  return (
    <tr className={classes.row} aria-rowindex={rowIndex} aria-selected={selected} data-selected={selected || undefined}>
      <td className={classes.check}>
        <input
          type="checkbox"
          className={classes.checkbox}
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={() => undefined}
          onClick={(event: MouseEvent<HTMLInputElement>) => onSelect(app.id, !selected, event.shiftKey)}
        />
      </td>
      {columns.map((column) =>
        column === 'company' ? (
          <th key={column} scope="row" className={classes.company}>
            <button type="button" className={classes.open} onClick={() => onOpen(app.id)} aria-label={`Open ${name}`}>
              {app.company}
            </button>
            <span className={classes.subline}>
              {app.position} · {stageLabel}
            </span>
          </th>
        ) : (
          <td key={column} className={classes[column]} data-column={column}>
            {cell(app, column, stageLabel, now, today)}
          </td>
        ),
      )}
    </tr>
  );
});
