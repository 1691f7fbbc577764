import { Button, Checkbox, MultiSelect, Popover, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { WORK_MODE_LABELS, WORK_MODES } from '@/lib/applications/work-modes';
import { SOURCE_LABELS, SOURCES } from '@/lib/applications/statuses';
import { activeFilterCount, type BoardFilters } from '../utils/board-filters';
import { useBoardStages } from './board-stages';

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));
const MODE_OPTIONS = WORK_MODES.map((value) => ({ value, label: WORK_MODE_LABELS[value] }));

// The selects' lists open inside the panel (not in a portal), so choosing an option is a click inside it.
const IN_PANEL = { withinPortal: false } as const;

/**
 * "Filters (n)": a button that says how many filters are on, and opens them (source, stage, work mode,
 * gone quiet, follow-up due) in a panel under it, with Clear filters when any is on.
 */
export function FilterFields({
  filters,
  onChange,
  onClear,
}: {
  filters: BoardFilters;
  onChange: (change: Partial<BoardFilters>) => void;
  onClear: () => void;
}) {
  const { stages } = useBoardStages();
  const stageOptions = useMemo(() => stages.map(({ value, label }) => ({ value, label })), [stages]);
  const count = activeFilterCount(filters);
  return (
    <Popover position="bottom-start" width={320} shadow="md" radius="md" withinPortal={false} trapFocus>
      <Popover.Target>
        <Button variant={count > 0 ? 'light' : 'default'} aria-label={count > 0 ? `Filters, ${count} on` : 'Filters'}>
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Filters">
        <Stack gap="sm">
          <MultiSelect
            label="Source"
            placeholder={filters.sources.length ? undefined : 'Any'}
            data={SOURCE_OPTIONS}
            value={filters.sources}
            onChange={(sources) => onChange({ sources })}
            comboboxProps={IN_PANEL}
          />
          <MultiSelect
            label="Stage"
            placeholder={filters.stages.length ? undefined : 'Any'}
            data={stageOptions}
            value={filters.stages}
            onChange={(stages) => onChange({ stages })}
            comboboxProps={IN_PANEL}
          />
          <MultiSelect
            label="Work mode"
            placeholder={filters.modes.length ? undefined : 'Any'}
            data={MODE_OPTIONS}
            value={filters.modes}
            onChange={(modes) => onChange({ modes })}
            comboboxProps={IN_PANEL}
          />
          <Checkbox
            label="Gone quiet"
            checked={filters.quiet}
            onChange={(event) => onChange({ quiet: event.currentTarget.checked })}
          />
          <Checkbox
            label="Follow-up due"
            checked={filters.due}
            onChange={(event) => onChange({ due: event.currentTarget.checked })}
          />
          {count > 0 && (
            <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={onClear}>
              Clear filters
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
