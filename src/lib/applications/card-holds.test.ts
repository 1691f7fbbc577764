import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginWrite,
  ECHO_WINDOW_MS,
  holdCard,
  isCardHeld,
  onCardReleased,
  takeOwnEcho,
  whileWriting,
  whileWritingAll,
} from './card-holds';

describe('card holds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a card until its last hold ends, then tells the listeners once', () => {
    const released: string[] = [];
    const stop = onCardReleased((id) => released.push(id));
    const first = holdCard('held-a');
    const second = holdCard('held-a');
    first();
    first();
    expect(isCardHeld('held-a')).toBe(true);
    expect(released).toEqual([]);
    second();
    expect(isCardHeld('held-a')).toBe(false);
    expect(released).toEqual(['held-a']);
    stop();
  });

  it('takes the first change after a write for its echo, and the next one for a change from elsewhere', async () => {
    await whileWriting('single-a', async () => {
      expect(isCardHeld('single-a')).toBe(true);
    });
    expect(isCardHeld('single-a')).toBe(false);
    expect(takeOwnEcho('single-a')).toBe(true);
    expect(takeOwnEcho('single-a')).toBe(false);
    expect(takeOwnEcho('never-written')).toBe(false);
  });

  it('takes a change arriving after the echo window for a change from elsewhere', async () => {
    await whileWriting('late-a', async () => undefined);
    expect(takeOwnEcho('late-a', Date.now() + ECHO_WINDOW_MS + 1)).toBe(false);
  });

  it('makes one bulk request a write of ours to every row it names, held while it runs', async () => {
    const write = vi.fn(async () => {
      expect(['bulk-a', 'bulk-b', 'bulk-c'].map(isCardHeld)).toEqual([true, true, true]);
      return 'answer';
    });
    await expect(whileWritingAll(['bulk-a', 'bulk-b', 'bulk-c'], write)).resolves.toBe('answer');
    expect(write).toHaveBeenCalledTimes(1);
    expect(['bulk-a', 'bulk-b', 'bulk-c'].map(isCardHeld)).toEqual([false, false, false]);
    expect(['bulk-a', 'bulk-b', 'bulk-c', 'bulk-d'].map((id) => takeOwnEcho(id))).toEqual([true, true, true, false]);
  });

  it('releases every card of a bulk request that failed', async () => {
    await expect(
      whileWritingAll(['failed-a', 'failed-b'], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(['failed-a', 'failed-b'].map(isCardHeld)).toEqual([false, false]);
  });

  it('takes a change for the echo up to the last millisecond of the window, not at its end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    await whileWriting('edge-a', async () => undefined);
    expect(takeOwnEcho('edge-a', 1_000_000 + ECHO_WINDOW_MS - 1)).toBe(true);
    await whileWriting('edge-b', async () => undefined);
    // The window is two seconds.
    expect(takeOwnEcho('edge-b', 1_000_000 + 2000)).toBe(false);
  });

  it('keeps the window open while another write to the card runs, however often the first one ends', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(2_000_000);
    const endFirst = beginWrite('overlap-a');
    const endSecond = beginWrite('overlap-a');
    endFirst();
    endFirst();
    expect(isCardHeld('overlap-a')).toBe(true);
    expect(takeOwnEcho('overlap-a', 2_000_000 + 10 * ECHO_WINDOW_MS)).toBe(true);
    endSecond();
    expect(isCardHeld('overlap-a')).toBe(false);
  });

  it('forgets an echo that never came once its window has passed, when the card is written again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(3_000_000);
    await whileWriting('stale-a', async () => undefined);
    vi.setSystemTime(3_000_000 + ECHO_WINDOW_MS + 1);
    await whileWriting('stale-a', async () => undefined);
    expect(takeOwnEcho('stale-a')).toBe(true);
    expect(takeOwnEcho('stale-a')).toBe(false);
  });
});
