import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/browser';
import { ROOT } from './lib/stack';

// `npx tsx scripts/screenshots.ts [baseUrl] [path ...]`: full-page shots at 1440 and 375 px of a running
// stack, into .data/screenshots, to look at before calling UI work done.
const [baseUrl = 'http://localhost:3000', ...rest] = process.argv.slice(2);
const pagePaths =
  rest.length > 0 ? rest : ['/home', '/login', '/signup', '/terms', '/privacy-policy', '/reset-password', '/nowhere'];
const outDir = resolve(ROOT, '.data/screenshots');
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const width of [1440, 375]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 812 } });
    for (const path of pagePaths) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
      await page.screenshot({ path: resolve(outDir, name), fullPage: path !== '/terms' && path !== '/privacy-policy' });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
