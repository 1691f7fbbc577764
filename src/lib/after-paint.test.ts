import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('resolves after the next frame, not before it', async () => {
    const order: string[] = [];
    const waited = afterNextPaint().then(() => order.push('resolved'));
    requestAnimationFrame(() => order.push('frame'));
    await waited;
    expect(order).toEqual(['frame', 'resolved']);
  });

  it('resolves in a page that draws no frames (a hidden tab) after the fallback', async () => {
    vi.useFakeTimers();
    // A hidden page: frame callbacks are never run.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let resolved = false;
    void afterNextPaint(100).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
