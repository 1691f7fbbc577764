import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * The table's selected rows. A click selects or clears one row; a shift-click does the same to every row
 * from the last one clicked to this one (in the table's order as shown). Rows that leave the table (a
 * filter, a delete) leave the selection.
 */
export function useRowSelection(shownIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  // The rows as shown, for the actions to read when they run: a sort changes their order, not the actions.
  const shown = useRef(shownIds);
  useLayoutEffect(() => {
    shown.current = shownIds;
  }, [shownIds]);
  const selected = useMemo(() => {
    const shown = new Set(shownIds);
    return new Set([...picked].filter((id) => shown.has(id)));
  }, [picked, shownIds]);

  const toggle = useCallback((id: string, on: boolean, range: boolean) => {
    const order = shown.current;
    const from = anchor.current ? order.indexOf(anchor.current) : -1;
    const to = order.indexOf(id);
    const ids = range && from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    anchor.current = id;
    setPicked((current) => {
      const next = new Set(current);
      for (const each of ids) {
        if (on) next.add(each);
        else next.delete(each);
      }
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setPicked(new Set(shown.current)), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setPicked(new Set());
  }, []);
  return { selected, toggle, selectAll, clear };
}
