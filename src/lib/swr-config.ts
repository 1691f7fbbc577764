import type { SWRConfiguration } from 'swr';

export const MAX_RETRIES = 3;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Exponential back-off for a failed load: 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelay(retryCount: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, retryCount - 1));
}

/**
 * The tracker's data-fetching defaults: a failed load is retried 3 times, back-off capped at 30 s; data is
 * refetched when the tab regains focus (the board's order is stored, so a refetch does not reshuffle it).
 */
export const swrConfig: SWRConfiguration = {
  errorRetryCount: MAX_RETRIES,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
};

/**
 * For a reader of data another part of the page loads and keeps fresh (the board page loads the board):
 * it reads, and follows, the cache and never asks the server itself.
 */
export const CACHE_ONLY = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;
