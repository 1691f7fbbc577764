import { signUp } from '../../tests/reliability/support/api-user';
import { createStorage, type Backend } from '../../tests/reliability/support/databases';
import { startEmulatorProcess, stopEmulatorProcess } from '../../tests/reliability/support/emulator-process';
import { DEFAULT_STAGES } from '../../src/lib/applications/stages';
import { guessMapping } from '../../src/features/data-export/utils/import-columns';
import { draftsFromCsv } from '../../src/features/data-export/utils/import-drafts';
import { parseCsv } from '../../src/features/data-export/utils/import-file';
import { findDuplicates, planImport } from '../../src/features/data-export/utils/import-plan';
import { guessStage, stageKey, distinctStageNames } from '../../src/features/data-export/utils/import-stages';
import { figure, type Figure } from '../lib/stats';

export interface ImportReport {
  backend: Backend;
  rows: number;
  /** The CSV read, mapped and planned, as the browser does it (here in Node). */
  prepare: Figure;
  /** The first import an emulator serves after it started (its code and plans still cold). */
  firstCall: number;
  /** Each later import: the one RPC call, over HTTP, until the answer. */
  call: Figure;
  payloadBytes: number;
}

const STAGE_NAMES = ['Wishlist', 'Applied', 'Interviewing', 'Offer', 'Rejected'];

/** A Huntr-style CSV of `rows` applications with notes, salaries and back-dated applied dates. */
function exportCsv(rows: number): string {
  const lines = ['Company,Job Title,Status,Date Applied,Job URL,Location,Salary,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      [
        `Studio ${i}`,
        `Product Designer ${i % 7}`,
        STAGE_NAMES[i % STAGE_NAMES.length],
        day,
        `https://jobs.example.test/${i}`,
        '"Berlin, DE"',
        '"$90,000 - $120,000"',
        `"Notes for ${i}: ${'a few words about the team, '.repeat(6)}"`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function prepare(text: string) {
  const source = parseCsv(text, 'bench.csv');
  if (source.kind !== 'csv') throw new Error('expected a CSV');
  const mapping = guessMapping(source.headers, DEFAULT_STAGES);
  const drafts = draftsFromCsv(source.rows, mapping, DEFAULT_STAGES, new Date());
  const names = distinctStageNames(drafts.map((draft) => draft.stage));
  const stageMap = new Map(names.map((name) => [stageKey(name), guessStage(name, DEFAULT_STAGES).value]));
  return planImport(drafts, { stageMap, duplicates: findDuplicates(drafts, []), choice: 'skip' });
}

/**
 * A 1,000-row import against an emulator process (a fresh user per run, so every run adds 1,000 new
 * applications with their histories): the first call after start, then `runs` more.
 */
export async function measureImport(backend: Backend, rows = 1000, runs = 5): Promise<ImportReport> {
  const text = exportCsv(rows);
  const prepared: number[] = [];
  let plan = prepare(text);
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    plan = prepare(text);
    prepared.push(performance.now() - started);
  }
  if (plan.added !== rows) throw new Error(`the plan holds ${plan.added} of ${rows} rows`);
  const body = JSON.stringify({ applications: plan.payload });

  const storage = await createStorage(backend);
  const emulator = await startEmulatorProcess({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    const calls: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const user = await signUp(emulator.url, emulator.keys.anonKey, `import${i}`);
      const started = performance.now();
      const response = await user.rest('rpc/import_applications', { method: 'POST', body });
      const answer = await response.text();
      calls.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`import failed: ${response.status} ${answer}`);
      if ((JSON.parse(answer) as { added: number }).added !== rows) throw new Error(`import answered ${answer}`);
    }
    return {
      backend,
      rows,
      prepare: figure(prepared, 'ms'),
      firstCall: calls[0]!,
      call: figure(calls.slice(1), 'ms'),
      payloadBytes: Buffer.byteLength(body),
    };
  } finally {
    await stopEmulatorProcess(emulator);
    await storage.remove();
  }
}
