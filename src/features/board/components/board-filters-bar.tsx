import { Button, Group, Text, TextInput } from '@mantine/core';
import { memo, useEffect, useRef, useState } from 'react';
import type { BoardFilters } from '../utils/board-filters';
import classes from './board-filters-bar.module.css';
import { FilterFields } from './filter-fields';

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
 * The search and "Filters (n)" in one line above the board; `/` focuses the search, Escape clears it.
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
  const search = useRef<HTMLInputElement>(null);
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
    <div role="search" aria-label="Search and filter applications" className={classes.bar}>
      <TextInput
        ref={search}
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
        rightSection={
          <kbd className={classes.key} aria-hidden="true">
            /
          </kbd>
        }
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
