import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/reliability/support/emulator-process';
import { startUntilReady } from '../lib/processes';
import { figure, type Figure } from '../lib/stats';

export interface StartupReport {
  npmStartFirst: Figure;
  npmStartWarm: Figure;
  emulatorFirst: Figure;
  emulatorWarm: Figure;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Spawn to ready line, for an empty data folder ("first run") and then for the same folder again ("warm"). */
async function measure(
  label: string,
  args: (dataDir: string) => string[],
  env: (dataDir: string) => NodeJS.ProcessEnv,
  ready: RegExp,
  firstRuns: number,
  warmRuns: number,
): Promise<{ first: Figure; warm: Figure }> {
  const first: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < firstRuns; i++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'jt-bench-start-'));
    try {
      const started = await startUntilReady(npm, args(dataDir), ready, env(dataDir));
      first.push(started.readyMs / 1000);
      await started.stop();
      // Warm starts reuse the last folder, as a developer's second `npm start` does.
      if (i === firstRuns - 1) {
        for (let j = 0; j < warmRuns; j++) {
          const again = await startUntilReady(npm, args(dataDir), ready, env(dataDir));
          warm.push(again.readyMs / 1000);
          await again.stop();
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    console.log(
      `  ${label}: first ${first.map((s) => s.toFixed(2)).join(', ')} s; warm ${warm.map((s) => s.toFixed(2)).join(', ')} s`,
    );
  }
  return { first: figure(first, 's'), warm: figure(warm, 's') };
}

export async function measureStartup(): Promise<StartupReport> {
  const base: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  delete base.DATABASE_URL;
  const ports = { host: await freePort(), remote: await freePort(), emulator: await freePort() };
  const stack = await measure(
    'npm start',
    () => ['start'],
    (dataDir) => ({
      ...base,
      HOST_PORT: String(ports.host),
      REMOTE_PORT: String(ports.remote),
      EMULATOR_PORT: String(ports.emulator),
      EMULATOR_DATA_DIR: dataDir,
    }),
    /Job tracker is ready/,
    2,
    3,
  );
  const emulator = await measure(
    'emulator',
    (dataDir) => ['run', 'emulator', '--', '--port', String(ports.emulator), '--data-dir', dataDir],
    () => base,
    /Supabase emulator ready at/,
    2,
    3,
  );
  return {
    npmStartFirst: stack.first,
    npmStartWarm: stack.warm,
    emulatorFirst: emulator.first,
    emulatorWarm: emulator.warm,
  };
}
