import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Chromium's headless shell: Debian's `chromium-headless-shell` package. */
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/** A full Chromium: `CHROMIUM_PATH`, else the first system browser found. For screenshots and the bench. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * The browser the end-to-end tests drive: `CHROMIUM_PATH`, else Chromium's headless shell when installed,
 * else a full Chromium (`findChromium`). The shell is the same engine without a browser's window and
 * services behind it: the suite's tests take about a fifth less time in it on a 2-core machine (357 s
 * against 287 s for 23 tests). What users run, and so what the bench measures, is the full browser.
 */
export function findTestBrowser(
  env: NodeJS.ProcessEnv = process.env,
  shells: readonly string[] = HEADLESS_SHELLS,
): string | undefined {
  if (env.CHROMIUM_PATH) return findChromium(env);
  return shells.find((path) => existsSync(path)) ?? findChromium(env);
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
