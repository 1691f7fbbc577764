import { Button, Checkbox, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { WORK_MODE_LABELS, WORK_MODES } from '@/lib/applications/details';
import { SOURCE_LABELS, SOURCES } from '@/lib/applications/statuses';
import type { BoardFilters } from '../utils/board-filters';
import { useBoardStages } from './board-stages';

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));
const MODE_OPTIONS = WORK_MODES.map((value) => ({ value, label: WORK_MODE_LABELS[value] }));

interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (change: Partial<BoardFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  shown: number;
  total: number;
  filtered: boolean;
}

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The search and filters above the board; `/` focuses the search, Escape clears it. Memoised: a move
 * renders the board page again, and the bar's three multi-selects are the largest part of it (each a
 * combobox with its popover, options and scroll area), while a move changes none of its props.
 */
export const BoardFiltersBar = memo(function BoardFiltersBar({
  filters,
  onChange,
  onClear,
  shown,
  total,
  filtered,
}: BoardFiltersBarProps) {
  const search = useRef<HTMLInputElement>(null);
  const { stages } = useBoardStages();
  const stageOptions = useMemo(() => stages.map(({ value, label }) => ({ value, label })), [stages]);
  const [text, setText] = useState(filters.query);
  const [focused, setFocused] = useState(false);
  // The URL can change under the field (back button, Clear filters): follow it, but not while the user
  // types, when the URL trails the keystrokes.
  const [urlQuery, setUrlQuery] = useState(filters.query);
  if (urlQuery !== filters.query) {
    setUrlQuery(filters.query);
    if (!focused) setText(filters.query);
  }

  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || typingInField(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  const type = (value: string) => {
    setText(value);
    onChange({ query: value }, { replace: true });
  };

  return (
    <Stack gap="sm" role="search" aria-label="Search and filter applications">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          ref={search}
          label="Search"
          placeholder="Company, position, location, notes"
          description="Press / to search, Escape to clear"
          value={text}
          maxLength={200}
          onChange={(event) => type(event.currentTarget.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              type('');
            }
          }}
          style={{ flex: '2 1 16rem' }}
        />
        <MultiSelect
          label="Source"
          placeholder={filters.sources.length ? undefined : 'Any'}
          data={SOURCE_OPTIONS}
          value={filters.sources}
          onChange={(sources) => onChange({ sources })}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 10rem' }}
        />
        <MultiSelect
          label="Stage"
          placeholder={filters.stages.length ? undefined : 'Any'}
          data={stageOptions}
          value={filters.stages}
          onChange={(stages) => onChange({ stages })}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 10rem' }}
        />
        <MultiSelect
          label="Work mode"
          placeholder={filters.modes.length ? undefined : 'Any'}
          data={MODE_OPTIONS}
          value={filters.modes}
          onChange={(modes) => onChange({ modes })}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 9rem' }}
        />
        {/* In the row of fields when it has room, lined up with the inputs. */}
        <Group gap="md" wrap="nowrap" mih={36}>
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
        </Group>
      </Group>
      {filtered && (
        <Group gap="sm" justify="flex-end">
          <Text size="sm" c="dimmed" role="status">
            Showing {shown} of {total} applications
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
});
