import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/browser';
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

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/support/e2e-stack.ts',
    // Not the host's URL: it answers before the emulator has opened its database. The stack's own word.
    wait: { stdout: /End-to-end stack ready/ },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The development stack, and beside it the remote's production build (with its published types) and
    // the Vite host built against it twice: minutes on a busy 2-core machine.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
