import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a describe block whose Mantine popovers or lists open in jsdom: jsdom lays nothing out, so Mantine's
 * focus trap finds no visible item and warns. Those warnings are held back; every other warning still shows.
 */
export function ignoreFocusTrapWarnings(): void {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('[@mantine/hooks/use-focus-trap]')) warn(...args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
