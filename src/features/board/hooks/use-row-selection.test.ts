import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const ROWS = ['a', 'b', 'c', 'd', 'e'];
const selection = (shown: readonly string[] = ROWS) =>
  renderHook(({ ids }) => useRowSelection(ids), { initialProps: { ids: shown } });
const picked = (hook: ReturnType<typeof selection>) => [...hook.result.current.selected].sort();

describe('useRowSelection', () => {
  it('a shift-click before any click selects that row alone', () => {
    const hook = selection();
    act(() => hook.result.current.toggle('c', true, true));
    expect(picked(hook)).toEqual(['c']);
  });

  it('a shift-click selects or clears every row from the last one clicked, either way up', () => {
    const hook = selection();
    act(() => hook.result.current.toggle('b', true, false));
    act(() => hook.result.current.toggle('d', true, true));
    expect(picked(hook)).toEqual(['b', 'c', 'd']);
    act(() => hook.result.current.toggle('c', false, true));
    expect(picked(hook)).toEqual(['b']);
    act(() => hook.result.current.toggle('a', true, true));
    expect(picked(hook)).toEqual(['a', 'b', 'c']);
  });

  it('follows the order as shown, and drops rows that leave the table', () => {
    const hook = selection();
    hook.rerender({ ids: ['e', 'd', 'c', 'b', 'a'] });
    act(() => hook.result.current.toggle('e', true, false));
    act(() => hook.result.current.toggle('c', true, true));
    expect(picked(hook)).toEqual(['c', 'd', 'e']);
    hook.rerender({ ids: ['e', 'c', 'b', 'a'] });
    expect(picked(hook)).toEqual(['c', 'e']);
  });

  it('selects all shown, and after Clear a shift-click starts afresh', () => {
    const hook = selection();
    act(() => hook.result.current.selectAll());
    expect(picked(hook)).toEqual(ROWS);
    act(() => hook.result.current.clear());
    expect(picked(hook)).toEqual([]);
    act(() => hook.result.current.toggle('d', true, true));
    expect(picked(hook)).toEqual(['d']);
  });
});
