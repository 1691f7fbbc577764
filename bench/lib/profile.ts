import type { CDPSession } from '@playwright/test';

// BENCH_PROFILE_STACKS=<regular expression>: the heaviest call paths into the functions it names, for a
// function whose callers matter (a style read forced by a library, say). Read when the bench starts, so a
// pattern that does not compile stops it then, not at its first profile minutes later.
const STACKS_OF = (() => {
  const pattern = process.env.BENCH_PROFILE_STACKS;
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern);
  } catch (error) {
    throw new Error(`BENCH_PROFILE_STACKS: not a regular expression (${(error as Error).message}).`, {
      cause: error,
    });
  }
})();

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * A CPU profile of what `run` does in the page (sampled every 0.1 ms), its self time summed by function and
 * file and printed, the heaviest 25, then the heaviest 60 by total time (a function's own and its callees',
 * each sample counted once per function however deep the recursion), then the 25 heaviest components by
 * total time: which of the page's parts costs what, apart from React's own work around them.
 * For the bench's README: where the time goes, which the figures alone cannot say. Used with BENCH_PROFILE
 * set; an unminified build (`output.minify: false`) names the functions.
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
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (id: number) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) seen.add(nameOf(at));
    for (const name of seen) total.set(name, (total.get(name) ?? 0) + ms);
  });
  const print = (heading: string, times: Map<string, number>) => {
    const top = [...times].filter(([name]) => !/^\((idle|root|program)\)/.test(name)).sort((a, b) => b[1] - a[1]);
    console.log(`  profile of ${title}, ${heading} (ms):`);
    for (const [name, ms] of top.slice(0, heading === 'total time' ? 60 : 25))
      console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
  };
  print('self time', self);
  if (STACKS_OF) {
    const stacks = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (!STACKS_OF.test(nameOf(id))) return;
      const path: string[] = [];
      for (let at: number | undefined = id; at !== undefined && path.length < 40; at = parents.get(at))
        path.push(nameOf(at));
      const key = path.join('\n        < ');
      stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [path, ms] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`  call path, ${ms.toFixed(1)} ms:\n        ${path}`);
  }
  print('total time', total);
  // The components (capitalised functions, React's convention), each with the hooks and helpers it calls
  // (React renders a component's children in calls of their own).
  const components = new Map([...total].filter(([name]) => /^_?[A-Z]/.test(name)));
  print('components, total time', components);
}
