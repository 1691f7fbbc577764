import { useCallback, useState } from 'react';

/** Where the tracker keeps a choice the user made on this device (a panel folded, say). */
const PREFIX = 'job-tracker:';

function read(key: string, storage: Storage | undefined): boolean | null {
  try {
    const value = storage?.getItem(PREFIX + key);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    // Storage refused (a private window, a host's sandbox): the default stands.
    return null;
  }
}

/**
 * A yes/no the user chose, remembered on this device: `initial` until they choose (worked out once, so it
 * may look at the window), then their choice, across visits. A refused storage keeps it for the visit.
 */
export function useStoredFlag(
  key: string,
  initial: () => boolean,
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, storage) ?? initial());
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        storage?.setItem(PREFIX + key, next ? '1' : '0');
      } catch {
        // Not remembered; the choice still holds until the page is left.
      }
    },
    [key, storage],
  );
  return [value, set];
}
