import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * How many changes from other devices or tabs each application has had since this page opened: a dialog
 * showing one notes the count when it opens and says "Changed elsewhere" once it grows.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

export function noteChangedElsewhere(id: string): void {
  counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether application `id` changed elsewhere since the caller first asked about it (or since `id` last
 * changed): false for none. The dialog that calls it mounts with the application it shows.
 */
export function useChangedElsewhere(id: string | undefined): boolean {
  const read = useCallback(() => (id ? (counts.get(id) ?? 0) : 0), [id]);
  const count = useSyncExternalStore(subscribe, read, read);
  const [since, setSince] = useState({ id, count });
  if (since.id !== id) {
    setSince({ id, count });
    return false;
  }
  return count > since.count;
}
