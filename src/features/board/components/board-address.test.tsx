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

// Each reader hands its latest answer to the test and counts its renders (one effect per commit).
function FiltersReader() {
  const filters = useBoardFilters();
  useEffect(() => {
    latest.filters = filters;
  });
  useEffect(() => {
    renders.filters++;
  });
  return null;
}

function ViewReader() {
  const view = useBoardView();
  useEffect(() => {
    latest.view = view;
  });
  useEffect(() => {
    renders.view++;
  });
  return null;
}

function SortReader() {
  const sort = useTableSort();
  useEffect(() => {
    latest.sort = sort;
  });
  useEffect(() => {
    renders.sort++;
  });
  return <p data-testid="sort">{`${sort[0].column} ${sort[0].direction}`}</p>;
}

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
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('BoardAddressProvider', () => {
  it('renders only what reads the sort when the sort changes, with setters that never change', async () => {
    const { router, getByTestId } = mount('/?view=table&q=fig');
    await waitFor(() => expect(getByTestId('sort').textContent).toBe('moved desc'));
    const before = { ...renders };
    const setters = [latest.filters!.setFilters, latest.filters!.clearFilters, latest.view![1], latest.sort![1]];

    act(() => latest.sort![1]('salary'));
    await waitFor(() => expect(getByTestId('sort').textContent).toBe('salary asc'));
    act(() => latest.sort![1]('salary'));
    await waitFor(() => expect(getByTestId('sort').textContent).toBe('salary desc'));
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
    const { router, getByTestId } = mount('/?view=kanban&sort=rank&dir=sideways');
    await waitFor(() => expect(getByTestId('sort').textContent).toBe('moved desc'));
    expect(latest.view![0]).toBe('board');
    router.dispose();
  });
});
