import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The table's selected rows. A click selects or clears one row; a shift-click does the same to every row
 * from the last one clicked to this one (in the table's order as shown). Rows that leave the table (a
 * filter, a delete) leave the selection.
 */
export function useRowSelection(shownIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => {
    const shown = new Set(shownIds);
    return new Set([...picked].filter((id) => shown.has(id)));
  }, [picked, shownIds]);

  const toggle = useCallback(
    (id: string, on: boolean, range: boolean) => {
      const from = anchor.current ? shownIds.indexOf(anchor.current) : -1;
      const to = shownIds.indexOf(id);
      const ids = range && from >= 0 && to >= 0 ? shownIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
      anchor.current = id;
      setPicked((current) => {
        const next = new Set(current);
        for (const each of ids) {
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
    },
    [shownIds],
  );
  const selectAll = useCallback(() => setPicked(new Set(shownIds)), [shownIds]);
  const clear = useCallback(() => {
    anchor.current = null;
    setPicked(new Set());
  }, []);
  return { selected, toggle, selectAll, clear };
}
