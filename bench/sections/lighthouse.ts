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
  /**
   * Where the main thread's time goes while the page loads, as Lighthouse estimates it for the throttled
   * phone (ms): scripts by who brings them (their evaluation and every call into them, parsing and
   * compiling included), then the browser's own work no script is named for (style, layout, parsing the
   * HTML and CSS, garbage collection); `all` is the whole. Empty when the run was not given a way to name the files.
   */
  mainThread: { part: string; ms: Figure }[];
}

/** Lighthouse's name for the main thread's work no script can be named for. */
const UNATTRIBUTABLE = 'Unattributable';

/**
 * Lighthouse's default audit of `url` (mobile: a mid-range phone, throttled CPU and network, simulated),
 * `runs` times in a fresh headless Chromium each, for performance, accessibility and best practices.
 */
export async function measureLighthouse(
  url: string,
  runs: number,
  partOf?: (url: string) => string,
): Promise<LighthouseReport> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found for Lighthouse: set CHROMIUM_PATH.');
  const scores = { performance: [] as number[], accessibility: [] as number[], bestPractices: [] as number[] };
  const timings = { largestPaint: [] as number[], firstPaint: [] as number[], blockingTime: [] as number[] };
  let version = '';
  let formFactor = '';
  let failedAccessibility: string[] = [];
  const mainThread = new Map<string, number[]>();
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
      if (partOf) {
        const parts = new Map<string, number>();
        const items = (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] })?.items;
        let listed = 0;
        for (const item of items ?? []) {
          const part = item.url === UNATTRIBUTABLE ? 'the browser: style, layout, parsing, GC' : partOf(item.url);
          parts.set(part, (parts.get(part) ?? 0) + item.total);
          listed += item.total;
        }
        // Lighthouse lists a file from 50 ms on; the rest of the main thread's work is the smaller files'.
        const all = numeric('mainthread-work-breakdown');
        if (all > listed) parts.set('files under 50 ms each', all - listed);
        parts.set('all', all);
        for (const [part, ms] of parts) mainThread.set(part, [...(mainThread.get(part) ?? []), ms]);
      }
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
    // A part missing from a run (too little time to be listed) counts as 0 ms in it.
    mainThread: [...mainThread]
      .map(([part, values]) => ({ part, ms: figure([...values, ...Array(runs - values.length).fill(0)], 'ms') }))
      .sort((a, b) => b.ms.median - a.ms.median),
  };
}
