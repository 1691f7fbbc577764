import axe from 'axe-core';
import { appendFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules a public web app is held to.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Waits until no finite CSS transition or animation is running, so axe sees colours as a person finally does. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe-core in the page as it is now (the whole document, portals included) and records every serious
 * or critical WCAG A/AA violation against the state's name. Soft, so one test lists every state's problems.
 *
 * axe-core's own `axe.run`, put in the page once per document, rather than `@axe-core/playwright`'s
 * builder: the builder injects axe again at every check and gathers its results in a blank page it opens
 * for the purpose (for frames from other origins, which our pages have none of), and took 4–7 s a check
 * on the demo board against 1.5–4 s. Our pages have no frames, and a page with one fails here rather than
 * having it silently left out.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  await settle(page);
  expect(
    page.frames().map((frame) => frame.url()),
    `axe reads one document: ${state} has no frames`,
  ).toHaveLength(1);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (await window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
        .violations,
    WCAG_TAGS,
  );
  if (process.env.AXE_DUMP) appendFileSync(process.env.AXE_DUMP, JSON.stringify({ state, violations }) + '\n');
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help} — ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
  expect.soft(serious, `serious or critical axe violations on ${state}`).toEqual([]);
}
