import { describe, expect, it } from 'vitest';
import { createCardRegistry } from './card-registry';

describe('createCardRegistry', () => {
  it('finds a registered card and forgets it when unregistered', () => {
    const registry = createCardRegistry();
    const element = document.createElement('div');
    const unregister = registry.register('a', element);
    expect(registry.get('a')).toBe(element);
    unregister();
    expect(registry.get('a')).toBeUndefined();
  });

  it("keeps a re-mounted card's new element when the old one unregisters late", () => {
    const registry = createCardRegistry();
    const old = document.createElement('div');
    const fresh = document.createElement('div');
    const unregisterOld = registry.register('a', old);
    registry.register('a', fresh);
    unregisterOld();
    expect(registry.get('a')).toBe(fresh);
  });

  it('names the card below a card as its neighbour, else the one above, else none', () => {
    const registry = createCardRegistry();
    const column = document.createElement('div');
    const [, b, c] = ['a', 'b', 'c'].map((id) => {
      const element = document.createElement('div');
      column.append(element);
      registry.register(id, element);
      return element;
    });
    expect(registry.neighbour('a')).toBe('b');
    expect(registry.neighbour('b')).toBe('c');
    expect(registry.neighbour('c')).toBe('b');
    b!.remove();
    c!.remove();
    expect(registry.neighbour('a')).toBeUndefined();
    expect(registry.neighbour('unknown')).toBeUndefined();
  });
});
