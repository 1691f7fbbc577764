import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/browser';
import { figure, type Figure } from '../lib/stats';

export interface LighthouseReport {
  url: string;
  /** Lighthouse's own version and settings, as the scores depend on both. */
  lighthouseVersion: string;
  formFactor: string;
  runs: number;
  performance: Figure;
  accessibility: Figure;
  bestPractices: Figure;
  /** Largest and first contentful paint, total blocking time (ms, simulated mobile). */
  largestPaint: Figure;
  firstPaint: Figure;
  blockingTime: Figure;
  /** The failed accessibility audits of the last run, by id, for whoever has to fix them. */
  failedAccessibility: string[];
}

/**
 * Lighthouse's default audit of `url` (mobile: a mid-range phone, throttled CPU and network, simulated),
 * `runs` times in a fresh headless Chromium each, for performance, accessibility and best practices.
 */
export async function measureLighthouse(url: string, runs: number): Promise<LighthouseReport> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found for Lighthouse: set CHROMIUM_PATH.');
  const scores = { performance: [] as number[], accessibility: [] as number[], bestPractices: [] as number[] };
  const timings = { largestPaint: [] as number[], firstPaint: [] as number[], blockingTime: [] as number[] };
  let version = '';
  let formFactor = '';
  let failedAccessibility: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { lhr } = result;
      // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report, to see what the largest paint waited for.
      const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
      if (keep) await writeFile(join(keep, `lighthouse-${run + 1}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      formFactor = lhr.configSettings.formFactor;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      scores.performance.push(score('performance'));
      scores.accessibility.push(score('accessibility'));
      scores.bestPractices.push(score('best-practices'));
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      timings.largestPaint.push(numeric('largest-contentful-paint'));
      timings.firstPaint.push(numeric('first-contentful-paint'));
      timings.blockingTime.push(numeric('total-blocking-time'));
      failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
    } finally {
      chrome.kill();
    }
  }
  return {
    url,
    lighthouseVersion: version,
    formFactor,
    runs,
    performance: figure(scores.performance, '/ 100'),
    accessibility: figure(scores.accessibility, '/ 100'),
    bestPractices: figure(scores.bestPractices, '/ 100'),
    largestPaint: figure(timings.largestPaint, 'ms'),
    firstPaint: figure(timings.firstPaint, 'ms'),
    blockingTime: figure(timings.blockingTime, 'ms'),
    failedAccessibility,
  };
}
