import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BoardAddressProvider } from '../components/board-address';
import { useBoardFilters } from './use-board-filters';

let board: ReturnType<typeof useBoardFilters>;

/** Hands the hook's latest answer to the test after each render. */
function Board({ onRender }: { onRender: (filters: ReturnType<typeof useBoardFilters>) => void }) {
  const filters = useBoardFilters();
  useEffect(() => {
    onRender(filters);
  });
  return null;
}

/** The board's address as the board page provides it. */
function Addressed() {
  return (
    <BoardAddressProvider>
      <Board onRender={(latest) => (board = latest)} />
    </BoardAddressProvider>
  );
}

describe('useBoardFilters', () => {
  it('keeps the filters in the URL: a filter adds a history entry, typing replaces it', async () => {
    // The address bar itself, as in the app: the hook builds each change on what it shows.
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter([{ path: '/', element: <Addressed /> }]);
    render(<RouterProvider router={router} />);
    const search = () => window.location.search;
    const entries = window.history.length;

    act(() => board.setFilters({ quiet: true }));
    await waitFor(() => expect(search()).toBe('?quiet=1'));
    expect(window.history.length).toBe(entries + 1);
    act(() => board.setFilters({ query: 'fig' }, { replace: true }));
    await waitFor(() => expect(search()).toBe('?quiet=1&q=fig'));
    expect(window.history.length).toBe(entries + 1);
    expect(board.filters).toMatchObject({ query: 'fig', quiet: true });

    // Back goes to before the filter: the search replaced the filter's entry rather than adding its own.
    act(() => window.history.back());
    await waitFor(() => expect(board.filters).toMatchObject({ query: '', quiet: false }));
    expect(search()).toBe('');
    router.dispose();
  });

  it('hands back the same filters while only other parameters change (a sort, the view)', async () => {
    window.history.replaceState(null, '', '/?q=fig&view=table');
    const router = createBrowserRouter([{ path: '/', element: <Addressed /> }]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(board.filters.query).toBe('fig'));
    const before = board.filters;
    await act(() => router.navigate('/?q=fig&view=table&sort=salary&dir=desc', { replace: true }));
    expect(window.location.search).toContain('sort=salary');
    expect(board.filters).toBe(before);
    act(() => board.setFilters({ query: 'figma' }, { replace: true }));
    await waitFor(() => expect(board.filters.query).toBe('figma'));
    expect(board.filters).not.toBe(before);
    router.dispose();
  });
});
