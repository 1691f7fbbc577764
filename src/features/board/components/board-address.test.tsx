import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useBoardView } from '../hooks/use-board-view';
import { useTableSort } from '../hooks/use-table-prefs';
import { BoardAddressProvider } from './board-address';

const renders = { filters: 0, view: 0, sort: 0 };
let latest: {
  filters?: ReturnType<typeof useBoardFilters>;
  view?: ReturnType<typeof useBoardView>;
  sort?: ReturnType<typeof useTableSort>;
} = {};

/** A component that reads one hook, hands its latest answer to the test and counts its commits. */
function reader<K extends keyof typeof renders>(name: K, useHook: () => NonNullable<(typeof latest)[K]>) {
  return function Reader() {
    const value = useHook();
    useEffect(() => {
      latest[name] = value;
      renders[name]++;
    });
    return null;
  };
}

const FiltersReader = reader('filters', useBoardFilters);
const ViewReader = reader('view', useBoardView);
const SortReader = reader('sort', useTableSort);

function mount(url: string) {
  window.history.replaceState(null, '', url);
  renders.filters = renders.view = renders.sort = 0;
  latest = {};
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <BoardAddressProvider>
          <FiltersReader />
          <ViewReader />
          <SortReader />
        </BoardAddressProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router };
}

describe('BoardAddressProvider', () => {
  it('renders only what reads the sort when the sort changes, with setters that never change', async () => {
    const { router } = mount('/?view=table&q=fig');
    await waitFor(() => expect(latest.sort?.[0]).toEqual({ column: 'moved', direction: 'desc' }));
    const before = { ...renders };
    const setters = [latest.filters!.setFilters, latest.filters!.clearFilters, latest.view![1], latest.sort![1]];

    act(() => latest.sort![1]('salary'));
    await waitFor(() => expect(latest.sort?.[0]).toEqual({ column: 'salary', direction: 'asc' }));
    act(() => latest.sort![1]('salary'));
    await waitFor(() => expect(latest.sort?.[0]).toEqual({ column: 'salary', direction: 'desc' }));
    expect(window.location.search).toBe('?view=table&q=fig&sort=salary&dir=desc');
    expect(renders.sort).toBe(before.sort + 2);
    expect(renders.filters).toBe(before.filters);
    expect(renders.view).toBe(before.view);

    // A filter renders what reads the filters, and the setters stay the same functions.
    act(() => latest.filters!.setFilters({ quiet: true }));
    await waitFor(() => expect(latest.filters!.filters.quiet).toBe(true));
    expect(window.location.search).toBe('?view=table&q=fig&sort=salary&dir=desc&quiet=1');
    expect(renders.view).toBe(before.view);
    expect([latest.filters!.setFilters, latest.filters!.clearFilters, latest.view![1], latest.sort![1]]).toEqual(
      setters,
    );
    router.dispose();
  });

  it('switches the view and keeps the sort and the search in the address', async () => {
    const { router } = mount('/?q=fig&sort=company&dir=asc');
    await waitFor(() => expect(latest.view![0]).toBe('board'));
    act(() => latest.view![1]('table'));
    await waitFor(() => expect(latest.view![0]).toBe('table'));
    expect(window.location.search).toBe('?q=fig&sort=company&dir=asc&view=table');
    act(() => latest.view![1]('board'));
    await waitFor(() => expect(latest.view![0]).toBe('board'));
    expect(window.location.search).toBe('?q=fig&sort=company&dir=asc');
    router.dispose();
  });

  it('reads an unknown view or sort as the default', async () => {
    const { router } = mount('/?view=kanban&sort=rank&dir=sideways');
    await waitFor(() => expect(latest.sort?.[0]).toEqual({ column: 'moved', direction: 'desc' }));
    expect(latest.view![0]).toBe('board');
    router.dispose();
  });
});
