import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query';

// Test files of plain logic run without a DOM (`// @vitest-environment node` at their top: no jsdom to set
// up, nor React's DOM renderer to load, for them); the rest get jsdom and what follows.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  // jsdom lacks these; Mantine's components ask for them.
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // Mantine's autosizing Textarea (the Add dialog's pasted posting) listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
      configurable: true,
    });
  }
}
