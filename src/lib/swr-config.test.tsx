import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, swrConfig } from './swr-config';

describe('retryDelay', () => {
  it('doubles from one second and never waits more than 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('swrConfig', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failing load once and retries it three times, then stops', async () => {
    const fetcher = vi.fn(() => Promise.reject(new Error('offline')));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useSWR('board', fetcher).error as unknown, { wrapper });
    // 1 s + 2 s + 4 s of back-off, and far longer: no fifth attempt comes.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(result.current).toEqual(new Error('offline'));
  });
});
