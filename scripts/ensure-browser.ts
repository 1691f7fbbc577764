import { spawnSync } from 'node:child_process';
import { findTestBrowser } from './lib/browser';

// Finds the browser the end-to-end tests drive, installing Debian's packages when we may: the headless
// shell they prefer and the full Chromium that screenshots and the bench use.
if (process.env.CHROMIUM_PATH && !findTestBrowser()) {
  console.error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

if (!findTestBrowser()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(
      "No Chromium found: installing Debian's chromium and chromium-headless-shell packages (apt-get install)...",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
            stdio: 'inherit',
            env,
          })
        : update;
    if (install.status !== 0) console.error('apt-get could not install chromium.');
  }
}

const found = findTestBrowser();
if (!found) {
  console.error(
    'The end-to-end tests need Chromium: install it (on Debian or Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chrome or Chromium executable.',
  );
  process.exit(1);
}
console.log(`End-to-end tests will use ${found}.`);
if (!found.includes('headless-shell') && !process.env.CHROMIUM_PATH) {
  console.log('(Debian’s chromium-headless-shell package, when installed, runs them in about a fifth less time.)');
}
