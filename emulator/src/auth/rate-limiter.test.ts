import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  const takeMany = (limiter: RateLimiter, times: number, now: number) =>
    Array.from({ length: times }, () => limiter.take('token', '127.0.0.1', 3, now)).filter(Boolean).length;

  it('lets a full bucket through, then refuses until the window refills it', () => {
    const limiter = new RateLimiter(300);
    expect(takeMany(limiter, 5, 0)).toBe(3);
    // A third of the window gives back one token.
    expect(takeMany(limiter, 2, 100_000)).toBe(1);
  });

  it('never holds more than its capacity, however long a client stayed away', () => {
    const limiter = new RateLimiter(300);
    expect(takeMany(limiter, 1, 0)).toBe(1);
    // Ten windows later the bucket is full again: three tokens, not thirty.
    expect(takeMany(limiter, 10, 3_000_000)).toBe(3);
  });

  it('keeps one bucket per route group and client address', () => {
    const limiter = new RateLimiter(300);
    expect(takeMany(limiter, 3, 0)).toBe(3);
    expect(limiter.take('token', '127.0.0.2', 3, 0)).toBe(true);
    expect(limiter.take('verify', '127.0.0.1', 3, 0)).toBe(true);
    expect(limiter.take('token', '127.0.0.1', 3, 0)).toBe(false);
  });
});
