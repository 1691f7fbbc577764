import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * A CPU profile of what `run` does in the page (sampled every 0.1 ms), its self time summed by function and
 * file and printed, the heaviest 25, for the bench's README: where the time goes, which the figures alone
 * cannot say. Used with BENCH_PROFILE set; an unminified build (`output.minify: false`) names the functions.
 */
export async function printProfile(cdp: CDPSession, title: string, run: () => Promise<void>): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const top = [...self].filter(([name]) => !name.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  console.log(`  profile of ${title}, self time (ms):`);
  for (const [name, ms] of top.slice(0, 25)) console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
}
