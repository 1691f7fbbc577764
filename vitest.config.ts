import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': resolve(import.meta.dirname, 'src') };
// Tests of the app's API files and the components that use them, against a real emulator over HTTP.
const clientTests = 'src/**/*.emulator.test.{ts,tsx}';
const env = { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321', PUBLIC_SUPABASE_ANON_KEY: 'unit-test-anon-key' };
// supabase-js opens its Realtime socket with the runtime's WebSocket, which Node 20 has only behind this
// flag (Node 22 and later have it on by default and accept the flag). Given to the workers here, so that a
// single file runs with a plain `npx vitest run <file>`.
const execArgv = ['--experimental-websocket'];
/** The reliability suites whose verdicts depend on having the machine to themselves (see below). */
const timedReliability = ['tests/reliability/runaway-query.test.ts', 'tests/reliability/soak.test.ts'];
/** What both reliability projects share: real emulator processes, minutes of load each. */
const reliability = { environment: 'node', execArgv, testTimeout: 300_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Each file in a fresh VM context of one long-lived worker, rather than a fresh worker with jsdom and
          // React loaded anew: the same isolation of modules and globals between files, a third of the time.
          // (A file can no longer replace `window` itself; a test of code without one runs in the node
          // environment instead.)
          pool: 'vmThreads',
          // One worker per core: the files share nothing (Vitest's default leaves a core free).
          maxWorkers: availableParallelism(),
          include: [
            'src/**/*.test.{ts,tsx}',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'host-next/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, clientTests],
          setupFiles: ['tests/setup.ts'],
          env,
        },
      },
      {
        // Recharts' ES build (its package names only the CommonJS one for Node).
        resolve: { alias: { ...alias, recharts: 'recharts/es6/index.js' } },
        test: {
          name: 'client',
          environment: 'jsdom',
          // In VM contexts, as the unit tests are: 50–54 s against 93–95 s for the project alone.
          pool: 'vmThreads',
          // Recharts and Mantine's charts through Vite, as the page's build takes them: Recharts' CommonJS
          // build requires Redux Toolkit's ES module, which a VM context refuses.
          server: { deps: { inline: [/recharts/, /@mantine\/charts/] } },
          // One worker per core (Vitest's default leaves a core free); the files share the global setup's
          // emulators, each with users of its own.
          maxWorkers: availableParallelism(),
          execArgv,
          include: [clientTests],
          setupFiles: ['tests/setup.ts', 'tests/client/setup.ts'],
          globalSetup: ['tests/client/emulator-setup.ts'],
          env,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          execArgv,
          include: ['emulator/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts its own emulator on a free port with its own data folder (and, on PostgreSQL,
          // its own database), so files run side by side, one per core (Vitest's default is one fewer than
          // the cores: a single worker on a 2-core machine).
          maxWorkers: availableParallelism(),
          // A worker's files share its module graph rather than each loading its own: the emulator's modules
          // and PGlite's WebAssembly (compiled once per process, pglite-thread.ts) load once per worker, not
          // once per file. The files share no state but what they start: each its own emulator and data.
          // 45 of the files took 99 s so against 169 s.
          isolate: false,
          // After the client project, not beside it: the client files share one emulator, and a run with
          // both side by side missed a client test's 5 s wait for that emulator's answer.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...reliability,
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...timedReliability],
          // The fuzz and the kills judge only what the emulator answers and keeps, never how fast: side by
          // side, a core each. One after the other they left 44 % and 26 % of the machine idle (one emulator
          // and one client taking turns): 166 s, against 128 s side by side.
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          ...reliability,
          name: 'reliability-timed',
          include: timedReliability,
          // These judge time and load: the runaway query's neighbours answer within a second, and the soak's
          // memory stays flat for 40 s once warmed up (80 s or more in all). One at a time,
          // after the others, with the machine to themselves.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
