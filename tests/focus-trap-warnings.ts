import { afterEach, beforeEach, vi } from 'vitest';

/** Holds back the warnings that start with `pattern` in each test of the describe block; every other shows. */
function holdBackWarnings(pattern: RegExp): void {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!pattern.test(String(args[0]))) warn(...args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/**
 * For a describe block whose Mantine popovers or lists open in jsdom: jsdom lays nothing out, so Mantine's
 * focus trap finds no visible item and warns. Those warnings are held back; every other warning still shows.
 */
export function ignoreFocusTrapWarnings(): void {
  holdBackWarnings(/^\[@mantine\/hooks\/use-focus-trap\]/);
}

/**
 * The same for the whole board page, where pragmatic-drag-and-drop's auto-scroll also finds no scrollable
 * column in jsdom and says so.
 */
export function ignoreBoardLayoutWarnings(): void {
  holdBackWarnings(/^(Auto scrolling has been attached|\[@mantine\/hooks\/use-focus-trap\])/);
}
