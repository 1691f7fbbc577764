import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoredFlag } from './use-stored-flag';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('useStoredFlag', () => {
  it('starts from the default, then remembers the choice for the next visit', () => {
    const storage = memoryStorage();
    const first = renderHook(() => useStoredFlag('panel-open', () => true, storage));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    expect(storage.getItem('job-tracker:panel-open')).toBe('0');
    first.unmount();
    const next = renderHook(() => useStoredFlag('panel-open', () => true, storage));
    expect(next.result.current[0]).toBe(false);
  });

  it('keeps the choice for the visit when storage refuses it, and ignores a value it did not write', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => 'yes',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    const { result } = renderHook(() => useStoredFlag('panel-open', () => false, refusing));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
  });
});
