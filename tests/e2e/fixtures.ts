import { test as base, expect } from '@playwright/test';
import { E2E_PORTS, E2E_PRODUCTION_PORTS } from '../../playwright.config';

// Our own pages and servers (the production builds and the Vite host included); the stand-in OpenID
// provider's pages are a third party's and not watched.
const OWN_ORIGINS = [...Object.values(E2E_PORTS), ...Object.values(E2E_PRODUCTION_PORTS)].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface ConsoleWatch {
  /**
   * Console errors, uncaught page errors, the duplicate-auth-client warning and Module Federation's warning
   * that a shared singleton's version is outside a range (a skew a host must hear about), as they happened.
   */
  problems: string[];
}

/**
 * Every test fails on a console error, an uncaught exception, a second Supabase auth client or a shared
 * singleton outside a range.
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
        const versionSkew = /of shared singleton module .* does not satisfy/.test(text);
        if ((message.type() === 'error' || duplicateClient || versionSkew) && !allowedConsole?.test(text)) {
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
