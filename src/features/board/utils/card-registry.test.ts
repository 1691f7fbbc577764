import { describe, expect, it, vi } from 'vitest';
import { createCardRegistry } from './card-registry';

const card = () => {
  const element = document.createElement('div');
  element.tabIndex = -1;
  document.body.append(element);
  return element;
};

describe('createCardRegistry', () => {
  it('finds a registered card and forgets it when unregistered', () => {
    const registry = createCardRegistry();
    const element = card();
    const unregister = registry.register('a', element);
    expect(registry.get('a')).toBe(element);
    unregister();
    expect(registry.get('a')).toBeUndefined();
  });

  it("keeps a re-mounted card's new element when the old one unregisters late", () => {
    const registry = createCardRegistry();
    const old = card();
    const fresh = card();
    const unregisterOld = registry.register('a', old);
    registry.register('a', fresh);
    unregisterOld();
    expect(registry.get('a')).toBe(fresh);
  });

  it('names the card below a card as its neighbour, else the one above, else none', () => {
    const registry = createCardRegistry();
    const column = document.createElement('div');
    // Each card in a slot of its own, as a column renders them.
    const [, b, c] = ['a', 'b', 'c'].map((id) => {
      const slot = document.createElement('div');
      const element = document.createElement('div');
      slot.append(element);
      column.append(slot);
      registry.register(id, element);
      return slot;
    });
    expect(registry.neighbour('a')).toBe('b');
    expect(registry.neighbour('b')).toBe('c');
    expect(registry.neighbour('c')).toBe('b');
    b!.remove();
    c!.remove();
    expect(registry.neighbour('a')).toBeUndefined();
    expect(registry.neighbour('unknown')).toBeUndefined();
  });

  it('focuses a rendered card without asking the columns', () => {
    const registry = createCardRegistry();
    const reveal = vi.fn();
    registry.onReveal(reveal);
    const element = card();
    registry.register('a', element);
    registry.focus('a');
    expect(document.activeElement).toBe(element);
    expect(reveal).not.toHaveBeenCalled();
  });

  it('asks the columns to reveal a card that is not rendered, and focuses it when it mounts', () => {
    const registry = createCardRegistry();
    const reveal = vi.fn();
    const stop = registry.onReveal(reveal);
    registry.focus('b');
    expect(reveal).toHaveBeenCalledWith('b');
    const element = card();
    registry.register('b', element);
    expect(document.activeElement).toBe(element);
    // Only once: the same card mounting again later does not take the focus back.
    element.blur();
    registry.register('b', card());
    expect(document.activeElement).toBe(document.body);
    stop();
    registry.focus('c');
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('does not let a card take the focus long after it was asked for', () => {
    let time = 0;
    const registry = createCardRegistry(() => time);
    registry.focus('a');
    time = 5000;
    const element = card();
    registry.register('a', element);
    expect(document.activeElement).not.toBe(element);
  });

  it('does not take the focus from a field the user has gone on to type in', () => {
    const registry = createCardRegistry();
    const reveal = vi.fn();
    registry.onReveal(reveal);
    const search = document.createElement('input');
    document.body.append(search);
    const element = card();
    registry.register('a', element);
    search.focus();
    registry.focus('a');
    expect(document.activeElement).toBe(search);
    // Nor later, when a card that was not rendered mounts.
    registry.focus('b');
    expect(reveal).not.toHaveBeenCalled();
    search.blur();
    registry.register('b', card());
    expect(document.activeElement).toBe(document.body);
    search.remove();
  });

  it('does not take the focus from another control the user has gone on to, only from where the action began', () => {
    const registry = createCardRegistry();
    const reveal = vi.fn();
    registry.onReveal(reveal);
    const item = document.createElement('button');
    const other = document.createElement('button');
    document.body.append(item, other);
    const element = card();
    registry.register('a', element);
    // The focus is still where the move began: the card takes it.
    item.focus();
    registry.focus('a', item);
    expect(document.activeElement).toBe(element);
    // The element the move began from has gone with its card (focus on the page's body): the card takes it.
    item.focus();
    item.remove();
    registry.focus('a', item);
    expect(document.activeElement).toBe(element);
    // The user has gone on to another card's menu: the focus stays there, now and when a card mounts.
    other.focus();
    registry.focus('a', item);
    expect(document.activeElement).toBe(other);
    registry.focus('b', item);
    expect(reveal).not.toHaveBeenCalled();
    registry.register('b', card());
    expect(document.activeElement).toBe(other);
    other.remove();
  });
});
