import { describe, expect, it, vi } from 'vitest';
import { loadDragAndDrop, withDragAndDrop } from './drag-and-drop';

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
