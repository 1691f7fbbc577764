import { Button, Group, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { anchors } from '@/config/anchors';
import { useEscapeKey } from '../hooks/use-board-shortcuts';
import type { BoardFilters } from '../utils/board-filters';
import { useBoardActions } from './board-context';
import classes from './board-filters-bar.module.css';
import { FilterFields } from './filter-fields';
import { KeyCap } from '@/components/key-cap';

interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (change: Partial<BoardFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  shown: number;
  total: number;
  filtered: boolean;
}

/**
 * The search and "Filters (n)" in one line above the board; `/` focuses the search (the board's
 * shortcuts, use-board-shortcuts.ts); Escape, in it or on the page, clears it.
 * Memoised: a move renders the board page again, and the filters' three multi-selects are the largest
 * part of it, while a move changes none of its props.
 */
export const BoardFiltersBar = memo(function BoardFiltersBar({
  filters,
  onChange,
  onClear,
  shown,
  total,
  filtered,
}: BoardFiltersBarProps) {
  const [text, setText] = useState(filters.query);
  const [focused, setFocused] = useState(false);
  // The URL can change under the field (back button, Clear filters): follow it, but not while the user
  // types, when the URL trails the keystrokes.
  const [urlQuery, setUrlQuery] = useState(filters.query);
  if (urlQuery !== filters.query) {
    setUrlQuery(filters.query);
    if (!focused) setText(filters.query);
  }

  const { announce } = useBoardActions();
  const type = (value: string) => {
    setText(value);
    onChange({ query: value }, { replace: true });
  };
  useEscapeKey(() => {
    if (text === '') return;
    type('');
    announce('Search cleared');
  });

  return (
    <div role="search" aria-label="Search and filter applications" className={classes.bar}>
      <TextInput
        id={anchors.search}
        label="Search"
        placeholder="Company, position, notes"
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
        rightSection={<KeyCap aria-hidden="true">/</KeyCap>}
        classNames={{ root: classes.search, label: classes.searchLabel, description: classes.hint }}
      />
      <FilterFields filters={filters} onChange={onChange} onClear={onClear} />
      {filtered && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" role="status">
            Showing {shown} of {total} applications
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear filters
          </Button>
        </Group>
      )}
    </div>
  );
});
