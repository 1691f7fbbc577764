import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/browser';

// Finds the Chromium the end-to-end tests need, installing Debian's package when we may.
if (process.env.CHROMIUM_PATH && !findChromium()) {
  console.error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
        : update;
    if (install.status !== 0) console.error('apt-get could not install chromium.');
  }
}

const found = findChromium();
if (!found) {
  console.error(
    'The end-to-end tests need Chromium: install it (on Debian or Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chrome or Chromium executable.',
  );
  process.exit(1);
}
console.log(`End-to-end tests will use ${found}.`);
