import { test as base, expect } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';

// Our own pages and servers; the stand-in OpenID provider's pages are a third party's and not watched.
const OWN_ORIGINS = Object.values(E2E_PORTS).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface ConsoleWatch {
  /** Console errors, uncaught page errors and the duplicate-auth-client warning, as they happened. */
  problems: string[];
}

/**
 * Every test fails on a console error, an uncaught exception or a second Supabase auth client.
 * Tests that expect an error message on the console match it with `allowedConsole`.
 */
export const test = base.extend<{ consoleWatch: ConsoleWatch; allowedConsole: RegExp | null }>({
  allowedConsole: [null, { option: true }],
  consoleWatch: [
    async ({ page, allowedConsole }, use) => {
      const watch: ConsoleWatch = { problems: [] };
      page.on('console', (message) => {
        const where = message.location().url || page.url();
        if (!OWN_ORIGINS.some((origin) => where.startsWith(origin))) return;
        const text = message.text();
        const duplicateClient = text.includes('Multiple GoTrueClient instances detected');
        if ((message.type() === 'error' || duplicateClient) && !allowedConsole?.test(text)) {
          watch.problems.push(`console.${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => watch.problems.push(`uncaught: ${error.message}`));
      await use(watch);
      expect(watch.problems, 'console errors, uncaught errors or duplicate auth clients').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
