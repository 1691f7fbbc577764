import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/lib/browser';
import { portOffset } from './scripts/lib/port-offset';

// The tests run their own stack on ports of their own, from an empty data folder, so a developer's
// `npm start` and data are never in the way. E2E_PORT_OFFSET shifts all three, so two clones of the
// repository can run their suites side by side.
const offset = portOffset('E2E_PORT_OFFSET');
export const E2E_PORTS = { host: 3100 + offset, remote: 3101 + offset, emulator: 54400 + offset };
/** The production builds the suite also serves: the remote as a CDN would, and the Vite and Next hosts. */
export const E2E_PRODUCTION_PORTS = {
  remote: 3102 + offset,
  viteHost: 3103 + offset,
  viteHostVersionFirst: 3104 + offset,
  viteHostShareAll: 3105 + offset,
  nextHost: 3106 + offset,
};

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
/** The specs that run after the others, one at a time (see `projects`). */
const ALONE = ['**/board-at-scale.spec.ts', '**/live.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  // Two workers against the one stack: every test makes its own users (support/stack.ts: uniqueEmail), the
  // demo account is only read, and a fault is injected per page through a proxy of its own
  // (support/fault-proxy.ts). Tests, not files, are shared out, so one long file does not hold up the end.
  // What would disturb the other worker runs after them, one test at a time (the "alone" project below).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a test that hangs, not a speed target (the bench measures speed): the long journeys
  // take 45–60 s on two workers on a busy 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    // No trace by default: recording one costs more than the test. The same 23 tests took 291 s of test time
    // with 'retain-on-failure' (the screencast behind its screenshots, a DOM snapshot per action), 186 s with
    // snapshots only and 146 s without, back to back. A failure still leaves its screenshot and the page's
    // accessibility tree (test-results/); for the whole story run it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestBrowser(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: CHROMIUM },
    // Embedded PGlite runs one statement at a time for every user: board-at-scale's inserts of 1,000 rows
    // and loads of 5,000 hold it for seconds, which the other worker's pages would wait out, and live.spec
    // measures a change reaching another device within a second, which such a wait would break. They run
    // once the rest have, on one worker. (A failure in the first project skips them: the run is red anyway.)
    { name: 'alone', testMatch: ALONE, dependencies: ['chromium'], workers: 1, use: CHROMIUM },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/support/e2e-stack.ts',
    // Not the host's URL: it answers before the emulator has opened its database. The stack's own word.
    wait: { stdout: /End-to-end stack ready/ },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The production builds of the remote (with its published types), the sandbox host, the Vite host built
    // three ways and the Next host, then the emulator: minutes on a busy 2-core machine.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
