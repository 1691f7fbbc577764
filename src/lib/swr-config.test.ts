import { describe, expect, it } from 'vitest';
import { retryDelay } from './swr-config';

describe('retryDelay', () => {
  it('doubles from one second and never waits more than 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
