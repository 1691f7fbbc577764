import AxeBuilder from '@axe-core/playwright';
import { appendFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules a public web app is held to.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

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
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
