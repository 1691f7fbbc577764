import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/browser';
import { createStorage } from '../tests/reliability/support/databases';
import { startEmulatorProcess, stopEmulatorProcess } from '../tests/reliability/support/emulator-process';
import { benchPort } from './lib/ports';
import { ROOT } from './lib/processes';
import { serveStatic } from './lib/static-server';
import { renderReport } from './report';
import { measureBoardSize, type BoardSizeReport } from './sections/board';
import { measureBundle, type BundleReport } from './sections/bundle';
import { measureEmulatorLoad, type LoadReport } from './sections/emulator-load';
import { buildMap, measureFirstLoad, partOf, type FirstLoadReport } from './sections/first-load';
import { measureImport, type ImportReport } from './sections/import';
import { measureInsights, type InsightsReport } from './sections/insights';
import { buildReferenceLogin } from './reference-login/build';
import { measureLighthouse, type LighthouseReport } from './sections/lighthouse';
import { measureRealtime, type RealtimeReport } from './sections/realtime';
import { measureStartup, type StartupReport } from './sections/startup';
import { measureTable, type TableReport } from './sections/table';

// `npm run bench`: every figure of bench/README.md, measured side by side in one run (~6-8 minutes).
// `npm run bench -- --only board,load` runs some sections (the README table is then left alone).

export interface BenchResults {
  date: string;
  machine: string;
  command: string;
  board?: BoardSizeReport[];
  insights?: InsightsReport;
  table?: TableReport;
  bundle?: BundleReport;
  firstLoad?: FirstLoadReport;
  startup?: StartupReport;
  load?: LoadReport[];
  import?: ImportReport[];
  lighthouse?: LighthouseReport;
  /** The same audit of the reference login page: the same form in React 19, plain elements, one bundle. */
  lighthouseReference?: LighthouseReport;
  realtime?: RealtimeReport[];
}

type Section = 'board' | 'insights' | 'table' | 'bundle' | 'startup' | 'load' | 'import' | 'lighthouse' | 'realtime';
const only = process.argv.find((arg, i) => process.argv[i - 1] === '--only')?.split(',');
const wanted = (section: Section) => !only || only.includes(section);

// While profiling, with `--only board`: BENCH_BOARD_SIZES=5000 measures that size alone, and
// BENCH_NO_MEMORY=1 leaves out the memory section's 220 moves. A full run measures everything.
const BOARD_SIZES = [100, 1000, 5000];
const boardSizes = process.env.BENCH_BOARD_SIZES?.split(',').map(Number) ?? BOARD_SIZES;
const withMemory = !process.env.BENCH_NO_MEMORY;
if (!only && (boardSizes !== BOARD_SIZES || !withMemory))
  throw new Error('BENCH_BOARD_SIZES and BENCH_NO_MEMORY are for runs with --only: a full run measures every size.');
if (boardSizes.some((size) => !BOARD_SIZES.includes(size)))
  throw new Error(`BENCH_BOARD_SIZES: one or more of ${BOARD_SIZES.join(', ')}, comma-separated.`);

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const results: BenchResults = {
  date: new Date().toISOString(),
  machine,
  command: `npm run bench${only ? ` -- --only ${only.join(',')}` : ''}`,
};

/** The production build, made for the bench's own ports; the developer's dist/ is put back afterwards. */
async function withBenchBuild<T>(env: NodeJS.ProcessEnv, work: () => Promise<T>): Promise<T> {
  const dist = join(ROOT, 'dist');
  const saved = join(ROOT, `dist.before-bench-${process.pid}`);
  const hadDist = existsSync(dist);
  if (hadDist) await rename(dist, saved);
  try {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
    return await work();
  } finally {
    await rm(dist, { recursive: true, force: true });
    if (hadDist) await rename(saved, dist);
  }
}

async function browserSections(): Promise<void> {
  const storage = await createStorage('pglite');
  const emulator = await startEmulatorProcess({ dataDir: storage.dataDir, port: await benchPort(54500) });
  const ports = { host: await benchPort(3200), remote: await benchPort(3201) };
  const env = {
    ...process.env,
    PUBLIC_SUPABASE_URL: emulator.url,
    PUBLIC_SUPABASE_ANON_KEY: emulator.keys.anonKey,
    HOST_PORT: String(ports.host),
    REMOTE_PORT: String(ports.remote),
  };
  try {
    await withBenchBuild(env, async () => {
      if (wanted('bundle')) {
        results.bundle = await measureBundle(join(ROOT, 'dist/remote'));
        console.log('  bundle measured');
      }
      if (wanted('lighthouse')) {
        // The production build as the preview server sends it (compressed), audited on its own port.
        const host = await serveStatic(join(ROOT, 'dist/host'), ports.host);
        const remote = await serveStatic(join(ROOT, 'dist/remote'), ports.remote);
        try {
          const map = await buildMap(join(ROOT, 'dist/host'), join(ROOT, 'dist/remote'), host.url, remote.url);
          results.lighthouse = await measureLighthouse(`${host.url}/login`, 5, (url) => partOf(map, url, 'script'));
          console.log('  Lighthouse on /login measured');
        } finally {
          await host.close();
          await remote.close();
        }
        // The floor /login is held to: the same form, plain, built and audited the same way in the same run.
        const referenceDir = await mkdtemp(join(tmpdir(), 'bench-reference-login-'));
        try {
          await buildReferenceLogin(referenceDir);
          const reference = await serveStatic(referenceDir, await benchPort(3202));
          try {
            results.lighthouseReference = await measureLighthouse(`${reference.url}/`, 5, () => 'the page');
            console.log('  Lighthouse on the reference login page measured');
          } finally {
            await reference.close();
          }
        } finally {
          await rm(referenceDir, { recursive: true, force: true });
        }
      }
      if (!wanted('board') && !wanted('bundle') && !wanted('insights') && !wanted('table')) return;
      const pages = new Map<string, string>();
      const host = await serveStatic(join(ROOT, 'dist/host'), ports.host, pages);
      const remote = await serveStatic(join(ROOT, 'dist/remote'), ports.remote);
      const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
      try {
        if (wanted('bundle'))
          results.firstLoad = await measureFirstLoad(
            browser,
            host.url,
            await buildMap(join(ROOT, 'dist/host'), join(ROOT, 'dist/remote'), host.url, remote.url),
            emulator.url,
            emulator.keys.anonKey,
          );
        if (wanted('board')) {
          results.board = [];
          for (const size of boardSizes) {
            results.board.push(
              await measureBoardSize(
                {
                  browser,
                  hostUrl: host.url,
                  emulatorUrl: emulator.url,
                  anonKey: emulator.keys.anonKey,
                  serviceKey: emulator.keys.serviceRoleKey,
                  loads: 5,
                  moves: 15,
                  interactions: size >= 1000 ? 8 : 0,
                  memory: size === 5000 && withMemory,
                  publishStatic: (name, html) => {
                    pages.set(`/${name}`, html);
                    return `${host.url}/${name}`;
                  },
                },
                size,
              ),
            );
            console.log(`  board with ${size} applications measured`);
          }
        }
        if (wanted('insights')) {
          results.insights = await measureInsights({
            browser,
            hostUrl: host.url,
            emulatorUrl: emulator.url,
            anonKey: emulator.keys.anonKey,
            serviceKey: emulator.keys.serviceRoleKey,
            size: 5000,
            runs: 5,
          });
          console.log('  insights with 5,000 applications measured');
        }
        if (wanted('table')) {
          results.table = await measureTable({
            browser,
            hostUrl: host.url,
            emulatorUrl: emulator.url,
            anonKey: emulator.keys.anonKey,
            serviceKey: emulator.keys.serviceRoleKey,
            size: 5000,
            rounds: 3,
          });
          console.log('  the table and the palette with 5,000 applications measured');
        }
      } finally {
        await browser.close();
        await host.close();
        await remote.close();
      }
    });
  } finally {
    await stopEmulatorProcess(emulator);
    await storage.remove();
  }
}

const started = Date.now();
console.log(`Benchmarks on ${machine}`);
if (wanted('board') || wanted('bundle') || wanted('insights') || wanted('table') || wanted('lighthouse')) {
  console.log('- build, bundle sizes, first load, the board, Insights, the table and Lighthouse in Chromium');
  await browserSections();
}
if (wanted('startup')) {
  console.log('- start-up');
  results.startup = await measureStartup();
}
if (wanted('load')) {
  console.log('- the emulator under load');
  results.load = [await measureEmulatorLoad('pglite', 3)];
  if (process.env.DATABASE_URL) results.load.push(await measureEmulatorLoad('postgres', 3));
  else console.log('  (PostgreSQL skipped: set DATABASE_URL to measure it too)');
}
if (wanted('import')) {
  console.log('- an import of 1,000 rows');
  results.import = [await measureImport('pglite')];
  if (process.env.DATABASE_URL) results.import.push(await measureImport('postgres'));
  else console.log('  (PostgreSQL skipped: set DATABASE_URL to measure it too)');
}
if (wanted('realtime')) {
  console.log('- Realtime: event latency, one subscriber and 50');
  results.realtime = [await measureRealtime('pglite')];
  if (process.env.DATABASE_URL) results.realtime.push(await measureRealtime('postgres'));
  else console.log('  (PostgreSQL skipped: set DATABASE_URL to measure it too)');
}

const resultsDir = join(ROOT, 'bench/results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, only ? 'partial.json.tmp' : 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const table = renderReport(results);
console.log(`\n${table}`);
if (!only) {
  const readmePath = join(ROOT, 'bench/README.md');
  const readme = await readFile(readmePath, 'utf8');
  const begin = '<!-- bench:begin -->';
  const end = '<!-- bench:end -->';
  const updated = readme.replace(new RegExp(`${begin}[\\s\\S]*${end}`), `${begin}\n\n${table}\n${end}`);
  await writeFile(readmePath, updated);
  console.log('Updated bench/README.md and bench/results/latest.json');
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
