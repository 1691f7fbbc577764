import { describe, expect, it, vi } from 'vitest';
import { createKitLoader, KIT_RETRY_MS, loadDragAndDrop, withDragAndDrop } from './drag-and-drop';

describe('withDragAndDrop', () => {
  it('registers with the loaded kit, and its cleanup undoes the registration', async () => {
    const element = document.createElement('div');
    const cleanup = withDragAndDrop(({ draggable }) => draggable({ element }));
    await vi.waitFor(() => expect(element.getAttribute('draggable')).toBe('true'));
    cleanup();
    expect(element.hasAttribute('draggable')).toBe(false);
  });

  it('never registers when cleaned up before the kit arrives', async () => {
    const register = vi.fn(() => () => {});
    const cleanup = withDragAndDrop(register);
    cleanup();
    await loadDragAndDrop();
    // A registration waiting on the same load would have run by now: its callback was queued first.
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('the kit loader', () => {
  it('asks again after a failed load, waiting longer each time, until the kit arrives', async () => {
    vi.useFakeTimers();
    try {
      const kit = await loadDragAndDrop();
      let failures = 3;
      const importKit = vi.fn(() => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(kit)));
      const element = document.createElement('div');
      withDragAndDrop(({ draggable }) => draggable({ element }), createKitLoader(importKit));
      await vi.advanceTimersByTimeAsync(0);
      expect(importKit).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(KIT_RETRY_MS.first - 1);
      expect(importKit).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(importKit).toHaveBeenCalledTimes(2);
      // Then 2 s, then 4 s: the fourth attempt brings the kit, and the card registers.
      await vi.advanceTimersByTimeAsync(2 * KIT_RETRY_MS.first - 1);
      expect(importKit).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(importKit).toHaveBeenCalledTimes(3);
      expect(element.hasAttribute('draggable')).toBe(false);
      await vi.advanceTimersByTimeAsync(4 * KIT_RETRY_MS.first);
      expect(importKit).toHaveBeenCalledTimes(4);
      expect(element.getAttribute('draggable')).toBe('true');
      // Loaded once, it is not asked for again.
      await vi.advanceTimersByTimeAsync(KIT_RETRY_MS.max * 2);
      expect(importKit).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits at most the longest interval between attempts', async () => {
    vi.useFakeTimers();
    try {
      const importKit = vi.fn(() => Promise.reject(new Error('offline')));
      void createKitLoader(importKit)();
      await vi.advanceTimersByTimeAsync(0);
      // 1 + 2 + 4 + 8 + 16 s, then every 30 s.
      await vi.advanceTimersByTimeAsync(31 * KIT_RETRY_MS.first);
      expect(importKit).toHaveBeenCalledTimes(6);
      await vi.advanceTimersByTimeAsync(KIT_RETRY_MS.max - 1);
      expect(importKit).toHaveBeenCalledTimes(6);
      await vi.advanceTimersByTimeAsync(1);
      expect(importKit).toHaveBeenCalledTimes(7);
      await vi.advanceTimersByTimeAsync(KIT_RETRY_MS.max);
      expect(importKit).toHaveBeenCalledTimes(8);
    } finally {
      vi.useRealTimers();
    }
  });
});
