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

  it('holds at most 10,000 buckets before it drops those idle for more than a whole window', () => {
    const limiter = new RateLimiter(300);
    for (let client = 0; client < 9_999; client++) limiter.take('token', `10.0.${client}`, 3, 0);
    // The 10,000th bucket: none dropped yet, though all the others are idle for more than the window.
    limiter.take('token', 'late', 3, 300_001);
    expect(limiter.size).toBe(10_000);
    // One more, exactly a window after the first ones: they are kept, not a moment idle too long.
    limiter.take('token', 'later', 3, 300_000);
    expect(limiter.size).toBe(10_001);
    // And one more, a moment later: the 9,999 idle buckets go.
    limiter.take('token', 'last', 3, 300_001);
    expect(limiter.size).toBe(3);
  });
});
